/**
 * Terms of Service (/terms-of-service): the rules for using the website. Paid services are
 * governed by their own agreements. Names, addresses and e-mail addresses come from the site
 * config.
 */
import type { PageCopy } from "~/lib/meta";
import type { LegalBlock, LegalDocumentProps, LegalText } from "~/sections/legal-document";

import { site } from "../site";

const p = (text: LegalText): LegalBlock => ({ kind: "paragraph", text });
const list = (...items: LegalText[]): LegalBlock => ({ kind: "list", items });

const privacyMail = { text: site.email.privacy, href: `mailto:${site.email.privacy}` };
const securityMail = { text: site.email.security, href: `mailto:${site.email.security}` };
const postal = `${site.legalName}, Attn: Legal, ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`;

/** Title and description of the page (the meta helper adds the brand suffix). */
export const termsMeta = {
  title: "Terms of Service",
  description: `The terms for using the ${site.brand} website: acceptable use, security research, intellectual property, disclaimers, and Texas law.`,
} as const satisfies PageCopy;

export const terms = {
  id: "terms-title",
  eyebrow: "Legal",
  title: "Terms of Service",
  intro: `These terms govern your use of the ${site.brand} website. They are written to be read: where something matters, we say it plainly.`,
  effective: "2026-11-21",
  updated: "2026-11-21",
  contact: { text: "Questions about these terms? Write to", email: site.email.privacy },
  labels: {
    effective: "Effective",
    updated: "Last updated",
    contents: "Contents",
    back: "Back to contents",
  },
  sections: [
    {
      id: "agreement",
      title: "Agreement to these terms",
      blocks: [
        p(
          `These Terms of Service ("terms") are an agreement between you and ${site.legalName} ("${site.brand}", "we", "us"), a company with its office at ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}. They apply to this website, every page of it and any domain that serves it (together, the "site").`,
        ),
        p(
          "By using the site you accept these terms. If you use it on behalf of a company or other organization, you accept them for that organization and confirm that you may do so. If you do not accept them, please do not use the site.",
        ),
      ],
    },
    {
      id: "who-may-use",
      title: "Who may use the site",
      blocks: [
        p(
          "The site is meant for adults: business buyers, IT professionals and members of the public looking after their own devices and data. You must be at least 18 years old, or the age of majority where you live, to send us a request or enter into any agreement with us through it.",
        ),
      ],
    },
    {
      id: "services",
      title: "Our services are covered by separate agreements",
      blocks: [
        p(
          "The site describes what we offer; it does not by itself sell you anything or give you access to any service. Managed services, software subscriptions and consulting are provided only under a signed order form and the master services agreement, subscription terms or statement of work it refers to, including any data processing agreement.",
        ),
        p(
          "If such an agreement and these terms disagree, the agreement wins for the services it covers. These terms still apply to your use of the site itself.",
        ),
      ],
    },
    {
      id: "information",
      title: "Information on the site",
      blocks: [
        p(
          "We work to keep the site accurate and current, but it is general information, not advice for your particular environment. In particular:",
        ),
        list(
          [
            { strong: "Products marked Soon" },
            " are in development. Their descriptions state our plans, which may change; they are not a promise that a feature will ship or ship on a given date.",
          ],
          [
            { strong: "Prices, response times and service levels" },
            " shown on the site are a guide. The figures that bind us are the ones in your signed order form and agreement.",
          ],
          [
            { strong: "Research notes, advisories and guides" },
            " are published to help defenders. They describe what we observed when we wrote them; check them against vendor guidance before acting on production systems.",
          ],
          [
            { strong: "Compliance information" },
            " describes how we help customers prepare for frameworks and audits. It is not legal advice, and only an auditor or regulator can decide whether you comply.",
          ],
        ),
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      blocks: [
        p("You may browse, read, print and share links to the site. You agree not to:"),
        list(
          "break the law, or help anyone else break it, through the site;",
          [
            "attempt to gain access to systems or data you are not authorized to reach, or to get around any security control, except as our vulnerability disclosure policy allows (see ",
            { text: "Security research", href: "#security-research" },
            ");",
          ],
          "run load tests, denial-of-service attacks or other traffic meant to slow down or overwhelm the site;",
          "scrape or copy the site in bulk in a way that burdens it; ordinary search engine indexing is welcome;",
          "send malware, spam or content that is unlawful, harassing or deceptive through our forms or e-mail addresses;",
          `pretend to be someone else, or to speak for ${site.brand} or for a person or organization you do not represent;`,
          "frame the site or present its content as your own.",
        ),
        p(
          "We may block traffic or addresses that break these rules and report unlawful activity to the authorities.",
        ),
      ],
    },
    {
      id: "security-research",
      title: "Security research and vulnerability disclosure",
      blocks: [
        p(
          "We welcome reports from people who find a weakness in the site or in our products, and we would rather hear about a problem than have it stay hidden.",
        ),
        p([
          "Our vulnerability disclosure policy is published on our ",
          { text: "compliance page", href: "/compliance" },
          " and summarized in our ",
          { text: "security.txt file", href: "/.well-known/security.txt" },
          ". Send reports to ",
          securityMail,
          ".",
        ]),
        p(
          "If you act in good faith and within that policy (you test only what it allows, avoid harm to people and data, stop once you have shown the problem, and give us reasonable time to fix it before you publish), we will not pursue legal action against you for that research and will not ask law enforcement to do so.",
        ),
      ],
    },
    {
      id: "your-messages",
      title: "Messages you send us",
      blocks: [
        p(
          "When you write to us, through a form on the site or by e-mail, you confirm that what you send is accurate and that you are allowed to share it. Please do not send passwords, private keys, payment card numbers, health information or other sensitive data we have not asked for. If we need access to your systems, we will arrange it securely with you.",
        ),
        p([
          "You keep ownership of what you send us. You allow us to use it to answer you and to handle your request, as our ",
          { text: "Privacy Policy", href: "/privacy-policy" },
          " describes. If you send us an idea or suggestion, we may use it without owing you anything for it.",
        ]),
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      blocks: [
        p(
          `The site, its text, illustrations, icons and code, and the ${site.brand} name, logo and product names, belong to ${site.legalName} or to those who have licensed them to us, and are protected by copyright and trademark law.`,
        ),
        p(
          "You may quote short passages with a link back to the page they come from. Apart from that and from ordinary browsing, you need our written permission to copy, adapt or republish the site's content, or to use our names or logo in a way that suggests we endorse you.",
        ),
      ],
    },
    {
      id: "open-source",
      title: "Open-source tools and code samples",
      blocks: [
        p([
          "Tools and code we publish, for example through our ",
          { text: "Labs", href: "/labs" },
          " pages, come with their own license, stated in the repository or file that holds them. That license, not these terms, governs your use of the code. Code samples on the site without a stated license may be used under the MIT License.",
        ]),
      ],
    },
    {
      id: "other-sites",
      title: "Links to other sites",
      blocks: [
        p(
          "The site links to a few other websites, such as our social media profiles and references in our research notes. We do not control those sites and are not responsible for their content or their privacy practices; their own terms apply when you visit them.",
        ),
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      blocks: [
        p(
          'The site is provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties about it, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not promise that the site will always be available or free of errors.',
        ),
        p(
          "Nothing in this section limits any warranty we give in a signed agreement for our services.",
        ),
      ],
    },
    {
      id: "liability",
      title: "Limitation of liability",
      blocks: [
        p(
          `To the fullest extent the law allows, ${site.legalName} will not be liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data, arising from your use of the site or your reliance on its content. Our total liability for any claim about the site is limited to one hundred US dollars (US $100).`,
        ),
        p(
          "These limits do not apply to liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence, and they do not change the liability terms of a signed services agreement.",
        ),
      ],
    },
    {
      id: "indemnity",
      title: "Indemnity",
      blocks: [
        p(
          `If you break these terms or the law while using the site, and a third party makes a claim against ${site.brand} because of it, you agree to cover the reasonable costs of that claim, including reasonable attorneys' fees.`,
        ),
      ],
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      blocks: [
        p(
          "These terms are governed by the laws of the State of Texas and the federal laws of the United States that apply there, without regard to conflict-of-law rules. Any dispute about the site or these terms will be brought exclusively in the state or federal courts located in Travis County, Texas, and you and we consent to their jurisdiction.",
        ),
        p(
          "Before going to court, please write to us: most problems are solved faster by a conversation. Nothing in this section takes away rights you have as a consumer under the mandatory law of the place where you live.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      blocks: [
        p(
          'We may update these terms when the site or the law changes. We will change the "Last updated" date at the top of this page and, for changes that matter, say what changed at the top for at least 30 days. The new terms apply from their effective date; if you do not accept them, please stop using the site.',
        ),
      ],
    },
    {
      id: "general",
      title: "General",
      blocks: [
        list(
          "If a court finds part of these terms unenforceable, the rest stays in force, and the unenforceable part is applied as far as the law allows.",
          "If we do not enforce a right straight away, we have not given it up.",
          "You may not transfer your rights under these terms; we may transfer ours to a company that takes over the site.",
          "These terms, together with the Privacy Policy, are the whole agreement between you and us about the site.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        p([
          "Questions about these terms go to our privacy and legal team at ",
          privacyMail,
          ". You can also write to ",
          postal,
          ". Security reports go to ",
          securityMail,
          "; anything else to the addresses on our ",
          { text: "contact page", href: "/contact" },
          ".",
        ]),
      ],
    },
  ],
} satisfies LegalDocumentProps;

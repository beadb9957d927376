/**
 * Privacy Policy (/privacy-policy). It must stay true of the site as built: no cookies, no
 * analytics or trackers, no third-party requests, 30-day access logs, form submissions kept
 * on our own server for 365 days, newsletter double opt-in (unconfirmed sign-ups deleted after
 * 30 days, one-click unsubscribe deleting the address), and e-mails queued in the same database
 * (server/db/outbox.ts). Change this text in the same change that changes any of those.
 */
import { newsletterTopics } from "~/lib/forms/fields";
import type { PageCopy } from "~/lib/meta";
import type { LegalBlock, LegalDocumentProps, LegalText } from "~/sections/legal-document";

import { site } from "../site";

const p = (text: LegalText): LegalBlock => ({ kind: "paragraph", text });
const list = (...items: LegalText[]): LegalBlock => ({ kind: "list", items });
const h3 = (text: string): LegalBlock => ({ kind: "subheading", text });

const privacyMail = { text: site.email.privacy, href: `mailto:${site.email.privacy}` };
const securityMail = { text: site.email.security, href: `mailto:${site.email.security}` };
const postal = `${site.legalName}, Attn: Privacy, ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`;

/** How long each kind of record is kept; the summary and the sections both quote these. */
const RETENTION = { logs: "30 days", submissions: "365 days", unconfirmed: "30 days" } as const;

/** Title and description of the page (the meta helper adds the brand suffix). */
export const privacyMeta = {
  title: "Privacy Policy",
  description: `No cookies, no trackers, no third-party requests. What the ${site.brand} website records, what our forms store, for how long, and your rights.`,
} as const satisfies PageCopy;

export const privacy = {
  id: "privacy-title",
  eyebrow: "Legal",
  title: "Privacy Policy",
  intro: `How ${site.legalName} handles information about you when you use this website or write to us. We are a security company: we collect as little as we can, and we say exactly what that is.`,
  effective: "2026-11-21",
  updated: "2026-11-22",
  contact: { text: "Questions or requests about your data? Write to", email: site.email.privacy },
  labels: {
    effective: "Effective",
    updated: "Last updated",
    contents: "Contents",
    back: "Back to contents",
  },
  summary: {
    id: "privacy-summary-title",
    title: "The short version",
    points: [
      "No cookies, no analytics, no advertising or tracking code. The site makes no requests to anyone else's servers: fonts and images come from our own.",
      `Our server keeps an access log (IP address, browser, page, time) for ${RETENTION.logs}, for security, and then deletes it.`,
      `What you send through a form is stored in a database on our own server for ${RETENTION.submissions}, then deleted automatically.`,
      `The newsletter starts only once you confirm the link we e-mail you; a sign-up never confirmed is deleted after ${RETENTION.unconfirmed}, and every e-mail carries a one-click unsubscribe link.`,
      "We never sell or rent your information, and never share it for advertising.",
      [
        "You can see, correct or delete what we hold about you at any time: write to ",
        privacyMail,
        ".",
      ],
    ],
  },
  sections: [
    {
      id: "scope",
      title: "Who we are and what this policy covers",
      blocks: [
        p(
          `${site.legalName} ("${site.brand}", "we", "us"), ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}, runs this website and decides how the information described here is used. In the words of the GDPR, we are the controller.`,
        ),
        p(
          "This policy covers the website, every domain that serves it, and the messages you send us through it or in reply to it. It does not cover the data our customers entrust to our managed services, such as the contents of backups or the security logs we monitor. That data is handled under each customer's agreement and data processing agreement, and questions about it go to the customer first.",
        ),
      ],
    },
    {
      id: "visiting",
      title: "What we record when you visit",
      blocks: [
        p(
          "Like any web server, ours writes a line to its access log for each request it answers. A line holds:",
        ),
        list(
          "the IP address the request came from;",
          "the user-agent string your browser sends (its name, version and operating system);",
          "the path of the page or file requested, and the response status;",
          "the date and time of the request.",
        ),
        p(
          `We use the log only to keep the site secure and working: to spot and block attacks and abuse, and to find errors. It is not combined with other data to build a profile of you. Log files are deleted after ${RETENTION.logs}, unless a line is needed to investigate a specific security incident, in which case we keep that part only as long as the investigation requires.`,
        ),
      ],
    },
    {
      id: "no-tracking",
      title: "No cookies, analytics or third parties",
      blocks: [
        list(
          [
            { strong: "No cookies. " },
            "The site sets no cookies, so there is no cookie banner to click through. The only thing it keeps in your browser is the scroll position of the pages you open, in session storage, so that the Back button returns you to the same place. It never leaves your browser and is cleared when you close the tab.",
          ],
          [
            { strong: "No analytics or trackers. " },
            "There is no analytics service, advertising pixel, session recording or fingerprinting on any page.",
          ],
          [
            { strong: "No third-party requests. " },
            "Fonts, icons, images and scripts are all served from our own server. Your browser does not contact any other company while you read the site, and our security headers forbid pages from loading anything from elsewhere.",
          ],
          [
            { strong: "Links out. " },
            "Links to other sites, such as our social media profiles, are ordinary links. If you follow one, that site learns only that you came from our domain, not which page, and its own privacy policy applies from then on.",
          ],
        ),
        p(
          "Because we do not track you, there is nothing for Do Not Track or Global Privacy Control signals to switch off. If we ever changed that, we would honor them and update this policy first.",
        ),
      ],
    },
    {
      id: "forms",
      title: "What our forms collect",
      blocks: [
        p(
          "Each form asks only for what we need to answer it, marks optional fields as optional, and collects:",
        ),
        list(
          [
            { strong: "Contact form: " },
            "your name, e-mail address, company (optional), whether you write as an MSP, an enterprise or an individual (optional), the topic (optional), and your message.",
          ],
          [
            { strong: "Newsletter sign-up: " },
            `your e-mail address, the topics you choose (${newsletterTopics.map((topic) => topic.label).join(", ")}), and whether and when you confirmed the sign-up.`,
          ],
          [
            { strong: "Notify-me requests: " },
            "your e-mail address and the product or industry program you want to hear about.",
          ],
        ),
        p(
          "Each record also holds the date and time it arrived, which the deletion period counts from. Every form also contains a hidden field that people never see and only automated programs fill in; we use it solely to recognize spam.",
        ),
        h3("What happens when you send a form"),
        p([
          `Your entries go over HTTPS straight to our own web server, which checks them and stores them in an SQLite database on that server. Nothing passes through a third-party form, marketing or CRM service. Each submission is kept for ${RETENTION.submissions} from the day it arrives and then deleted by a scheduled purge job. A copy of a contact message may also be e-mailed to our sales inbox, ${site.email.sales}: the e-mail is queued in the same database, in the same step that stores your message, and sent from there, retried if our mail server is unavailable. The queue holds no second copy of what you wrote, only which message to send and whether it was sent. We never sell what you send us. More under `,
          { text: "Where information is stored", href: "#storage-retention" },
          ".",
        ]),
        h3("Newsletter confirmation and unsubscribing"),
        p(
          `When you sign up for the newsletter, your address is stored as pending and we send it a confirmation e-mail: a link, valid for 7 days, to a page where you confirm the sign-up. If the form is sent again before you confirm, we send a new link, at most once an hour. Nothing else is sent to a pending address, and a sign-up that is never confirmed is deleted after ${RETENTION.unconfirmed}. Signing up again with an address that is already confirmed changes nothing. Every e-mail we send about the newsletter carries a link that unsubscribes you with one click, and many mail apps offer the same as an "Unsubscribe" button; using either deletes your address and topics from our list at once.`,
        ),
        p([
          `If a message cannot reach our server, for example because your connection drops, the contact form keeps what you typed and offers to put it into an e-mail to ${site.email.sales} that you send from your own mail app. Such e-mails are handled as described under `,
          { text: "When you e-mail or call us", href: "#email-phone" },
          ".",
        ]),
      ],
    },
    {
      id: "email-phone",
      title: "When you e-mail or call us",
      blocks: [
        p(
          "If you e-mail or phone us, we receive what you choose to tell us, your e-mail address or phone number, and the time of contact. We keep this correspondence as long as we need it to handle your request and any work that follows from it, and delete it when you ask us to, unless the law requires us to keep it.",
        ),
        p(
          "Please do not send passwords, private keys, payment card numbers or health information by e-mail or through a form. If we need access to your systems, we will arrange it with you securely.",
        ),
      ],
    },
    {
      id: "use",
      title: "How we use information, and why we may",
      blocks: [
        p("We use the information described above only to:"),
        list(
          "answer your message and, if you ask, prepare a proposal or service;",
          "confirm a newsletter sign-up with one e-mail, then send the newsletter or launch notice you signed up for, and nothing else;",
          "keep the site and our systems secure, and detect and prevent abuse and spam;",
          "meet our legal obligations and defend legal claims.",
        ),
        p(
          "We do not use it for advertising, we do not build profiles of visitors, and we make no automated decisions about you. Where the GDPR or the UK GDPR applies, our legal bases are: our legitimate interests in answering inquiries and securing the site (access logs, contact form); steps you ask us to take before entering into a contract; your consent for the newsletter and notify-me requests, which you can withdraw at any time; and legal obligations where they apply.",
        ),
      ],
    },
    {
      id: "storage-retention",
      title: "Where information is stored and how long we keep it",
      blocks: [
        p(
          `Form submissions are stored in an SQLite database on our own server, not in a third-party form, marketing or CRM service. A copy of a contact message may also be e-mailed to our sales inbox, ${site.email.sales}, so the right person sees it quickly. Submissions are never sold or rented.`,
        ),
        list(
          [
            { strong: "Form submissions: " },
            `kept for ${RETENTION.submissions} from the day they arrive, then deleted. A scheduled purge job removes expired records automatically, so deletion does not depend on anyone remembering to do it.`,
          ],
          [
            { strong: "Copies in the sales inbox: " },
            `deleted once your request is handled, and no later than ${RETENTION.submissions} after they arrived, unless they have become part of an ongoing customer relationship.`,
          ],
          [
            { strong: "Server access logs: " },
            `deleted after ${RETENTION.logs}, except lines needed for a security investigation.`,
          ],
          [
            { strong: "Newsletter and notify-me sign-ups: " },
            `kept for ${RETENTION.submissions} like every other submission. A newsletter sign-up never confirmed is deleted after ${RETENTION.unconfirmed}, and unsubscribing deletes it at once. A launch notice is sent once, and you can ask us to remove your address sooner at any time.`,
          ],
        ),
        p(
          "If you become a customer, what we need to serve you moves into our customer records, which are governed by your agreement with us.",
        ),
      ],
    },
    {
      id: "sharing",
      title: "Who we share information with",
      blocks: [
        p([
          { strong: "We never sell or rent your personal information" },
          ", and we do not share it for cross-context behavioral advertising. We disclose it only:",
        ]),
        list(
          "to the providers that host our server and our e-mail, which process it on our behalf, under contract, only to run those services;",
          "when the law requires it, for example under a valid court order, and then only what is required;",
          "to protect the rights, property or safety of our customers, our staff or the public, for example to report an attack;",
          "to a company that acquires our business, which must keep honoring this policy for the information it receives.",
        ),
      ],
    },
    {
      id: "rights",
      title: "Your rights",
      blocks: [
        p(
          "Wherever you live, you can ask us to tell you what we hold about you and give you a copy, to correct it, to delete it, or to stop sending you e-mail. We answer everyone, not only people whose local law requires it.",
        ),
        h3("California residents (CCPA/CPRA)"),
        p([
          "In the last 12 months we have collected the categories of personal information described above: identifiers (name, e-mail address, IP address), internet activity (the access log) and professional information (company and role). We collected them from you, for the purposes listed under ",
          { text: "How we use information", href: "#use" },
          ", and disclosed them for business purposes only to the service providers listed under ",
          { text: "Who we share information with", href: "#sharing" },
          ". We have not sold or shared personal information, we do not collect sensitive personal information, and we have no actual knowledge of collecting information from anyone under 16.",
        ]),
        p(
          "You have the right to know what we collect and how we use and disclose it, to access it, to correct it, to delete it, and to opt out of its sale or sharing (which we do not do). We will not treat you differently, for example by refusing service or changing prices, because you exercised these rights. You may use an authorized agent; we will ask the agent for your signed permission.",
        ),
        h3("Visitors in the EU, EEA and UK (GDPR and UK GDPR)"),
        p(
          "You have the rights of access, rectification, erasure, restriction of processing, data portability, and to object to processing based on our legitimate interests. Where we rely on your consent, you can withdraw it at any time without affecting what we did before. You also have the right to complain to your local data protection authority, though we would appreciate the chance to fix the problem first.",
        ),
      ],
    },
    {
      id: "exercise-rights",
      title: "How to exercise your rights",
      blocks: [
        p([
          "E-mail ",
          privacyMail,
          " or write to ",
          postal,
          ". Tell us what you would like us to do and the e-mail address you used with us.",
        ]),
        list(
          "We confirm receipt within 10 business days.",
          "To protect you, we verify a request by writing to the e-mail address it concerns before we disclose or delete anything. We ask for no more information than that.",
          "We answer within 30 days. If a request is unusually complex we may take up to 45 more days, as the law allows, and will tell you why.",
          "Exercising your rights is free, unless a request is clearly unfounded or excessive.",
        ),
      ],
    },
    {
      id: "security",
      title: "How we protect information",
      blocks: [
        p("Security is our trade, and the site is built the way we advise our customers to build:"),
        list(
          "Every page is served only over HTTPS, and browsers are told never to connect to us without it (HSTS).",
          "A strict Content Security Policy allows pages to load code, styles and fonts only from our own server, which shuts out third-party scripts entirely.",
          "Form input is checked in your browser and checked again on our server, against the same rules, before anything is stored.",
          "Access to stored submissions is limited to the staff who answer them.",
          "Expired records are deleted automatically, so there is less to lose.",
          "The links in our newsletter e-mails are signed, and a confirmation link works once and for 7 days only, so nobody can subscribe your address without access to your inbox.",
        ),
        p([
          "No system is perfectly secure. If we learn of a breach that affects your information, we will tell you and the authorities as the law requires. If you find a weakness in the site, please report it to ",
          securityMail,
          ".",
        ]),
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        p([
          "The site is not directed at children, and we do not knowingly collect information from anyone under 13, or under 16 where local law sets that age. Our household services are bought by adults. If you believe a child has sent us information, write to ",
          privacyMail,
          " and we will delete it.",
        ]),
      ],
    },
    {
      id: "international",
      title: "Visitors outside the United States",
      blocks: [
        p(
          "We are based in the United States, and information you send us is handled there. Where the law of your country requires safeguards for that transfer, we put them in place with our service providers, using the European Commission's standard contractual clauses or an equivalent mechanism.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        p(
          `When the site changes in a way that affects your information, this policy changes with it, before or at the same time. We update the "Last updated" date above and, for changes that matter, summarize them at the top of this page for at least 30 days. We will not use information we already hold in a new way that needs your consent without asking you first.`,
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        p([
          "For anything about your privacy, write to ",
          privacyMail,
          " or to ",
          postal,
          `. We reply within ${site.replyTime} and complete requests within the times under `,
          { text: "How to exercise your rights", href: "#exercise-rights" },
          ".",
        ]),
        p([
          "For everything else, see our ",
          { text: "contact page", href: "/contact" },
          " and our ",
          { text: "Terms of Service", href: "/terms-of-service" },
          ".",
        ]),
      ],
    },
  ],
} satisfies LegalDocumentProps;

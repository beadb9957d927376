/**
 * Copy of /labs and the source of /labs/rss.xml: research notes, advisories and tool releases
 * (listed on the page, each with its own #anchor; there are no per-entry pages), and the open
 * tools published on the company's GitHub organization.
 */
import { bySlug } from "~/lib/by-slug";
import type { PageCopy } from "~/lib/meta";
import type { RssChannel } from "~/lib/rss";
import type { Article, ArticleKind, ArticleListProps } from "~/sections/article-list";
import type { CtaBannerProps } from "~/sections/cta-banner";
import type { NewsletterSectionProps } from "~/sections/newsletter-form";
import type { OpenTool, OpenToolsProps } from "~/sections/open-tools";
import type { PageHeaderProps } from "~/sections/page-header";

import { disclosureAnchor } from "./compliance";
import { products } from "./products";
import { newsletterAction, newsletterFormCopy } from "./signup-forms";
import { site } from "./site";

/** The page's path and the feed's. */
export const labsPath = "/labs";
export const labsFeedPath = "/labs/rss.xml";

const shadowCradle = bySlug(products, "shadowcradle");
const github = site.social.find((social) => social.name === "GitHub")?.href ?? site.origin;
const githubPath = github.replace(/^https:\/\//, "");
const apexDomain = new URL(site.origin).hostname.replace(/^www\./, "");

const kinds = {
  advisory: { label: "Advisory", filterLabel: "Advisories" },
  research: { label: "Research", filterLabel: "Research" },
  tool: { label: "Tool release", filterLabel: "Tools" },
} as const satisfies Record<ArticleKind, { label: string; filterLabel: string }>;

/** Every entry, newest first (a test keeps it that way). */
export const labEntries = [
  {
    slug: "csa-2026-07-agent-privilege-escalation",
    date: "2026-11-12",
    kind: "advisory",
    reference: "CSA-2026-07 · High",
    title: `Local privilege escalation in the ${shadowCradle.name} Windows agent before 4.12.3`,
    summary:
      "The agent's update service loaded a helper library from a folder that local users could write to, so a signed-in user could run code as SYSTEM. Version 4.12.3, released November 6, fixes it and has reached 99.6% of agents through automatic updates. We found no sign of exploitation. Reported by an independent researcher through our disclosure program.",
    tags: [shadowCradle.name, "Windows", "Fixed"],
  },
  {
    slug: "why-restore-tests-fail",
    date: "2026-10-28",
    kind: "research",
    title: "Why 0.3% of restore tests fail, and the settings that fix them",
    summary:
      "We classified 1,100 failed nightly restore tests from the last twelve months. Expired service-account passwords caused 31%, BitLocker recovery prompts 22% and missing storage drivers after hypervisor upgrades 17%. Each cause comes with the setting that prevents it.",
    tags: ["Backup", "Disaster recovery", "Windows Server"],
  },
  {
    slug: "restore-drill-1-0",
    date: "2026-10-06",
    kind: "tool",
    title: "restore-drill 1.0: boot-test your own backups on an isolated network",
    summary:
      "Our nightly restore harness is now open source. Point it at a VM image or a raw disk export and it boots the machine with no route out, waits for the services you name, captures a screenshot and writes a pass or fail report.",
    tags: ["Open source", "Backup", "Testing"],
  },
  {
    slug: "csa-2026-06-fake-remote-support-invitations",
    date: "2026-09-15",
    kind: "advisory",
    reference: "CSA-2026-06 · Threat",
    title: "Phishing campaign disguised as remote-support session invitations",
    summary:
      "Since late August, MSP technicians have received convincing invitations to join a remote-support session; the link installs a second, attacker-controlled remote-access agent. We list the sender patterns and file hashes we have seen, and the allow-listing rule that blocks unapproved remote-access tools.",
    tags: ["MSP", "Phishing", "Remote access"],
  },
  {
    slug: "object-lock-undone",
    date: "2026-08-19",
    kind: "research",
    title: "Immutable until it isn't: four ways object lock gets undone",
    summary:
      "Governance-mode retention an administrator can lift, lifecycle rules that expire copies early, retention shorter than an attacker's dwell time, and root credentials stored beside the backups. How we check for each one in every new customer's storage.",
    tags: ["Backup", "Ransomware", "Cloud storage"],
  },
  {
    slug: "incidents-2026-h1",
    date: "2026-07-22",
    kind: "research",
    title: "41 incidents in the first half of 2026: what they had in common",
    summary:
      "Twenty-nine began with a stolen or reused password, eight with an unpatched VPN or firewall and four with a malicious attachment. Where we already ran detection, the median time to contain was 9 hours; where we were called in afterwards, attackers had been inside for a median of 11 days.",
    tags: ["Incident response", "Identity", "Statistics"],
  },
  {
    slug: "dmarc-lint-1-0",
    date: "2026-06-30",
    kind: "tool",
    title: "dmarc-lint 1.0: check DMARC, SPF and DKIM from the command line",
    summary:
      "A single binary that reads a domain's DMARC, SPF and DKIM records, counts SPF lookups against the limit of ten, checks alignment and explains each problem in one plain sentence. Exit codes make it easy to run in CI.",
    tags: ["Open source", "E-mail security", "DNS"],
  },
  {
    slug: "csa-2026-05-spf-lookup-limit",
    date: "2026-05-14",
    kind: "advisory",
    reference: "CSA-2026-05 · Medium",
    title: "SPF records silently breaking after mail-provider include changes",
    summary:
      "Changes to the include chains of several large mail services pushed many domains past SPF's ten-lookup limit, so receivers return a permanent error and DMARC fails. We found it on 14% of the client domains we manage. How to check yours, and how to flatten a record safely.",
    tags: ["E-mail security", "DNS", "DMARC"],
  },
  {
    slug: "home-network-checks",
    date: "2026-04-02",
    kind: "research",
    title: "1,200 home network checks: the five findings that come up every time",
    summary:
      "Default router passwords, remote administration left on, firmware more than three years old, work laptops sharing Wi-Fi with smart devices, and phone photos with no backup at all. Each one with the ten-minute fix.",
    tags: ["Households", "Home networks", "Statistics"],
  },
] as const satisfies readonly Article[];

const latestAdvisory = labEntries.find((entry) => entry.kind === "advisory");

export const labsMeta = {
  title: "Labs: research, advisories and open tools",
  description: `Research notes, security advisories and open-source tools from the ${site.brand} analysts and recovery engineers, with an RSS feed.`,
} as const satisfies PageCopy;

/** The feed's title, also the name of the page's <link rel="alternate">. */
export const labsFeedTitle = `${site.brand} Labs`;

const tools = [
  {
    name: "dmarc-lint",
    summary:
      "Checks a domain's DMARC, SPF and DKIM records from the command line and explains each failure in plain English.",
    language: "Go",
    license: "Apache-2.0",
    features: [
      "Counts SPF DNS lookups against the limit of ten",
      "Checks DMARC policy, alignment and report addresses",
      "Tests the DKIM selectors you list, or the common ones",
      "Exit codes and JSON output for CI pipelines",
    ],
    install: `go install ${githubPath}/dmarc-lint/cmd/dmarc-lint@latest`,
    repo: `${github}/dmarc-lint`,
    repoLabel: "dmarc-lint on GitHub",
  },
  {
    name: "restore-drill",
    summary:
      "The harness behind our nightly restore tests: boots a backup image on an isolated network and proves it works.",
    language: "Python",
    license: "Apache-2.0",
    features: [
      "Boots VM images and raw disk exports under QEMU/KVM",
      "Isolated network with no route to production",
      "Waits for open ports, HTTP checks or Windows services",
      "Screenshot plus JSON and JUnit reports",
    ],
    install: `pipx install git+${github}/restore-drill`,
    repo: `${github}/restore-drill`,
    repoLabel: "restore-drill on GitHub",
  },
  {
    name: "backup-canary",
    summary:
      "Plants decoy files in file shares and raises an alert the moment one is encrypted, renamed or deleted.",
    language: "Go",
    license: "Apache-2.0",
    features: [
      "Decoy files that look like ordinary office documents",
      "Runs as a small service on Windows or Linux",
      "Alerts by webhook, syslog or e-mail",
      "Optional hook to snapshot the share on first alert",
    ],
    install: `go install ${githubPath}/backup-canary@latest`,
    repo: `${github}/backup-canary`,
    repoLabel: "backup-canary on GitHub",
  },
  {
    name: "ioc-sweep",
    summary:
      "Indicators of compromise from every Labs advisory, with a read-only script that sweeps a Windows host for them.",
    language: "PowerShell",
    license: "Apache-2.0",
    features: [
      "Indicators from each advisory as CSV and STIX 2.1",
      "Checks files, services, scheduled tasks and autoruns",
      "Read-only: changes nothing on the host",
      "Signed releases you can verify before running",
    ],
    install: `git clone ${github}/ioc-sweep`,
    repo: `${github}/ioc-sweep`,
    repoLabel: "ioc-sweep on GitHub",
  },
] as const satisfies readonly OpenTool[];

export const labsHeader = {
  id: "labs-title",
  eyebrow: labsFeedTitle,
  title: "Research, advisories and open tools from the people on call",
  lead: "What our analysts and recovery engineers learn from thousands of restore tests and every incident we work, written up so other defenders can use it. Advisories about our own products are published here first.",
  actions: [
    { label: "Browse the latest entries", href: "#labs-entries" },
    { label: "Report a vulnerability", href: `/compliance#${disclosureAnchor}` },
  ],
  facts: {
    title: "Labs at a glance",
    items: [
      { label: "Latest advisory", value: latestAdvisory?.reference ?? "None yet" },
      { label: "Open-source tools", value: `${tools.length}, all Apache-2.0` },
      { label: "Vulnerability reports", value: "Acknowledged within 2 business days" },
      { label: "Feed", value: "RSS 2.0 with every entry" },
    ],
  },
} satisfies PageHeaderProps;

export const labsEntries = {
  id: "labs-entries",
  heading: {
    eyebrow: "Notes and advisories",
    title: "Latest from the lab",
    intro: "Newest first. Every entry has its own link, and the feed carries all of them.",
  },
  items: labEntries,
  kinds,
  filter: {
    label: "Filter entries by type",
    allLabel: "All entries",
    count: (shown, total) =>
      shown === total ? `Showing all ${total} entries` : `Showing ${shown} of ${total} entries`,
  },
  feed: { label: "Subscribe via RSS", href: labsFeedPath },
} satisfies ArticleListProps;

export const labsNewsletter = {
  id: "labs-newsletter-title",
  muted: true,
  heading: {
    eyebrow: "By e-mail",
    title: "Get advisories by e-mail",
    intro:
      "Advisories about our own products reach subscribers the day we publish them, before they are shared anywhere else.",
  },
  points: [
    "Affected versions, the fix and how to check your systems in every advisory",
    "Only the topics you tick, nothing in between",
    "Confirm by e-mail to start, stop with one click in any issue",
  ],
  form: {
    id: "labs-newsletter",
    action: newsletterAction,
    copy: newsletterFormCopy,
    // Here people come for advisories; the seed's defaults stay for the template pages.
    defaultTopics: ["security-advisories"],
  },
  note: { text: "Prefer a feed reader?", link: { label: "Use the RSS feed", href: labsFeedPath } },
} satisfies NewsletterSectionProps;

export const labsTools = {
  id: "open-tools",
  heading: {
    eyebrow: "Open tools",
    title: "Tools we use ourselves, free to use",
    intro: `Small, single-purpose utilities from our own runbooks, published on GitHub under ${githubPath}. Issues and pull requests are welcome.`,
  },
  items: tools,
  installLabel: "Install",
} satisfies OpenToolsProps;

export const labsCta = {
  id: "labs-cta-title",
  title: "Found something in our products?",
  text: "Report it under our disclosure policy. We acknowledge within two business days, fix critical issues within seven, and credit researchers in our advisories.",
  actions: [
    { label: "Read the disclosure policy", href: `/compliance#${disclosureAnchor}` },
    { label: "Contact the team", href: "/contact" },
  ],
} satisfies CtaBannerProps;

/** The RSS channel for /labs/rss.xml, built from the same entries as the page. */
export function labsFeed(): RssChannel {
  return {
    title: labsFeedTitle,
    link: `${site.origin}${labsPath}`,
    description: `Research notes, security advisories and open-source tool releases from ${site.brand}.`,
    selfUrl: `${site.origin}${labsFeedPath}`,
    language: "en-us",
    items: labEntries.map((entry: Article) => ({
      title: entry.title,
      link: `${site.origin}${labsPath}#${entry.slug}`,
      guid: `tag:${apexDomain},${entry.date}:labs/${entry.slug}`,
      pubDate: new Date(`${entry.date}T00:00:00Z`),
      description: entry.reference ? `${entry.reference}. ${entry.summary}` : entry.summary,
      categories: [kinds[entry.kind].label, ...entry.tags],
    })),
  };
}

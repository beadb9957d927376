/**
 * Copy of /labs, of each entry's page and of the feeds: the entries are files under
 * content/labs/ (research notes, advisories and tool releases, each with its own page at
 * /labs/<slug>); the open tools are published on the company's GitHub organization.
 */
import type { LabEntry } from "~/lib/labs/entry";
import { labsJsonFeedPath } from "~/lib/labs/paths";
import type { PageCopy } from "~/lib/meta";
import type { RssChannel } from "~/lib/rss";
import type { Article, ArticleListProps } from "~/sections/article-list";
import type { CtaBannerProps } from "~/sections/cta-banner";
import type { NewsletterSectionProps } from "~/sections/newsletter-form";
import type { OpenTool, OpenToolsProps } from "~/sections/open-tools";
import type { PageHeaderProps } from "~/sections/page-header";

import { disclosureAnchor } from "./compliance";
import { kinds } from "./labs-copy";
import { labSummaries } from "./labs-entries";
import { newsletterAction, newsletterFormCopy } from "./signup-forms";
import { site } from "./site";

/** The page's path and the feed's. */
export const labsPath = "/labs";
export const labsFeedPath = "/labs/rss.xml";

const github = site.social.find((social) => social.name === "GitHub")?.href ?? site.origin;
const githubPath = github.replace(/^https:\/\//, "");
const apexDomain = new URL(site.origin).hostname.replace(/^www\./, "");

/** Every entry, newest first, as the list shows it (content/labs/*.md). */
export const labEntries: readonly Article[] = labSummaries.map((entry) => ({
  slug: entry.slug,
  href: entry.path,
  date: entry.date,
  kind: entry.kind,
  title: entry.title,
  summary: entry.description,
  tags: entry.tags,
  ...(entry.advisory ? { reference: `${entry.advisory.id} · ${entry.advisory.severity}` } : {}),
}));

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
      { label: "Feeds", value: "RSS 2.0 and JSON Feed, every entry in full" },
    ],
  },
} satisfies PageHeaderProps;

export const labsEntries = {
  id: "labs-entries",
  heading: {
    eyebrow: "Notes and advisories",
    title: "Latest from the lab",
    intro: "Newest first. Every entry has its own page, and the feeds carry all of them in full.",
  },
  items: labEntries,
  kinds,
  filter: {
    label: "Filter entries by type",
    allLabel: "All entries",
    tagsLabel: "Tags: show the entries with this tag",
    clearTag: (tag) => `Clear the tag filter ${tag}`,
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

const feedDescription = `Research notes, security advisories and open-source tool releases from ${site.brand}.`;

/** The feeds' stable id of an entry: a tag URI of its first publication (RFC 4151). */
export const labGuid = (entry: Pick<LabEntry, "date" | "slug">) =>
  `tag:${apexDomain},${entry.date}:labs/${entry.slug}`;

/** An article's HTML for a feed reader, which may not resolve the site's own links: absolute. */
export const absoluteLinks = (html: string) => html.replace(/ href="\//g, ` href="${site.origin}/`);

/** The text before an entry's article in the feeds: its advisory reference, if any. */
const feedReference = (entry: LabEntry) =>
  entry.advisory ? `${entry.advisory.id} · ${entry.advisory.severity}. ` : "";

/** The RSS channel for /labs/rss.xml: every entry in full, linking its page. */
export function labsFeed(entries: readonly LabEntry[]): RssChannel {
  return {
    title: labsFeedTitle,
    link: `${site.origin}${labsPath}`,
    description: feedDescription,
    selfUrl: `${site.origin}${labsFeedPath}`,
    language: "en-us",
    items: entries.map((entry) => ({
      title: entry.title,
      link: `${site.origin}${entry.path}`,
      guid: labGuid(entry),
      pubDate: new Date(`${entry.date}T00:00:00Z`),
      description: `${feedReference(entry)}${entry.description}`,
      html: absoluteLinks(entry.html),
      author: entry.author,
      categories: [kinds[entry.kind].label, ...entry.tags],
    })),
  };
}

/** /labs/feed.json: the same entries as a JSON Feed 1.1 document. */
export function labsJsonFeed(entries: readonly LabEntry[]) {
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: labsFeedTitle,
    home_page_url: `${site.origin}${labsPath}`,
    feed_url: `${site.origin}${labsJsonFeedPath}`,
    description: feedDescription,
    language: "en-US",
    authors: [{ name: site.brand, url: site.origin }],
    items: entries.map((entry) => ({
      id: labGuid(entry),
      url: `${site.origin}${entry.path}`,
      title: entry.title,
      summary: `${feedReference(entry)}${entry.description}`,
      content_html: absoluteLinks(entry.html),
      date_published: `${entry.date}T00:00:00Z`,
      authors: [{ name: entry.author }],
      tags: [kinds[entry.kind].label, ...entry.tags],
    })),
  };
}

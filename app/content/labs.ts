/**
 * The feeds of /labs (RSS and JSON Feed, built from the entries under content/labs/) and the
 * paths other code links to. The page's own copy is content/pages/labs.md.
 */
import type { LabEntry } from "~/lib/labs/entry";
import { labsJsonFeedPath, labsRssPath } from "~/lib/labs/paths";
import type { RssChannel } from "~/lib/rss";

import { site } from "./generated/site";
import { kinds } from "./labs-copy";

/** The page's path and the feed's. */
export const labsPath = "/labs";
export const labsFeedPath = labsRssPath;

const apexDomain = new URL(site.origin).hostname.replace(/^www\./, "");

/** The feed's title, also the name of the page's <link rel="alternate">. */
export const labsFeedTitle = `${site.brand} Labs`;

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

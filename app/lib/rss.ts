/** RSS 2.0 feeds, built as strings: no dependency, every value XML-escaped. */

/** One entry of a feed. */
export interface RssItem {
  title: string;
  /** Absolute URL of the entry. */
  link: string;
  /** Stable identifier; emitted with isPermaLink="false". */
  guid: string;
  pubDate: Date;
  /** Plain text; escaped, never interpreted as HTML. */
  description: string;
  /** The entry's full content as HTML (content:encoded), links absolute. */
  html?: string;
  /** Who wrote it, by name (dc:creator; RSS's own author element takes only an e-mail). */
  author?: string;
  categories?: readonly string[];
}

/** The feed itself. */
export interface RssChannel {
  title: string;
  /** Absolute URL of the page the feed mirrors. */
  link: string;
  description: string;
  /** Absolute URL the feed is served from (atom:link rel="self"). */
  selfUrl: string;
  /** Language tag, e.g. "en-us". */
  language: string;
  items: readonly RssItem[];
}

// Characters XML 1.0 cannot carry at all, not even escaped: C0 controls other than tab, LF and CR,
// lone surrogates and the two non-characters U+FFFE and U+FFFF.
/* eslint-disable no-control-regex -- matching control characters is the point here */
const INVALID_XML_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escapes text for XML element content and attribute values, dropping characters XML forbids. */
export function escapeXml(value: string): string {
  return value.replace(INVALID_XML_CHARS, "").replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A date in the RFC 822 form RSS 2.0 asks for, in GMT, e.g. "Sat, 21 Nov 2026 00:00:00 GMT". */
export function rfc822Date(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid date in feed");
  return date.toUTCString();
}

/** The items newest first; equal dates keep their given order. */
export function newestFirst(items: readonly RssItem[]): RssItem[] {
  return [...items].sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime());
}

const element = (name: string, value: string, indent: string) =>
  `${indent}<${name}>${escapeXml(value)}</${name}>`;

/**
 * The feed as an RSS 2.0 document. lastBuildDate is the newest item's date, not the build time,
 * so the same content always yields the same bytes.
 */
export function buildRss(channel: RssChannel): string {
  const items = newestFirst(channel.items);
  const newest = items[0];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    element("title", channel.title, "    "),
    element("link", channel.link, "    "),
    element("description", channel.description, "    "),
    element("language", channel.language, "    "),
    ...(newest ? [element("lastBuildDate", rfc822Date(newest.pubDate), "    ")] : []),
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.flatMap((item) => [
      "    <item>",
      element("title", item.title, "      "),
      element("link", item.link, "      "),
      `      <guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
      element("pubDate", rfc822Date(item.pubDate), "      "),
      element("description", item.description, "      "),
      ...(item.author ? [element("dc:creator", item.author, "      ")] : []),
      ...(item.html ? [element("content:encoded", item.html, "      ")] : []),
      ...(item.categories ?? []).map((category) => element("category", category, "      ")),
      "    </item>",
    ]),
    "  </channel>",
    "</rss>",
  ];
  return `${lines.join("\n")}\n`;
}

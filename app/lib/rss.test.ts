// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { buildRss, escapeXml, newestFirst, rfc822Date, type RssChannel } from "./rss";

const channel: RssChannel = {
  title: "Lab & Co <notes>",
  link: "https://example.test/labs",
  description: `Research "notes" & 'advisories'`,
  selfUrl: "https://example.test/labs/rss.xml?a=1&b=2",
  language: "en-us",
  items: [
    {
      title: "Older",
      link: "https://example.test/labs#older",
      guid: "older",
      pubDate: new Date("2026-03-01T00:00:00Z"),
      description: "First.",
    },
    {
      title: "Newest <script>alert(1)</script>",
      link: "https://example.test/labs#newest",
      guid: "newest",
      pubDate: new Date("2026-11-10T00:00:00Z"),
      description: "Uses <b>tags</b> & ampersands.",
      categories: ["DNS & mail"],
    },
    {
      title: "Middle",
      link: "https://example.test/labs#middle",
      guid: "middle",
      pubDate: new Date("2026-07-15T00:00:00Z"),
      description: "Second.",
    },
  ],
};

const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("escapes an ampersand that already looks like an entity", () => {
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });

  it("drops characters XML cannot carry but keeps tabs, newlines and emoji", () => {
    expect(escapeXml("a\u0000b\u0008c\td\ne\uFFFF 🔒 \uD800")).toBe("abc\td\ne 🔒 ");
  });
});

describe("rfc822Date", () => {
  it("formats in GMT with the day name", () => {
    expect(rfc822Date(new Date("2026-11-21T00:00:00Z"))).toBe("Sat, 21 Nov 2026 00:00:00 GMT");
  });

  it("rejects an invalid date", () => {
    expect(() => rfc822Date(new Date("not a date"))).toThrow(RangeError);
  });
});

describe("newestFirst", () => {
  it("orders by date, newest first, without touching its input", () => {
    const input = [...channel.items];
    expect(newestFirst(input).map((item) => item.guid)).toEqual(["newest", "middle", "older"]);
    expect(input.map((item) => item.guid)).toEqual(["older", "newest", "middle"]);
  });
});

describe("buildRss", () => {
  const xml = buildRss(channel);
  const doc = parse(xml);

  it("is well-formed XML with an RSS 2.0 root", () => {
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelectorAll("rss > channel")).toHaveLength(1);
  });

  it("carries the channel's required elements and its self link", () => {
    const get = (name: string) => doc.querySelector(`channel > ${name}`)?.textContent;
    expect(get("title")).toBe(channel.title);
    expect(get("link")).toBe(channel.link);
    expect(get("description")).toBe(channel.description);
    expect(get("language")).toBe("en-us");
    expect(get("lastBuildDate")).toBe("Tue, 10 Nov 2026 00:00:00 GMT");
    const self = doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
    expect(self?.getAttribute("href")).toBe(channel.selfUrl);
    expect(self?.getAttribute("rel")).toBe("self");
    expect(self?.getAttribute("type")).toBe("application/rss+xml");
  });

  it("lists items newest first with escaped text, a non-permalink guid and an RFC 822 date", () => {
    const items = [...doc.querySelectorAll("channel > item")];
    expect(items.map((item) => item.querySelector("guid")?.textContent)).toEqual([
      "newest",
      "middle",
      "older",
    ]);
    const first = items[0];
    expect(first?.querySelector("title")?.textContent).toBe(channel.items[1]?.title);
    expect(first?.querySelector("description")?.textContent).toBe("Uses <b>tags</b> & ampersands.");
    expect(first?.querySelector("category")?.textContent).toBe("DNS & mail");
    expect(first?.querySelector("guid")?.getAttribute("isPermaLink")).toBe("false");
    expect(first?.querySelector("pubDate")?.textContent).toBe("Tue, 10 Nov 2026 00:00:00 GMT");
    expect(first?.querySelector("link")?.textContent).toBe("https://example.test/labs#newest");
  });

  it("never lets markup through unescaped", () => {
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("<b>");
    expect(xml).toContain("&lt;script&gt;");
  });

  it("is deterministic and valid without items", () => {
    expect(buildRss(channel)).toBe(xml);
    const empty = parse(buildRss({ ...channel, items: [] }));
    expect(empty.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(empty.querySelectorAll("item")).toHaveLength(0);
    expect(empty.querySelector("lastBuildDate")).toBeNull();
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

import { site } from "~/content/generated/site";
import { labsFeedPath } from "~/content/labs";
import { labArticles } from "~/content/labs-articles";
import { labsJsonFeedPath } from "~/lib/labs/paths";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

import { loader as jsonFeedLoader } from "./labs-json-feed";
import { loader as rssLoader } from "./labs-rss";

const CONTENT_NS = "http://purl.org/rss/1.0/modules/content/";
const DC_NS = "http://purl.org/dc/elements/1.1/";
const knownPaths = new Set(routePaths(routes));

/** JSON Feed 1.1 (jsonfeed.org/version/1.1): the top level and the item fields it defines. */
const author = z.strictObject({
  name: z.optional(z.string()),
  url: z.optional(z.url()),
  avatar: z.optional(z.url()),
});
const jsonFeedSchema = z.strictObject({
  version: z.literal("https://jsonfeed.org/version/1.1"),
  title: z.string().check(z.minLength(1)),
  home_page_url: z.optional(z.url()),
  feed_url: z.optional(z.url()),
  description: z.optional(z.string()),
  language: z.optional(z.string().check(z.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]+)*$/))),
  authors: z.optional(z.array(author)),
  items: z.array(
    z
      .strictObject({
        id: z.string().check(z.minLength(1)),
        url: z.optional(z.url()),
        title: z.optional(z.string()),
        summary: z.optional(z.string()),
        content_html: z.optional(z.string()),
        content_text: z.optional(z.string()),
        date_published: z.optional(z.iso.datetime()),
        date_modified: z.optional(z.iso.datetime()),
        authors: z.optional(z.array(author)),
        tags: z.optional(z.array(z.string())),
      })
      .check(
        z.refine(
          (item) => item.content_html !== undefined || item.content_text !== undefined,
          "an item has content_html or content_text",
        ),
      ),
  ),
});

const absolute = (html: string) => html.replaceAll(' href="/', ` href="${site.origin}/`);

describe("/labs/rss.xml", () => {
  it("is RSS 2.0: one channel with its required elements, items with a title and link", async () => {
    const response = rssLoader();
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const doc = new DOMParser().parseFromString(await response.text(), "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channels = doc.querySelectorAll("rss > channel");
    expect(channels).toHaveLength(1);
    for (const name of ["title", "link", "description"]) {
      expect(doc.querySelector(`channel > ${name}`)?.textContent, name).toBeTruthy();
    }
    for (const item of doc.querySelectorAll("channel > item")) {
      expect(item.querySelector("title")?.textContent).toBeTruthy();
      expect(Date.parse(item.querySelector("pubDate")?.textContent ?? "")).not.toBeNaN();
    }
  });

  it("carries every entry in full, newest first, each linking its page", async () => {
    const doc = new DOMParser().parseFromString(await rssLoader().text(), "application/xml");
    const items = [...doc.querySelectorAll("channel > item")];
    expect(items).toHaveLength(labArticles.length);
    items.forEach((item, index) => {
      const entry = labArticles[index]!;
      const link = item.querySelector("link")?.textContent ?? "";
      expect(link).toBe(`${site.origin}${entry.path}`);
      expect(knownPaths).toContain(new URL(link).pathname);
      const content = item.getElementsByTagNameNS(CONTENT_NS, "encoded")[0]?.textContent ?? "";
      expect(content).toBe(absolute(entry.html));
      expect(content).toContain("<h2>");
      expect(content).not.toMatch(/ href="\//);
      expect(item.getElementsByTagNameNS(DC_NS, "creator")[0]?.textContent).toBe(entry.author);
    });
  });
});

describe("/labs/feed.json", () => {
  it("is a valid JSON Feed 1.1 document with every entry in full, linking its page", async () => {
    const response = jsonFeedLoader();
    expect(response.headers.get("Content-Type")).toBe("application/feed+json; charset=utf-8");
    const feed = JSON.parse(await response.text()) as unknown;
    const checked = jsonFeedSchema.safeParse(feed);
    expect(checked.success ? [] : checked.error.issues).toEqual([]);
    if (!checked.success) return;
    expect(checked.data.feed_url).toBe(`${site.origin}${labsJsonFeedPath}`);
    expect(knownPaths).toContain(labsJsonFeedPath);
    expect(checked.data.items.map((item) => item.url)).toEqual(
      labArticles.map((entry) => `${site.origin}${entry.path}`),
    );
    checked.data.items.forEach((item, index) => {
      expect(item.content_html).toBe(absolute(labArticles[index]!.html));
    });
  });

  it("gives each entry the same id in both feeds", async () => {
    const rss = new DOMParser().parseFromString(await rssLoader().text(), "application/xml");
    const guids = [...rss.querySelectorAll("channel > item > guid")].map(
      (guid) => guid.textContent,
    );
    const feed = JSON.parse(await jsonFeedLoader().text()) as { items: { id: string }[] };
    expect(feed.items.map((item) => item.id)).toEqual(guids);
    expect(new Set(guids).size).toBe(guids.length);
    expect(labsFeedPath).toBe("/labs/rss.xml");
  });
});

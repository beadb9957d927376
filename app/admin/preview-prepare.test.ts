import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import builtArticle from "~/content/generated/articles/keep-less";
import { conferenceEvent } from "~/content/generated/conference-event";
import builtLab from "~/content/generated/labs/restore-drill-1-0";
import { products } from "~/content/generated/products";
import { previewSite } from "~/lib/content/editor/preview-routes";
import { readFrontmatter } from "~/lib/content/frontmatter";
import routes from "~/routes";

import type { PreviewMessage } from "./preview-frame";
import {
  ARTICLE_SECTION,
  pagesUsing,
  prepare,
  type Prepared,
  type PreviewContext,
} from "./preview-prepare";

const root = join(import.meta.dirname, "../..");
const site = previewSite(root, routes);
const context: PreviewContext = { site, builtValue: () => undefined };

/** A content file as the editor holds it: its frontmatter's fields and its body. */
function entryOf(collection: string, file: string): PreviewMessage {
  const { data, body } = readFrontmatter(file, readFileSync(join(root, file), "utf8"));
  return { type: "cradlesec-preview", collection, file, data: { ...(data as object), body } };
}

const edit = (message: PreviewMessage, fields: Record<string, unknown>): PreviewMessage => ({
  ...message,
  data: { ...message.data, ...fields },
});

function drawing(prepared: Prepared) {
  if (!("drawing" in prepared)) throw new Error(JSON.stringify(prepared));
  return prepared;
}

describe("a Labs entry", () => {
  const entry = entryOf("labs", "content/labs/restore-drill-1-0.md");

  it("prepares to the entry its page draws, at its address", async () => {
    const { drawing: drawn } = drawing(await prepare(entry, context));
    expect(drawn.content).toEqual({ lab: builtLab });
    expect(drawn.path).toBe(builtLab.path);
  });

  it("gives the build's message for what the build refuses", async () => {
    expect(await prepare(edit(entry, { tags: [] }), context)).toEqual({
      problem: expect.stringMatching(/^tags: /) as unknown,
    });
  });
});

describe("a blog article", () => {
  const entry = entryOf("articles", "content/templates/blog/articles/keep-less.md");
  const articlePages = site.routes.filter((r) => r.sections.includes(ARTICLE_SECTION));

  it("prepares to the article its pages draw, on the article page chosen", async () => {
    const prepared = drawing(await prepare(entry, context));
    expect(prepared.choice?.groups.flatMap((group) => group.paths)).toEqual(
      articlePages.map((r) => r.path),
    );
    const page = "page" in prepared.drawing.content ? prepared.drawing.content.page : undefined;
    const section = page?.sections.find((s) => s.section === ARTICLE_SECTION);
    expect(section?.article).toEqual(builtArticle);

    const other = articlePages.at(-1)!.path;
    const chosen = drawing(await prepare(entry, { ...context, chosen: other }));
    expect(chosen.drawing.path).toBe(other);
  });

  it("gives the build's message for what the build refuses", async () => {
    const prepared = await prepare(edit(entry, { title: "Short" }), context);
    expect(prepared).toEqual({ problem: expect.stringMatching(/title: /) as unknown });
  });
});

describe("a YAML collection", () => {
  it("is drawn by the pages found to use it", () => {
    for (const name of ["products", "industries", "navigation"]) {
      expect(pagesUsing(site, name).flatMap((group) => group.paths).length).toBeGreaterThan(0);
    }
    // The company header draws the navigation on every company page.
    const navigation = pagesUsing(site, "navigation").flatMap((group) => group.paths);
    expect(navigation).toEqual(
      site.routes.filter((r) => r.kind !== "templates").map((r) => r.path),
    );
  });

  const catalogue: PreviewMessage = {
    type: "cradlesec-preview",
    collection: "products",
    file: "content/products.yaml",
    data: { entries: products },
  };
  const renamed = edit(catalogue, {
    entries: products.map((p, i) => (i === 0 ? { ...p, name: "RenamedCradle" } : p)),
  });
  const withBuilt = { ...context, builtValue: () => products };

  it("draws the first page that uses it, as built, while nothing is changed", async () => {
    const prepared = drawing(await prepare(catalogue, withBuilt));
    const [first] = pagesUsing(site, "products")[0]!.paths;
    expect(prepared.drawing.path).toBe(first);
    // With the layouts around it, which may draw the collection too.
    expect(prepared.drawing.layouts).toEqual(site.routes.find((r) => r.path === first)?.layouts);
  });

  it("asks for the page to load again with a changed value, then draws it", async () => {
    const prepared = await prepare(renamed, withBuilt);
    if (!("reload" in prepared)) throw new Error(JSON.stringify(prepared));
    expect(prepared.reload).toMatchObject({ collection: "products" });
    expect((prepared.reload?.data as typeof products)[0]?.name).toBe("RenamedCradle");
    const loaded = drawing(await prepare(renamed, { ...withBuilt, loaded: prepared.reload }));
    expect(loaded.choice?.chosen).toBe(loaded.drawing.path);
  });

  it("gives the build's message for what the build refuses", async () => {
    const refused = edit(catalogue, { entries: [{ ...products[0], name: 5 }] });
    expect(await prepare(refused, withBuilt)).toEqual({
      problem: expect.stringMatching(/^0\.name: /) as unknown,
    });
  });

  it("says where a collection no page draws shows", async () => {
    const calendar: PreviewMessage = {
      ...catalogue,
      collection: "conferenceEvent",
      file: "content/templates/landing/conference-event.yaml",
      data: conferenceEvent,
    };
    // Only a calendar file (a route that is no page) reads it.
    expect(await prepare(calendar, context)).toEqual({
      notice: expect.stringContaining(".ics") as unknown,
    });
  });
});

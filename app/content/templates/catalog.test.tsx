import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { readCollection } from "~/lib/content/generated-collections";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";
import { TemplateIndex } from "~/sections/kit/template-index";
import { parseProblem } from "~/testing/content-page";

import { isTemplatePath, templateEntries, templateGroups } from "./catalog";
import { templateCatalogSchema } from "./catalog.schema";

const routeTable = routePaths(routes);
// The seed's route list: the specification's own copy (shared/spec beside the repository, as in
// this workplace's CI), else the copy kept in docs/spec/ (a forge's CI has only the repository).
const SHARED_SEED = resolve(process.cwd(), "../shared/spec/seed-routes.txt");
const KEPT_SEED = resolve(process.cwd(), "docs/spec/seed-routes.txt");
const seedTemplateRoutes = readFileSync(existsSync(SHARED_SEED) ? SHARED_SEED : KEPT_SEED, "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) =>
    /^\/(landing|about\/|coming\/|pricing|services\/|error\/|portfolio\/|auth\/|contacts\/|shop\/|blog\/|account\/)/.test(
      line,
    ),
  );

describe("the template catalogue", () => {
  it("keeps docs/spec's copy of the seed's route list the same as the specification's", () => {
    if (existsSync(SHARED_SEED))
      expect(readFileSync(KEPT_SEED, "utf8")).toBe(readFileSync(SHARED_SEED, "utf8"));
    else
      expect(readFileSync(KEPT_SEED, "utf8").split("\n").filter(Boolean).length).toBeGreaterThan(0);
  });

  it("lists every template route of the seed once, grouped as the index shows them", () => {
    const listed = templateEntries.map((entry) => entry.route);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...seedTemplateRoutes].sort());
    expect(templateGroups.map((group) => group.id)).toEqual([
      "landings",
      "inner-pages",
      "blog",
      "shop",
      "account",
      "auth",
    ]);
  });

  it("marks built exactly the entries that app/routes.ts has", () => {
    for (const entry of templateEntries) {
      expect(entry.built, entry.route).toBe(routeTable.includes(entry.route));
    }
  });

  it("lists every template route of app/routes.ts", () => {
    const templateRoutes = routeTable.filter(
      (path) =>
        (path.startsWith("/landing/") || seedTemplateRoutes.includes(path)) &&
        !/\.[a-z]+$/.test(path),
    );
    for (const path of templateRoutes) expect(isTemplatePath(path), path).toBe(true);
  });
});

describe("content/templates/catalog.yaml", () => {
  const file = "content/templates/catalog.yaml";
  const group = (...entries: string[]) =>
    [
      "- id: inner",
      "  title: Inner pages",
      "  intro: Sample pages.",
      "  entries:",
      ...entries,
    ].join("\n");
  const entry = (route: string, extra = "") =>
    `    - { route: ${route}, name: A page, summary: What it shows., theme: template${extra} }`;
  const problem = (source: string) =>
    parseProblem((text) => readCollection(file, text, templateCatalogSchema), source);

  it("is the catalogue the index shows", () => {
    const written = readCollection(
      file,
      readFileSync(resolve(process.cwd(), file), "utf8"),
      templateCatalogSchema,
    );
    expect(written.map((each) => each.id)).toEqual(templateGroups.map((each) => each.id));
    expect(written.flatMap((each) => each.entries.map((page) => page.route))).toEqual(
      templateEntries.map((page) => page.route),
    );
  });

  it("takes a page that has its file, and one announced with built: false that has none", () => {
    const source = group(
      entry("/pricing"),
      entry("/blog/single-v1"),
      entry("/later", ", built: false"),
    );
    expect(readCollection(file, source, templateCatalogSchema)[0]?.entries).toHaveLength(3);
  });

  it("names the file, line and field of a page that has no file, or is listed twice", () => {
    const missing = problem(group(entry("/pricing"), entry("/pricing/v9")));
    expect(missing).toMatch(/^content\/templates\/catalog\.yaml:\n/);
    expect(missing).toMatch(/line 6, 0\.entries\.1\.route: no template page at this path/);
    expect(problem(group(entry("/pricing", ", built: false")))).toMatch(
      /0\.entries\.0\.route: this page exists/,
    );
    expect(problem(group(entry("/pricing"), entry("/pricing")))).toMatch(/list each page once/);
    expect(
      problem(group(entry("/pricing", ", theme: neon")).replace(", theme: template", "")),
    ).toMatch(/0\.entries\.0\.theme: use one of the kit's themes/);
  });
});

describe("<TemplateIndex>", () => {
  it("links the built pages and says the others come later, without a link", () => {
    const Stub = createRoutesStub([
      { path: "/", Component: () => <TemplateIndex groups={templateGroups} /> },
    ]);
    render(<Stub />);
    for (const entry of templateEntries) {
      const card = screen.getByText(entry.route).closest("li");
      expect(card, entry.route).not.toBeNull();
      const scope = within(card as HTMLElement);
      if (entry.built) {
        expect(scope.getByRole("link", { name: entry.name }).getAttribute("href")).toBe(
          entry.route,
        );
        expect(scope.queryByText("Coming in a later release")).toBeNull();
      } else {
        expect(scope.queryByRole("link")).toBeNull();
        expect(scope.getByText("Coming in a later release")).toBeTruthy();
      }
    }
    // Sixty-two cards: slow on a loaded machine, not a timing assertion.
  }, 30_000);
});

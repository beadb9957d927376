import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";
import { TemplateIndex } from "~/sections/kit/template-index";

import { isTemplatePath, templateEntries, templateGroups } from "./catalog";

const routeTable = routePaths(routes);
// The seed's route list (shared/spec beside the repository, as in CI).
const seedTemplateRoutes = readFileSync(
  resolve(process.cwd(), "../shared/spec/seed-routes.txt"),
  "utf8",
)
  .split("\n")
  .map((line) => line.trim())
  .filter((line) =>
    /^\/(landing|about\/|coming\/|pricing|services\/|error\/|portfolio\/|auth\/|contacts\/|shop\/|blog\/|account\/)/.test(
      line,
    ),
  );

describe("the template catalogue", () => {
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

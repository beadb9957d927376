/**
 * Every page written as a content file (content/pages/, content/templates/), rendered through
 * the route module the build generates for it: the structure every page keeps whatever its copy
 * says. A new page file is checked here with no test of its own.
 */
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import {
  expectHeadingOutline,
  expectLabelledSections,
  expectLinkNamesConsistent,
  expectLinksResolve,
  expectNoInlineStylesAndSizedSvgs,
} from "~/testing/page-outline";

import { OWN_ROUTE_MODULES } from "./compiler/index";
import type { ContentPage } from "./page";

interface RouteModule {
  default: ComponentType;
  meta: () => { title?: string; name?: string; content?: string }[];
  handle: unknown;
}

const modules = import.meta.glob<RouteModule>(
  ["../../routes/pages/**/*.tsx", "../../routes/templates/**/*.tsx"],
  {
    eager: true,
  },
);
// Every page file as the content compiler wrote it (content.config.ts).
const files = import.meta.glob<ContentPage>(
  ["~/content/generated/pages/**/*.ts", "~/content/generated/templates/**/*.ts", "!**/*.icons.ts"],
  { eager: true, import: "default" },
);

const routes = Object.entries(modules).map(([file, module]) => ({
  path: file.replace(/^\.\.\/\.\.\/routes\/(pages|templates)/, "").replace(/\.tsx$/, ""),
  module,
}));

describe("the content files", () => {
  it("each have a generated route module, or one of their own (OWN_ROUTE_MODULES)", () => {
    const own = new Set(Object.keys(OWN_ROUTE_MODULES).map((path) => `/${path}`));
    expect(routes.map((route) => route.path).sort()).toEqual(
      Object.values(files)
        .map((page) => page.path)
        .filter((path) => !own.has(path))
        .sort(),
    );
  });
});

/**
 * The page in a data router at its own path, with its route's handle, as the app renders it: kit
 * widgets read the template's theme from the route matches (useTemplateHandle), and sidebar
 * sections read the current path.
 */
const routed = (path: string, module: RouteModule) => (
  <RouterProvider
    router={createMemoryRouter([{ path, Component: module.default, handle: module.handle }], {
      initialEntries: [path],
    })}
  />
);

describe.each(routes)("$path", ({ path, module }) => {
  it("has one h1 first, labelled sections, no inline styles and sized SVGs", () => {
    const { container } = render(routed(path, module));
    expectHeadingOutline(container);
    expectLabelledSections(container);
    // The prerendered markup, which the CSP's style-src governs: after hydration React Aria's
    // disclosures size their panels through the CSSOM (element.style), which the CSP allows.
    const markup = document.createElement("div");
    markup.innerHTML = renderToString(routed(path, module));
    expect(markup.querySelectorAll("h1")).toHaveLength(1);
    expectNoInlineStylesAndSizedSvgs(markup);
  });

  it("links only to routes that exist, one destination per name", () => {
    const { container } = render(routed(path, module));
    expectLinksResolve(container, { external: /^(mailto:|tel:|https:\/\/)/ });
    expectLinkNamesConsistent(container);
  });

  it("has its title and description in its meta, and a template page is noindex", () => {
    const meta = module.meta();
    expect(meta.some((tag) => typeof tag.title === "string" && tag.title.length > 0)).toBe(true);
    expect(meta.some((tag) => tag.name === "description")).toBe(true);
    const page = Object.values(files).find((file) => file.path === path);
    const noindex = meta.some((tag) => tag.name === "robots" && /noindex/.test(tag.content ?? ""));
    expect(noindex).toBe(page?.kind === "template" || page?.noindex === true);
    expect(Boolean(module.handle)).toBe(page?.kind === "template");
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  layoutGroupName,
  type ModuleGraph,
  planChunks,
  reexportsNothing,
  type RouteNode,
} from "./vite.chunks.ts";

const ROUTE = "?__react-router-build-client-route";
const app = (file: string) => `/site/app/${file}`;

/** A module graph from `id: [static imports]`; entries are listed apart. */
function graph(imports: Record<string, string[]>, entries: string[]): ModuleGraph {
  return {
    ids: Object.keys(imports),
    staticImports: (id) => imports[id] ?? null,
    isEntry: (id) => entries.includes(id),
  };
}

const routes: RouteNode[] = [
  { file: "routes/feed.ts" },
  {
    file: "layouts/site-layout.tsx",
    children: [{ file: "routes/home.tsx" }, { file: "routes/about.tsx" }],
  },
  {
    file: "layouts/template-layout.tsx",
    children: [
      { file: "routes/landing.tsx" },
      { file: "layouts/account-layout.tsx", children: [{ file: "routes/account.tsx" }] },
    ],
  },
];

describe("planChunks", () => {
  const imports = {
    [app("entry.client.tsx")]: ["react-dom", app("lib/boot.ts")],
    [app(`root.tsx${ROUTE}`)]: [app("root.tsx")],
    [app("root.tsx")]: ["react-router", app("components/error-page.tsx")],
    [app(`layouts/site-layout.tsx${ROUTE}`)]: [
      app("components/site-header.tsx"),
      app("components/back-to-top.tsx"),
    ],
    [app("components/site-header.tsx")]: [app("content/navigation.ts"), app("lib/cx.ts")],
    [app(`layouts/template-layout.tsx${ROUTE}`)]: [
      app("components/kit/template-footer.tsx"),
      app("components/back-to-top.tsx"),
    ],
    [app("components/kit/template-footer.tsx")]: [app("hooks/use-currency.ts")],
    [app(`layouts/account-layout.tsx${ROUTE}`)]: [
      app("components/kit/drawer.tsx"),
      app("hooks/use-currency.ts"),
      app("components/kit/avatar.tsx"),
      app("sections/kit/newsletter.tsx"),
    ],
    [app("components/kit/avatar.tsx")]: [],
    [app("sections/kit/newsletter.tsx")]: [app("sections/signup-form.tsx")],
    [app("sections/signup-form.tsx")]: [app("lib/schemas.ts")],
    [app("lib/schemas.ts")]: [],
    [app(`routes/home.tsx${ROUTE}`)]: [app("lib/meta.ts"), app("sections/hero.tsx")],
    [app(`routes/about.tsx${ROUTE}`)]: [
      app("lib/meta.ts"),
      app("sections/page-header.tsx"),
      app("sections/signup-form.tsx"),
    ],
    [app("routes/about.tsx?route-chunk=clientLoader")]: [app("lib/query.ts")],
    [app(`routes/landing.tsx${ROUTE}`)]: [
      app("lib/meta.ts"),
      app("lib/cx.ts"),
      app("components/kit/avatar.tsx"),
    ],
    [app(`routes/account.tsx${ROUTE}`)]: [app("lib/meta.ts")],
    [app("sections/hero.tsx")]: [app("lib/cx.ts")],
    [app("sections/page-header.tsx")]: [],
    [app("lib/meta.ts")]: [app("content/site.ts")],
    "react-dom": [],
    "react-router": ["react-dom"],
  };
  const entries = [
    app("entry.client.tsx"),
    app(`root.tsx${ROUTE}`),
    app(`layouts/site-layout.tsx${ROUTE}`),
    app(`layouts/template-layout.tsx${ROUTE}`),
    app(`layouts/account-layout.tsx${ROUTE}`),
    app(`routes/home.tsx${ROUTE}`),
    app(`routes/about.tsx${ROUTE}`),
    app("routes/about.tsx?route-chunk=clientLoader"),
    app(`routes/landing.tsx${ROUTE}`),
    app(`routes/account.tsx${ROUTE}`),
  ];
  const { shell, layouts } = planChunks(graph(imports, entries), routes);
  const site = layouts.get("site-layout");
  const template = layouts.get("template-layout");
  const account = layouts.get("account-layout");

  it("fails loudly when the route modules' ids are not the ones it knows", () => {
    const renamed = Object.fromEntries(
      Object.entries(imports).map(([id, deps]) => [
        id.endsWith(ROUTE) ? `\0virtual:route/${id.slice(app("").length, -ROUTE.length)}` : id,
        deps,
      ]),
    );
    const entries = Object.keys(renamed).filter((id) => id.startsWith("\0virtual:route/"));
    expect(() => planChunks(graph(renamed, entries), routes)).toThrow(/React Router's client/);
  });

  it("puts in the shell what the client entry and the root import, directly or not", () => {
    for (const id of [
      "react-dom",
      "react-router",
      app("lib/boot.ts"),
      app("root.tsx"),
      app("components/error-page.tsx"),
    ]) {
      expect(shell).toContain(id);
    }
  });

  it("puts in the shell what every page imports, and nothing only some pages import", () => {
    expect(shell).toContain(app("lib/meta.ts"));
    expect(shell).toContain(app("content/site.ts"));
    expect(shell).not.toContain(app("sections/hero.tsx"));
    expect(shell).not.toContain(app("lib/query.ts"));
    expect(shell).not.toContain(app("components/site-header.tsx"));
  });

  it("gives each layout what only its own routes can need", () => {
    expect([...(site ?? [])].sort()).toEqual(
      [app("components/site-header.tsx"), app("content/navigation.ts")].sort(),
    );
    // use-currency: the template footer and the nested account layout both import it; account
    // pages load the template layout's group anyway, so the outer layout takes it.
    expect([...(template ?? [])].sort()).toEqual(
      [app("components/kit/template-footer.tsx"), app("hooks/use-currency.ts")].sort(),
    );
    expect([...(account ?? [])]).toEqual([app("components/kit/drawer.tsx")]);
  });

  it("puts in the shell what a layout shares with routes outside it", () => {
    // back-to-top: both layouts; cx: the site header and a landing page.
    expect(shell).toContain(app("components/back-to-top.tsx"));
    expect(shell).toContain(app("lib/cx.ts"));
    for (const group of [site, template, account]) {
      expect(group).not.toContain(app("components/back-to-top.tsx"));
      expect(group).not.toContain(app("lib/cx.ts"));
    }
    expect(account).not.toContain(app("hooks/use-currency.ts"));
  });

  it("leaves out of every group what a nested layout shares with routes outside its top layout", () => {
    // signup-form: the account layout (through its newsletter section) and a company page.
    for (const group of [shell, site, template, account]) {
      for (const id of [
        "sections/kit/newsletter.tsx",
        "sections/signup-form.tsx",
        "lib/schemas.ts",
      ]) {
        expect(group).not.toContain(app(id));
      }
    }
  });

  it("leaves out of every group what a nested layout shares with its siblings", () => {
    // avatar: the account layout and a landing page, both under the template layout; in the
    // template layout's group every template page would load it.
    for (const group of [shell, site, template, account]) {
      expect(group).not.toContain(app("components/kit/avatar.tsx"));
    }
  });

  it("keeps each group closed: what its modules import is in the group or in the shell", () => {
    for (const group of [site, template, account]) {
      for (const id of group ?? []) {
        for (const dep of imports[id] ?? []) {
          expect(group?.has(dep) || shell.has(dep), `${id} → ${dep}`).toBe(true);
        }
      }
    }
  });

  it("leaves every entry in a file of its own", () => {
    for (const group of [shell, ...layouts.values()]) {
      for (const entry of entries) expect(group).not.toContain(entry);
    }
  });

  it("names a layout's group after its file", () => {
    expect(layoutGroupName("layouts/site-layout.tsx")).toBe("site-layout");
    expect(layoutGroupName("account.jsx")).toBe("account");
  });
});

describe("planChunks with a family of top-level layouts", () => {
  // The bare template layout shares the template shell with the template layout, not with the
  // site layout's pages.
  const familyRoutes: RouteNode[] = [
    { file: "layouts/site-layout.tsx", children: [{ file: "routes/home.tsx" }] },
    { file: "layouts/template-layout.tsx", children: [{ file: "routes/landing.tsx" }] },
    { file: "layouts/bare-layout.tsx", children: [{ file: "routes/coming.tsx" }] },
  ];
  const imports = {
    [app(`root.tsx${ROUTE}`)]: [],
    [app(`layouts/site-layout.tsx${ROUTE}`)]: [app("components/back-to-top.tsx")],
    [app(`layouts/template-layout.tsx${ROUTE}`)]: [
      app("components/kit/template-shell.tsx"),
      app("components/kit/template-footer.tsx"),
      app("components/back-to-top.tsx"),
    ],
    [app(`layouts/bare-layout.tsx${ROUTE}`)]: [app("components/kit/template-shell.tsx")],
    [app("components/kit/template-shell.tsx")]: [app("styles/kit/_template.scss")],
    [app("styles/kit/_template.scss")]: [],
    [app("components/kit/template-footer.tsx")]: [],
    [app("components/back-to-top.tsx")]: [],
    [app(`routes/home.tsx${ROUTE}`)]: [],
    [app(`routes/landing.tsx${ROUTE}`)]: [],
    [app(`routes/coming.tsx${ROUTE}`)]: [],
  };
  const entries = Object.keys(imports).filter((id) => id.includes("?"));
  const plan = (families?: string[][]) =>
    planChunks(graph(imports, entries), familyRoutes, { families });
  const shared = [app("components/kit/template-shell.tsx"), app("styles/kit/_template.scss")];

  it("without it, puts what the two template layouts share in the shell every page loads", () => {
    const { shell } = plan();
    for (const id of shared) expect(shell).toContain(id);
  });

  it("gives a family one group, named after its first layout, with what its layouts share", () => {
    const { shell, layouts } = plan([["layouts/template-layout.tsx", "layouts/bare-layout.tsx"]]);
    for (const id of shared) expect(shell).not.toContain(id);
    expect([...(layouts.get("template-layout") ?? [])].sort()).toEqual(
      [...shared, app("components/kit/template-footer.tsx")].sort(),
    );
    expect(layouts.get("bare-layout")).toBeUndefined();
    // What the family shares with the site layout still goes to the shell.
    expect(shell).toContain(app("components/back-to-top.tsx"));
  });
});

describe("reexportsNothing", () => {
  it("is true for a resource route's client entry only", () => {
    expect(reexportsNothing('export {  } from "./sitemap.ts";')).toBe(true);
    expect(reexportsNothing('export {} from "./feed.ts"\n')).toBe(true);
    expect(reexportsNothing('export { meta, default } from "./home.tsx";')).toBe(false);
    expect(reexportsNothing(null)).toBe(false);
  });
});

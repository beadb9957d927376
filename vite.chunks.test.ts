// @vitest-environment node
import { describe, expect, it } from "vitest";

import { type ModuleGraph, shellModules } from "./vite.chunks.ts";

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

describe("shellModules", () => {
  const imports = {
    [app("entry.client.tsx")]: ["react-dom", app("lib/boot.ts")],
    [app(`root.tsx${ROUTE}`)]: [app("root.tsx")],
    [app("root.tsx")]: ["react-router", app("components/error-page.tsx")],
    [app(`layouts/site-layout.tsx${ROUTE}`)]: [app("components/site-header.tsx")],
    [app("components/site-header.tsx")]: [app("content/navigation.ts"), app("lib/cx.ts")],
    [app(`routes/home.tsx${ROUTE}`)]: [app("lib/meta.ts"), app("sections/hero.tsx")],
    [app(`routes/about.tsx${ROUTE}`)]: [app("lib/meta.ts"), app("sections/page-header.tsx")],
    [app("routes/about.tsx?route-chunk=clientLoader")]: [app("lib/query.ts")],
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
    app(`routes/home.tsx${ROUTE}`),
    app(`routes/about.tsx${ROUTE}`),
    app("routes/about.tsx?route-chunk=clientLoader"),
  ];
  const shell = shellModules(graph(imports, entries), ["root.tsx", "layouts/site-layout.tsx"]);

  it("holds what the client entry and the shell routes import, directly or not", () => {
    for (const id of [
      "react-dom",
      "react-router",
      app("lib/boot.ts"),
      app("root.tsx"),
      app("components/error-page.tsx"),
      app("components/site-header.tsx"),
      app("content/navigation.ts"),
      app("lib/cx.ts"),
    ]) {
      expect(shell).toContain(id);
    }
  });

  it("holds what every page imports, and nothing only some pages import", () => {
    expect(shell).toContain(app("lib/meta.ts"));
    expect(shell).toContain(app("content/site.ts"));
    expect(shell).not.toContain(app("sections/hero.tsx"));
    expect(shell).not.toContain(app("sections/page-header.tsx"));
    expect(shell).not.toContain(app("lib/query.ts"));
  });

  it("leaves every entry in a file of its own", () => {
    for (const entry of entries) expect(shell).not.toContain(entry);
  });
});

import type { Plugin } from "vite";

/** How React Router names the browser build's route entries (@react-router/dev). */
const ROUTE_ENTRY = "?__react-router-build-client-route";

export interface ModuleGraph {
  /** Every module id of the build. */
  ids: Iterable<string>;
  /** The module's static imports, or null when the id is unknown. */
  staticImports(id: string): readonly string[] | null;
  isEntry(id: string): boolean;
}

/**
 * The modules every page loads: those the client entry and the shell routes (the root and the
 * layouts) import, and those every page route imports. Entry modules themselves stay out, so
 * each route keeps its own file. The browser build puts these in one chunk (shellChunk).
 * @param shellRoutes app-relative files of the routes every page renders, e.g. "root.tsx"
 */
export function shellModules(graph: ModuleGraph, shellRoutes: readonly string[]): Set<string> {
  const entries = [...graph.ids].filter((id) => graph.isEntry(id));
  const isShellRoute = (id: string) =>
    shellRoutes.some((file) => id.endsWith(`/app/${file}${ROUTE_ENTRY}`));
  // Route entries carry a query (the route module, or one of its split exports); the others
  // (the client entry) load on every page.
  const shellEntries = entries.filter((id) => !id.includes("?") || isShellRoute(id));
  const pages = entries.filter((id) => id.endsWith(ROUTE_ENTRY) && !isShellRoute(id));

  const reach = (from: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [...(graph.staticImports(from) ?? [])];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.staticImports(id) ?? []));
    }
    return seen;
  };

  const shell = new Set(shellEntries.flatMap((entry) => [...reach(entry)]));
  const [first, ...rest] = pages.map(reach);
  for (const id of first ?? []) {
    if (rest.every((reached) => reached.has(id))) shell.add(id);
  }
  for (const id of entries) shell.delete(id);
  return shell;
}

/**
 * One "shell" chunk for the browser build instead of a dozen small ones. Rolldown splits
 * shared code by which entries import it, so the vendor code, the header's data and each small
 * component the layout uses became files of their own, though every page loads all of them.
 * Each file costs a request and, for the deferred bootstrap, a modulepreload link whose
 * insertion alone takes ~0.5 ms of main thread (decision 0007). Code only some pages use is
 * left to Rolldown's own splitting.
 */
export function shellChunk(shellRoutes: readonly string[]): Plugin {
  let shell = new Set<string>();
  return {
    name: "cradlesec:shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shell = shellModules(
        {
          ids: this.getModuleIds(),
          staticImports: (id) => this.getModuleInfo(id)?.importedIds ?? null,
          isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false,
        },
        shellRoutes,
      );
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: { groups: [{ name: "shell", test: (id: string) => shell.has(id) }] },
      };
    },
  };
}

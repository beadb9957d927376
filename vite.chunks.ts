import type { Plugin } from "vite";

export interface ModuleGraph {
  /** Every module id of the build. */
  ids: Iterable<string>;
  /** The module's static imports, or null when the id is unknown. */
  staticImports(id: string): readonly string[] | null;
  isEntry(id: string): boolean;
}

/** The part of app/routes.ts the planner reads: each route's file and its children. */
export interface RouteNode {
  file: string;
  children?: readonly RouteNode[];
}

export interface ChunkPlan {
  /** What every page loads: the client entry's and the root's modules, and what every page imports. */
  shell: Set<string>;
  /** Per layout route (by group name): what only that layout's pages can need. */
  layouts: Map<string, Set<string>>;
}

export interface PlanOptions {
  /** App-relative file of the root route. */
  rootFile?: string;
  /**
   * Top-level layouts that are variants of one look (the template layout and its bare
   * variant): each family gets one group, named after its first layout, so what the variants
   * share goes there, not to the shell every page loads.
   */
  families?: readonly (readonly string[])[];
}

/** Every route file in the tree, and which layout files (routes with children) it sits under. */
function flatten(routes: readonly RouteNode[], parents: readonly string[] = []) {
  const out: { file: string; parents: readonly string[]; isLayout: boolean }[] = [];
  for (const node of routes) {
    const isLayout = Boolean(node.children?.length);
    out.push({ file: node.file, parents, isLayout });
    if (node.children) out.push(...flatten(node.children, [...parents, node.file]));
  }
  return out;
}

/** The first layout of the family a layout file is in (see PlanOptions), or the file itself. */
function familyHead(families: PlanOptions["families"] = [], file: string): string {
  return families.find((family) => family.includes(file))?.[0] ?? file;
}

/** Group name of a layout file: "layouts/site-layout.tsx" → "site-layout". */
export function layoutGroupName(file: string): string {
  return (file.split("/").pop() ?? file).replace(/\.[jt]sx?$/, "");
}

/**
 * Which modules go in which shared chunk.
 * - shell: the client entry, the root route and what they import, plus what every page imports;
 * - one group per layout route: what the layout imports that no route outside it reaches, so a
 *   company page never loads the template layout's code and a template page never loads the
 *   site header's. What a top-level layout shares with routes outside it goes to the shell.
 *   What a nested layout shares with routes outside it (its siblings' widgets, such as the
 *   cart drawer's dialog, or the blog's real newsletter form) stays out of every group, so
 *   each page loads only the widgets it uses: Rolldown splits those by the pages importing them.
 * Entry modules stay out of every group, so each route keeps its own file.
 * @param routes the route tree of app/routes.ts (routes, layouts and their children)
 */
export function planChunks(
  graph: ModuleGraph,
  routes: readonly RouteNode[],
  { rootFile = "root.tsx", families = [] }: PlanOptions = {},
): ChunkPlan {
  const entries = [...graph.ids].filter((id) => graph.isEntry(id));
  // A route file's browser entries, as @react-router/dev names them: the route module
  // (`?__react-router-build-client-route`) and any split exports (`?route-chunk=`).
  const entriesOf = (file: string) => entries.filter((id) => id.includes(`/app/${file}?`));
  const reach = (from: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = from.flatMap((id) => graph.staticImports(id) ?? []);
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.staticImports(id) ?? []));
    }
    return seen;
  };

  const tree = flatten(routes);
  const pages = tree.filter((route) => !route.isLayout);
  // Without entries for the routes, every group would be empty and Rolldown would split as it
  // likes: no error, only a slower site. Fail the build instead, like the postbuild rewrites.
  const unmatched = [rootFile, ...tree.filter((route) => route.isLayout).map((r) => r.file)].filter(
    (file) => entriesOf(file).length === 0,
  );
  if (unmatched.length > 0 || pages.every((page) => entriesOf(page.file).length === 0)) {
    throw new Error(
      `shell-chunk: no browser entry like "/app/<route file>?…" for ` +
        `${unmatched.length > 0 ? unmatched.join(", ") : "any page route"}; ` +
        "React Router's client route module ids changed, and vite.chunks.ts must follow them",
    );
  }
  // Entries without a query (the client entry) load on every page, as the root does.
  const shell = reach([...entries.filter((id) => !id.includes("?")), ...entriesOf(rootFile)]);
  const [first, ...rest] = pages
    .map((page) => entriesOf(page.file))
    .filter((ids) => ids.length > 0)
    .map(reach);
  for (const id of first ?? []) {
    if (rest.every((reached) => reached.has(id))) shell.add(id);
  }

  // What a top-level layout imports that routes outside it import too goes to the shell, with
  // what it imports: Rolldown puts a group's dependencies in the group's chunk, so a module
  // shared with outside routes left in a layout's group would make those routes load that group.
  const layoutRoutes = tree.filter((route) => route.isLayout);
  /** The family of the top-level route a route sits under (or is). */
  const topOf = (route: (typeof tree)[number]) =>
    familyHead(families, route.parents[0] ?? route.file);
  const plans = layoutRoutes.map((layout) => {
    const isTop = layout.parents.length === 0;
    const inside = (route: (typeof tree)[number]) =>
      isTop
        ? topOf(route) === topOf(layout)
        : route.file === layout.file || route.parents.includes(layout.file);
    const outside = reach(tree.filter((route) => !inside(route)).flatMap((r) => entriesOf(r.file)));
    const own = reach(entriesOf(layout.file));
    const shared = [...own].filter((id) => outside.has(id));
    return {
      name: layoutGroupName(isTop ? topOf(layout) : layout.file),
      top: layoutGroupName(topOf(layout)),
      own,
      shared,
      outside,
    };
  });
  for (const plan of plans.filter(({ name, top }) => name === top)) {
    for (const id of [...plan.shared, ...reach(plan.shared)]) shell.add(id);
  }
  const layouts = new Map<string, Set<string>>(plans.map(({ name }) => [name, new Set<string>()]));
  const assigned = new Set(shell);
  const assign = (name: string | undefined, ids: Iterable<string>) => {
    for (const id of ids) {
      if (assigned.has(id) || name === undefined) continue;
      layouts.get(name)?.add(id);
      assigned.add(id);
    }
  };
  for (const plan of plans.filter(({ name, top }) => name === top)) assign(plan.name, plan.own);
  // A nested layout's modules that routes outside it import too stay out of every group, with
  // whatever imports them. Shared with company pages (the real signup form), Rolldown would pull
  // them into the group's chunk and company pages would load it; shared with sibling template
  // pages (React Aria's dialog, for the cart drawer and a landing page's lightbox), the top
  // layout's group would carry them to every template page: 45 KB gzip on /landing/template.
  for (const plan of plans.filter(({ name, top }) => name !== top)) {
    const leaves = new Set(plan.shared.filter((id) => !assigned.has(id)));
    const tainted = (id: string) =>
      leaves.has(id) || [...reach([id])].some((dep) => leaves.has(dep));
    assign(
      plan.name,
      [...plan.own].filter((id) => !tainted(id)),
    );
  }

  for (const id of entries) {
    shell.delete(id);
    for (const group of layouts.values()) group.delete(id);
  }
  return { shell, layouts };
}

/**
 * Whether a route entry brings no code to the browser: a resource route's (sitemap.xml, a feed)
 * client entry is `export {} from "./file.ts"`, which imports the file only for the server's
 * sake; the bundler then drops it, so what it imports must not count as reached by a page.
 */
export function reexportsNothing(code: string | null): boolean {
  return code !== null && /^export\s*\{\s*\}\s*from\s*"[^"]+";?$/.test(code.trim());
}

/**
 * Shared chunks for the browser build: one "shell" every page loads and one per layout, instead
 * of a dozen small files. Rolldown splits shared code by which entries import it, so the vendor
 * code, the header's data and each small component the layout uses became files of their own,
 * though every page loads all of them. Each file costs a request and, for the deferred bootstrap,
 * a modulepreload link whose insertion alone takes ~0.5 ms of main thread (decision 0007). Code
 * only some pages use is left to Rolldown's own splitting.
 * @param loadRoutes the route tree of app/routes.ts, read once the config is resolved (the
 *   content compiler writes the route table it lists in the config hooks)
 */
export function shellChunk(
  loadRoutes: () => Promise<readonly RouteNode[]>,
  planOptions: PlanOptions = {},
): Plugin {
  let plan: ChunkPlan = { shell: new Set(), layouts: new Map() };
  let routes: readonly RouteNode[] = [];
  return {
    name: "cradlesec:shell-chunk",
    apply: "build",
    // Before the build asks for the output options, which name the groups.
    async configResolved() {
      routes = await loadRoutes();
    },
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      plan = planChunks(
        {
          ids: this.getModuleIds(),
          staticImports: (id) => {
            const info = this.getModuleInfo(id);
            if (!info) return null;
            return info.isEntry && reexportsNothing(info.code) ? [] : info.importedIds;
          },
          isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false,
        },
        routes,
        planOptions,
      );
    },
    // Rolldown asks for the output options before buildEnd has the module graph, so the groups
    // are fixed here (one per layout of the route table) and their tests read the plan lazily.
    outputOptions(options) {
      const names = new Set(
        flatten(routes)
          .filter((route) => route.isLayout)
          .map((route) => layoutGroupName(familyHead(planOptions.families, route.file))),
      );
      const groups = [
        { name: "shell", test: (id: string) => plan.shell.has(id) },
        ...[...names].map((name) => ({
          name,
          test: (id: string) => plan.layouts.get(name)?.has(id) ?? false,
        })),
      ];
      return { ...options, codeSplitting: { groups } };
    },
  };
}

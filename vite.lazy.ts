import type { Plugin } from "vite";

/** The module Vite's build wraps every dynamic import in (`__vitePreload(() => import(…), deps)`). */
export const PRELOAD_HELPER = "\0vite/preload-helper.js";
const PLAIN_HELPER = "\0cradlesec:import-without-preload";

/** Whether a module id (a file, maybe with a query) is one of `files` (app-relative). */
export function isListedImporter(id: string | undefined, files: readonly string[]): boolean {
  const path = id?.split("?")[0] ?? "";
  return files.some((file) => path.endsWith(`/app/${file}`));
}

/** What a chunk brings with it: its own CSS, then that of every chunk it imports statically. */
export function cssOfChunk(
  fileName: string,
  chunk: (fileName: string) => { imports: readonly string[]; css: readonly string[] } | undefined,
): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const stack = [fileName];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const info = chunk(file);
    if (!info) continue;
    css.push(...info.css);
    stack.push(...info.imports);
  }
  return css;
}

/**
 * Dynamic imports without Vite's preload helper, for the few modules every page loads that
 * load something later (the root's error page). Vite wraps each dynamic import of the browser
 * build in a helper that first preloads the imported chunk's dependencies and CSS; the helper
 * weighs ~0.8 KB gzip, more than what a lazy import there saves (decision 0018). In `importers`,
 * the helper is a plain call instead, so `import()` loads the chunk and its static imports as
 * the browser does. What the helper would have added is CSS: the build fails if a chunk one of
 * them imports brings a sheet the importer's own chunk does not link already, rather than ship
 * a page that renders it unstyled.
 * @param importers app-relative files, e.g. "components/error-page-lazy.tsx"
 */
export function importWithoutPreload(importers: readonly string[]): Plugin {
  /** Chunks holding a listed importer, and the chunks those import lazily (generateBundle). */
  const plain = { hosts: new Set<string>(), targets: new Set<string>() };
  return {
    name: "cradlesec:import-without-preload",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    // The plain call ignores the list of chunks to preload that Vite writes beside each import,
    // so none is written (the list names files, a few dozen bytes each).
    config(config) {
      const modulePreload = config.build?.modulePreload;
      if (modulePreload === false) return undefined;
      const previous = typeof modulePreload === "object" ? modulePreload : {};
      return {
        build: {
          modulePreload: {
            ...previous,
            resolveDependencies: (file, deps, context) =>
              plain.hosts.has(context.hostId) && plain.targets.has(file)
                ? []
                : (previous.resolveDependencies?.(file, deps, context) ?? deps),
          },
        },
      };
    },
    resolveId(id, importer) {
      if (id === PRELOAD_HELPER && isListedImporter(importer, importers)) return PLAIN_HELPER;
      return undefined;
    },
    load(id) {
      if (id !== PLAIN_HELPER) return undefined;
      return "export const __vitePreload = (load) => load();";
    },
    // Before Vite's import analysis writes the preload lists (its plugin comes after this one).
    generateBundle(_options, bundle) {
      plain.hosts.clear();
      plain.targets.clear();
      const chunkInfo = (fileName: string) => {
        const output = bundle[fileName];
        if (output?.type !== "chunk") return undefined;
        return { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] };
      };
      const chunkOf = (id: string) =>
        Object.values(bundle).find(
          (output) => output.type === "chunk" && output.moduleIds.includes(id),
        )?.fileName;
      const listed = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const host of output.moduleIds.filter((id) => isListedImporter(id, importers))) {
          listed.add(host);
          // What the host's chunk links already is on the page before the import runs.
          const linked = new Set(cssOfChunk(output.fileName, chunkInfo));
          const lazy = this.getModuleInfo(host)?.dynamicallyImportedIds ?? [];
          const files = lazy.flatMap((id) => chunkOf(id) ?? []);
          plain.hosts.add(output.fileName);
          for (const file of files) plain.targets.add(file);
          const css = files.flatMap((file) =>
            cssOfChunk(file, chunkInfo).filter((sheet) => !linked.has(sheet)),
          );
          if (css.length > 0) {
            this.error(
              `import-without-preload: ${host} loads ${css.join(", ")} lazily; ` +
                "without Vite's preload helper nothing would link that CSS",
            );
          }
        }
      }
      const missing = importers.filter(
        (file) => ![...listed].some((id) => isListedImporter(id, [file])),
      );
      if (missing.length > 0) {
        this.error(`import-without-preload: no chunk holds ${missing.join(", ")}`);
      }
    },
  };
}

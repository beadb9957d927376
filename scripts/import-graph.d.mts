/** The folders whose files make the import graph; the root's config files join them. */
export const GRAPH_DIRS: readonly string[];
/** Every source file of the graph, as sorted posix paths relative to `root`. */
export function graphFiles(root: string): string[];
/** The module specifiers a source file names, in any kind of import (type ones too). */
export function importSpecifiers(file: string, text: string): string[];
/** The graph file a specifier names, or undefined (a package, a virtual module, a stylesheet). */
export function resolveImport(
  specifier: string,
  from: string,
  files: ReadonlySet<string>,
): string | undefined;
/** The import graph below `root`: each file → the graph files it imports. */
export function importGraph(root: string): Map<string, Set<string>>;
/** One cycle per strongly connected component, from its first file by name; sorted. */
export function importCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][];

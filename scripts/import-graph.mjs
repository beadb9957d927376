// The project's import graph, for the import-cycle check (import-cycles.test.ts, issue 43):
// which of our source files imports which, read with the TypeScript parser (syntax only, no type
// checking, so it takes a second). Every kind of import is an edge: `import`, `import type`,
// `export … from`, `import()`, `import("…").Type` and JSDoc `import(…)` types in .mjs files,
// since a circle through types alone still ties the modules together for a refactor.
import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";

import ts from "typescript";

/** The folders whose files make the graph; the root's config files join them. */
export const GRAPH_DIRS = ["app", "server", "scripts", "tests"];

/** Source files: TypeScript, ES modules, their declarations (`.d.mts` ends in `.mts`). */
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

/** How an import names a file without its extension, in the order TypeScript tries them. */
const EXTENSIONS = [".ts", ".tsx", ".mts", ".d.mts", ".mjs", ".js"];

/**
 * Every source file of the graph, as sorted posix paths relative to `root`. Generated modules
 * (app/routes/pages/, app/content/generated/) count: they are imported like the others.
 * @param {string} root the repository
 */
export function graphFiles(root) {
  const inDirs = GRAPH_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
      .filter((file) => !file.split("/").includes("node_modules")),
  );
  const config = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => entry.name);
  return [...inDirs, ...config].sort();
}

/**
 * The module specifiers a source file names, in any kind of import.
 * @param {string} file its path (the extension picks the parser's dialect)
 * @param {string} text
 * @returns {string[]}
 */
export function importSpecifiers(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  /** @type {string[]} */
  const found = [];
  /** @param {ts.Node | undefined} node */
  const literal = (node) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isJSDocImportTag(node))
      literal(node.moduleSpecifier);
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    )
      literal(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      literal(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      literal(node.argument.literal);
    // JSDoc comments are not children of the node they describe: visit them too (.mjs types).
    for (const doc of /** @type {{ jsDoc?: ts.Node[] }} */ (node).jsDoc ?? []) visit(doc);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The graph file a specifier names, or undefined for a package, a virtual module or a file that
 * is not source (styles, Markdown). `~/` is app/ (tsconfig paths); a Vite query (`?raw`) is
 * dropped; `./x.js` may name x.ts (the server's NodeNext style).
 * @param {string} specifier @param {string} from the importing file
 * @param {ReadonlySet<string>} files
 */
export function resolveImport(specifier, from, files) {
  const bare = specifier.replace(/[?#].*$/, "");
  let base;
  if (bare.startsWith("~/")) base = `app/${bare.slice(2)}`;
  else if (bare.startsWith(".")) base = posix.join(posix.dirname(from), bare);
  else return undefined;
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => `${base}${extension}`),
    ...EXTENSIONS.map((extension) => `${base}/index${extension}`),
    base.replace(/\.js$/, ".ts"),
    base.replace(/\.js$/, ".tsx"),
    base.replace(/\.mjs$/, ".mts"),
  ];
  return candidates.find((candidate) => files.has(candidate));
}

/**
 * The import graph below `root`: each file → the graph files it imports.
 * @param {string} root
 * @returns {Map<string, Set<string>>}
 */
export function importGraph(root) {
  const list = graphFiles(root);
  const files = new Set(list);
  return new Map(
    list.map((file) => {
      const specifiers = importSpecifiers(file, readFileSync(join(root, file), "utf8"));
      const targets = specifiers.map((specifier) => resolveImport(specifier, file, files));
      return [file, new Set(targets.filter((target) => target !== undefined))];
    }),
  );
}

/**
 * The import cycles of a graph: each strongly connected component of more than one file (or a
 * file that imports itself), as one cycle through it, starting at its first file by name.
 * Sorted, so the output is stable.
 * @param {ReadonlyMap<string, ReadonlySet<string>>} graph
 * @returns {string[][]}
 */
export function importCycles(graph) {
  // Tarjan's algorithm, iterative (deep import chains must not overflow the stack).
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const components = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    /** @type {{ node: string; next: Iterator<string> }[]} */
    const work = [];
    const open = (/** @type {string} */ node) => {
      index.set(node, index.size);
      low.set(node, index.get(node) ?? 0);
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (graph.get(node) ?? new Set()).values() });
    };
    open(start);
    while (work.length > 0) {
      const frame = /** @type {{ node: string; next: Iterator<string> }} */ (work.at(-1));
      const step = frame.next.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) open(target);
        else if (onStack.has(target))
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      /** @type {string[]} */
      const component = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = graph.get(frame.node)?.has(frame.node);
      if (component.length > 1 || selfImport) components.push(component);
    }
  }
  return components.map((component) => cycleThrough(graph, component)).sort();
}

/**
 * The shortest cycle from a component's first file back to itself, within the component
 * (breadth first), so a report reads as a path: a → b → c (→ a).
 * @param {ReadonlyMap<string, ReadonlySet<string>>} graph @param {string[]} component
 */
function cycleThrough(graph, component) {
  const members = new Set(component);
  const [first = ""] = [...component].sort();
  /** @type {Map<string, string>} file → the file it was reached from */
  const reachedFrom = new Map();
  const queue = [first];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    for (const target of graph.get(node) ?? []) {
      if (target === first) {
        const path = [node];
        while (path[0] !== first) path.unshift(reachedFrom.get(path[0] ?? "") ?? first);
        return path;
      }
      if (members.has(target) && !reachedFrom.has(target)) {
        reachedFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [first];
}

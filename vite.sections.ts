/**
 * A section module holds its component and what the build checks a content file with: its
 * `schema` (zod), the `part` schema of a part, the `resolve` that joins facts at build time and
 * `takesBody` (app/lib/content/sections.ts). The browser needs only the component, so the
 * browser build removes those exports, and then the code and the imports only they used, as
 * React Router removes a route module's `loader`: no schema, and so no zod, reaches a page's
 * JavaScript. The content checks' module runner (vite.content.ts) does the reverse: it removes
 * the components (the exports named in PascalCase) and what only they used, so the checks load
 * no React code, nor the content a component imports that only the app's plugins can build.
 */
import MagicString from "magic-string";
import { parseAst, type Plugin } from "vite";

/** The exports the browser does not need: app/lib/content/sections.ts reads them in Node. */
export const CHECK_EXPORTS = ["schema", "part", "resolve", "takesBody"] as const;

/** The modules that may hold them: the sections and the kit's components (its parts). */
const MODULES = /\/app\/(sections|components\/kit)\/[^?]*\.tsx?$/;

/** Where schemas are built from: an export built from it is a piece of a schema. */
const ZOD = /^zod(\/|$)/;

/** A module that declares one of them or uses zod (a cheap test before parsing). */
const DECLARES = new RegExp(
  `export\\s+(?:const|let|function)\\s+(?:${CHECK_EXPORTS.join("|")})\\b|from\\s*["']zod`,
);

/** A component's name: PascalCase (not an UPPER_CASE constant). */
const COMPONENT = /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** The names a list of statements declares at its own level (a block's, a function body's). */
function declaredIn(statements: unknown, into: Set<string>) {
  if (!Array.isArray(statements)) return;
  for (const statement of statements as Node[]) {
    if (/^(Variable|Function|Class)Declaration$/.test(statement.type)) {
      for (const name of declared(statement)) into.add(name);
    }
  }
}

/**
 * The names `node` refers to and does not declare itself: identifiers, less the property names
 * (`a.b`, `{ b: 1 }`) and the names a function's parameters or a block's declarations bind
 * within them (a parameter `id` does not use an import `id`). A `var` counts in its block only,
 * which can only find more uses, never fewer: what the removal keeps by.
 */
function namesIn(node: unknown, found: Set<string>, bound: ReadonlySet<string> = new Set()) {
  if (Array.isArray(node)) {
    for (const item of node) namesIn(item, found, bound);
    return found;
  }
  if (!isNode(node)) return found;
  const within = (names: (into: Set<string>) => void) => {
    const inner = new Set(bound);
    names(inner);
    return inner;
  };
  switch (node.type) {
    case "Identifier":
    case "JSXIdentifier":
      if (!bound.has(node.name as string)) found.add(node.name as string);
      return found;
    case "MemberExpression":
    case "JSXMemberExpression":
      namesIn(node.object, found, bound);
      if (node.computed) namesIn(node.property, found, bound);
      return found;
    case "Property":
    case "PropertyDefinition":
    case "MethodDefinition":
      if (node.computed) namesIn(node.key, found, bound);
      return namesIn(node.value, found, bound);
    case "JSXAttribute":
      return namesIn(node.value, found, bound);
    case "LabeledStatement":
      return namesIn(node.body, found, bound);
    case "BreakStatement":
    case "ContinueStatement":
      return found;
    case "FunctionDeclaration":
    case "FunctionExpression":
    case "ArrowFunctionExpression": {
      const inner = within((names) => {
        for (const param of node.params as Node[])
          for (const name of patternNames(param)) names.add(name);
        const id = node.id as Node | null | undefined;
        if (id && node.type === "FunctionExpression") names.add(id.name as string);
        declaredIn((node.body as Node).body, names);
      });
      namesIn(node.params, found, inner);
      return namesIn(node.body, found, inner);
    }
    case "BlockStatement":
    case "StaticBlock":
      return namesIn(
        node.body,
        found,
        within((names) => declaredIn(node.body, names)),
      );
    case "CatchClause": {
      const inner = within((names) => {
        for (const name of patternNames(node.param)) names.add(name);
      });
      return namesIn(node.body, found, inner);
    }
    case "ForStatement":
    case "ForInStatement":
    case "ForOfStatement": {
      const head = (node.init ?? node.left) as Node | null;
      const inner = within((names) => {
        if (head?.type === "VariableDeclaration")
          for (const name of declared(head)) names.add(name);
      });
      for (const key of ["init", "test", "update", "left", "right", "body"]) {
        namesIn(node[key], found, inner);
      }
      return found;
    }
  }
  for (const key in node) {
    if (key !== "type" && key !== "start" && key !== "end") namesIn(node[key], found, bound);
  }
  return found;
}

/** The names a binding pattern declares (`const { a, b: [c] } = …` declares a and c). */
function patternNames(pattern: unknown, found: string[] = []): string[] {
  if (!isNode(pattern)) return found;
  switch (pattern.type) {
    case "Identifier":
      found.push(pattern.name as string);
      break;
    case "ObjectPattern":
      for (const property of pattern.properties as Node[]) {
        patternNames(property.type === "RestElement" ? property.argument : property.value, found);
      }
      break;
    case "ArrayPattern":
      for (const element of pattern.elements as unknown[]) patternNames(element, found);
      break;
    case "RestElement":
      patternNames(pattern.argument, found);
      break;
    case "AssignmentPattern":
      patternNames(pattern.left, found);
      break;
  }
  return found;
}

/** The names a declaration (`const`, `function`, `class`) declares. */
function declared(declaration: Node | null | undefined): string[] {
  if (!declaration) return [];
  if (declaration.type === "VariableDeclaration") {
    return (declaration.declarations as Node[]).flatMap((item) => patternNames(item.id));
  }
  const id = declaration.id as Node | null | undefined;
  return id ? [id.name as string] : [];
}

/** One top-level statement, as the removal sees it. */
interface Statement {
  node: Node;
  /** The names it declares (for an import, its local names). */
  names: string[];
  /** Whether it is an export (kept, unless its names are the ones removed). */
  exported: boolean;
  /** The names it uses, its own left out. */
  uses: Set<string>;
  removed: boolean;
  /** An import's specifiers that are no longer used. */
  unused?: Set<Node>;
  /** An export list's specifiers that stay, when some go. */
  kept?: Node[];
}

/** An identifier's name, or a string literal's (`export { a as "b" }`). */
const nameOf = (node: unknown) => ((node as Node).name ?? (node as Node).value) as string;

function statementOf(node: Node): Statement {
  if (node.type === "ImportDeclaration") {
    const specifiers = node.specifiers as Node[];
    const names = specifiers.map((specifier) => (specifier.local as Node).name as string);
    return { node, names, exported: false, uses: new Set(), removed: false, unused: new Set() };
  }
  const exported =
    node.type === "ExportNamedDeclaration" || node.type === "ExportDefaultDeclaration";
  const declaration = exported ? (node.declaration as Node | null) : node;
  const names = declaration && /Declaration$/.test(declaration.type) ? declared(declaration) : [];
  const uses = namesIn(node, new Set());
  for (const name of names) uses.delete(name);
  return { node, names, exported, uses, removed: false };
}

/** The names the statements still kept use. */
function usedNames(statements: readonly Statement[]): Set<string> {
  const used = new Set<string>();
  for (const statement of statements) {
    if (!statement.removed) for (const name of statement.uses) used.add(name);
  }
  return used;
}

/**
 * Removes from a module (JavaScript, after the TypeScript and JSX transforms) the exports
 * `remove` names, and those built from a module `builtFrom` matches (zod: a piece of schema
 * another section's schema imports, such as an item shape), then the declarations and imports that only they used: only what the module
 * used before and no longer uses (code that was unused already stays, as it was). An import of
 * a module for its effects alone (a stylesheet) stays. Fails if the code kept still refers to a
 * removed export. Returns undefined when the module exports none of them.
 */
export function removeExports(
  code: string,
  remove: (name: string) => boolean,
  id = "module.js",
  builtFrom?: RegExp,
): { code: string; map: ReturnType<MagicString["generateMap"]> } | undefined {
  const program = parseAst(code, { lang: "jsx" }, id) as unknown as { body: Node[] };
  const statements = program.body.map(statementOf);
  const usedBefore = usedNames(statements);
  // The names imported from the modules whose values mark an export as one to remove.
  const marking = new Set(
    statements
      .filter(({ node }) => builtFrom?.test((node.source as Node | undefined)?.value as string))
      .flatMap((statement) => (statement.unused ? statement.names : [])),
  );
  const dropped = new Set<string>();
  for (const statement of statements) {
    if (!statement.exported || statement.node.type !== "ExportNamedDeclaration") continue;
    const built = [...statement.uses].some((name) => marking.has(name));
    const gone = statement.names.filter((name) => built || remove(name));
    if (gone.length === 0) continue;
    if (gone.length < statement.names.length) {
      throw new Error(`${id}: declare ${gone.join(", ")} apart from ${statement.names.join(", ")}`);
    }
    statement.removed = true;
    for (const name of gone) dropped.add(name);
  }
  // `export { Local as Name }`: a name removed, or a local whose declaration is, goes too.
  for (const statement of statements) {
    const { node } = statement;
    if (node.type !== "ExportNamedDeclaration" || node.declaration || node.source) continue;
    const specifiers = node.specifiers as Node[];
    const kept = specifiers.filter(
      (specifier) => !dropped.has(nameOf(specifier.local)) && !remove(nameOf(specifier.exported)),
    );
    if (kept.length === specifiers.length) continue;
    for (const specifier of specifiers) {
      if (!kept.includes(specifier)) dropped.add(nameOf(specifier.exported));
    }
    statement.kept = kept;
    statement.uses = new Set(kept.map((specifier) => nameOf(specifier.local)));
    if (kept.length === 0) statement.removed = true;
  }
  if (dropped.size === 0) return undefined;
  // What became unused goes, until nothing more does (a helper only a removed helper used).
  for (let changed = true; changed;) {
    changed = false;
    const used = usedNames(statements);
    for (const statement of statements) {
      if (statement.removed || statement.exported) continue;
      if (statement.unused) {
        for (const specifier of statement.node.specifiers as Node[]) {
          const name = (specifier.local as Node).name as string;
          if (!statement.unused.has(specifier) && usedBefore.has(name) && !used.has(name)) {
            statement.unused.add(specifier);
            changed = true;
          }
        }
        continue;
      }
      const names = statement.names;
      if (names.length > 0 && names.every((name) => usedBefore.has(name) && !used.has(name))) {
        statement.removed = true;
        changed = true;
      }
    }
  }
  const kept = usedNames(statements);
  const bound = new Set(statements.filter((s) => !s.removed).flatMap((s) => s.names));
  for (const name of dropped) {
    if (kept.has(name) && !bound.has(name)) {
      throw new Error(`${id}: the code the build keeps uses ${name}, which it removes`);
    }
  }
  const output = new MagicString(code);
  const cut = ({ start, end }: Node) => output.remove(start, code[end] === "\n" ? end + 1 : end);
  for (const statement of statements) {
    const { node, unused } = statement;
    if (statement.removed) {
      cut(node);
    } else if (statement.kept) {
      const list = statement.kept.map((specifier) => code.slice(specifier.start, specifier.end));
      output.overwrite(node.start, node.end, `export { ${list.join(", ")} };`);
    } else if (unused && unused.size > 0) {
      const specifiers = (node.specifiers as Node[]).filter((specifier) => !unused.has(specifier));
      if (specifiers.length === 0) {
        cut(node);
        continue;
      }
      const text = (specifier: Node) => code.slice(specifier.start, specifier.end);
      const named = specifiers.filter((specifier) => specifier.type === "ImportSpecifier");
      const clauses = specifiers.filter((specifier) => specifier.type !== "ImportSpecifier");
      const parts = clauses.map(text);
      if (named.length > 0) parts.push(`{ ${named.map(text).join(", ")} }`);
      const source = node.source as Node;
      output.overwrite(
        node.start,
        node.end,
        `import ${parts.join(", ")} from ${code.slice(source.start, node.end)}`,
      );
    }
  }
  return { code: output.toString(), map: output.generateMap({ hires: "boundary", source: id }) };
}

/**
 * The browser build's (and dev server's) section modules without their schemas: the plugin
 * vite.config.ts runs for the client environment only (the prerender checks nothing).
 */
export function sectionsForBrowser(): Plugin {
  return {
    name: "cradlesec:sections-for-browser",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: MODULES, code: DECLARES },
      handler(code, id) {
        return removeExports(
          code,
          (name) => (CHECK_EXPORTS as readonly string[]).includes(name),
          id,
          ZOD,
        );
      },
    },
  };
}

/**
 * The content checks' section modules without their components (vite.content.ts's runner): a
 * check needs a section's schema and resolve, never what it draws.
 */
export function sectionsForChecks(): Plugin {
  return {
    name: "cradlesec:sections-for-checks",
    transform: {
      filter: { id: MODULES },
      handler(code, id) {
        return removeExports(code, (name) => COMPONENT.test(name), id);
      },
    },
  };
}

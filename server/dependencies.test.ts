// @vitest-environment node
// A production install (`npm ci --omit=dev`) has the `dependencies` only: they must be exactly
// the packages the compiled server (build/srv) imports at run time. React, Bootstrap and the rest
// of the site are bundled into build/client by the build, a dev-time step. .ci/run checks the
// same on a real install: `npm ci --omit=dev`, then `npm run serve`.
import { readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { fileURLToPath } from "node:url";

import ts from "typescript";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The files tsc compiles into build/srv, as server/tsconfig.json lists them. */
function serverFiles(): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(`${root}server/tsconfig.json`, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (!parsed) throw new Error("server/tsconfig.json could not be read");
  return parsed.fileNames;
}

/** The packages a file imports at run time (type-only imports are erased by tsc). */
function runtimePackages(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2023);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => !/^[./]/.test(specifier) && !isBuiltin(specifier))
    .map((specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}

it("lists exactly the packages the compiled server imports as dependencies", () => {
  const manifest = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as {
    dependencies: Record<string, string>;
  };
  const imported = new Set(serverFiles().flatMap(runtimePackages));
  expect(imported.size).toBeGreaterThan(0);
  expect(Object.keys(manifest.dependencies).sort()).toEqual([...imported].sort());
});

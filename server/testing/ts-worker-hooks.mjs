// Module hooks that let a worker thread run the server's TypeScript sources directly, as Vitest
// runs the rest of the server: `import "./x.js"` from a .ts file loads x.ts, transpiled with
// TypeScript (types removed, nothing else changed). Used only when the server runs from its
// sources (tests); the build runs the compiled .js files. Registered by ts-worker-register.mjs.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// Every worker thread starts its own hooks: the transpiled files are cached on disk so that only
// the first one pays for loading TypeScript.
const cacheDir = join(tmpdir(), "cradlesec-ts-worker-cache");
let typescript;

export async function resolve(specifier, context, nextResolve) {
  if (context.parentURL?.endsWith(".ts") && /^\.{1,2}\/.*\.js$/.test(specifier)) {
    const url = new URL(specifier, context.parentURL);
    const source = new URL(`${url.href.slice(0, -3)}.ts`);
    if (!existsSync(fileURLToPath(url)) && existsSync(fileURLToPath(source))) {
      return { url: source.href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !url.endsWith(".ts")) return nextLoad(url, context);
  const source = readFileSync(fileURLToPath(url), "utf8");
  const key = createHash("sha256").update(url).update("\0").update(source).digest("hex");
  const cached = join(cacheDir, `${key}.mjs`);
  if (existsSync(cached)) {
    return { format: "module", source: readFileSync(cached, "utf8"), shortCircuit: true };
  }
  typescript ??= (await import("typescript")).default;
  const { outputText } = typescript.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: typescript.ModuleKind.ESNext,
      target: typescript.ScriptTarget.ES2023,
      verbatimModuleSyntax: true,
      sourceMap: false,
    },
  });
  mkdirSync(cacheDir, { recursive: true });
  // Written aside, then renamed: another worker may be reading the same entry.
  const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, outputText);
  renameSync(partial, cached);
  return { format: "module", source: outputText, shortCircuit: true };
}

/**
 * The content plugin: the one call site of the content compiler (app/lib/content/compiler/),
 * which reads and checks every file content.config.ts declares and writes what each produces.
 * Its `config` hook runs it once per process (Vite resolves the config several times in a
 * build), before React Router reads app/routes.ts, for the
 * build, `npm run dev`, `react-router typegen` (which resolves this config) and Vitest alike.
 * The compiler and the checks it imports load through Vite's module runner, with the app's
 * alias; the generated modules are plain files, so the app imports them as any other.
 *
 * In dev, a content file that changes compiles everything again in a fresh runner (so a
 * collection's edit reaches the pages that join it): what changed is rewritten, Vite reloads
 * it, and a mistake goes to the terminal and the error overlay, leaving the last good output.
 */
import { relative, resolve } from "node:path";

import {
  createRunnableDevEnvironment,
  type InlineConfig,
  mergeConfig,
  type Plugin,
  resolveConfig,
  type ViteDevServer,
} from "vite";

import type * as Compiler from "./app/lib/content/compiler/index";
import { sectionsForChecks } from "./vite.sections.ts";
import { sharedResolve } from "./vite.shared.ts";

const ROOT = import.meta.dirname;

const NO_STYLE = "\0content-no-style";

/**
 * A section module holds its schema and its component, which imports its stylesheet: the
 * compiler draws nothing, so there a stylesheet is an empty module (no Sass compiled).
 */
const noStyles: Plugin = {
  name: "cradlesec:content-no-styles",
  enforce: "pre",
  resolveId: (source) => (/\.s?css(\?|$)/.test(source) ? NO_STYLE : undefined),
  load: (id) => (id === NO_STYLE ? "export {};" : undefined),
};

/**
 * The module runner the compiler runs in: the app's alias, no stylesheet compiled, and of each
 * section module its schema without its component (vite.sections.ts).
 */
export const RUNNER: InlineConfig = {
  configFile: false,
  logLevel: "error",
  resolve: sharedResolve,
  plugins: [noStyles, sectionsForChecks()],
};

/**
 * Compiles the content under `root` in a fresh module runner (as Vite's `runnerImport`, kept open
 * while the compiler imports the checks); resolves to the route table.
 */
export async function compile(root = ROOT): Promise<Compiler.RouteTable> {
  const config = await resolveConfig(
    mergeConfig(RUNNER, {
      root: ROOT,
      envDir: false,
      environments: {
        content: {
          consumer: "server",
          dev: { moduleRunnerTransform: true },
          resolve: { external: true, mainFields: [], conditions: ["node"] },
        },
      },
    }),
    "serve",
  );
  const environment = createRunnableDevEnvironment("content", config, {
    runnerOptions: { hmr: { logger: false } },
    hot: false,
  });
  await environment.init();
  try {
    const compiler = await environment.runner.import<typeof Compiler>(
      resolve(ROOT, "app/lib/content/compiler/index.ts"),
    );
    return await compiler.compileContent(root);
  } finally {
    await environment.close();
  }
}

/**
 * The last compile of each tree in this process: Vite resolves the config several times in one
 * build (React Router's checks, the client and the prerender environments), and each file is
 * read and checked once; a content edit in dev compiles again. Kept on the process, not the
 * module: Vite bundles and imports this config afresh each time it resolves it.
 */
const COMPILED = Symbol.for("cradlesec.content.compiled");
const compiled: Map<string, Promise<Compiler.RouteTable>> = ((
  globalThis as { [COMPILED]?: Map<string, Promise<Compiler.RouteTable>> }
)[COMPILED] ??= new Map());
function compileOnce(root: string, again = false): Promise<Compiler.RouteTable> {
  let run = again ? undefined : compiled.get(root);
  if (!run) {
    run = compile(root);
    compiled.set(root, run);
    // A failed compile is not remembered: the next config or edit tries again.
    run.catch(() => compiled.delete(root));
  }
  return run;
}

/** Whether a changed file is content the compiler reads (content/, content.config.ts). */
const isContent = (root: string, file: string) => {
  const path = relative(root, file).split("\\").join("/");
  return path.startsWith("content/") || path === "content.config.ts";
};

export function contentPages(root = ROOT): Plugin {
  let server: ViteDevServer | undefined;
  let failure: Error | undefined;
  const report = (error: Error) => {
    failure = error;
    server?.config.logger.error(error.message);
    server?.ws.send({ type: "error", err: { message: error.message, stack: error.stack ?? "" } });
  };
  return {
    name: "cradlesec:content",
    enforce: "pre",
    async config(_config, { command }) {
      try {
        await compileOnce(root);
      } catch (error) {
        // A build stops on the first mistake; dev starts and shows it (the last good output).
        if (command === "build" || process.env.VITEST) throw error;
        failure = error as Error;
      }
    },
    configureServer(devServer) {
      server = devServer;
      server.ws.on("connection", () => {
        if (failure) report(failure);
      });
    },
    async watchChange(file) {
      if (!isContent(root, file)) return;
      try {
        await compileOnce(root, true);
        failure = undefined;
        server?.ws.send({ type: "full-reload" });
      } catch (error) {
        report(error as Error);
      }
    },
  };
}

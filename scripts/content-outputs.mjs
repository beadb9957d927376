// What the content under a tree produces, from the content layer's own generators: the compiler
// (vite.content.ts `compile`), then the modules the build prerenders the sitemap, the Labs list
// and feeds from, and the search index's documents. No site build: a few seconds on any copy of
// the repository (the editor's tests run it on theirs, issue 45).
//   node scripts/content-outputs.mjs [--root DIR]   prints JSON: { routes, sitemap, labs, rss,
//   jsonFeed, search }
// DIR needs node_modules (a link to this one's is enough).
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import { createRunnableDevEnvironment, mergeConfig, resolveConfig } from "vite";

import { compile, RUNNER } from "../vite.content.ts";
import { compiledContent, sitemapPages } from "./content-data.mjs";
import { pageDocuments } from "./search-index.mjs";

/**
 * @param {string} root the repository
 */
export async function contentOutputs(root) {
  const table = await compile(root);
  // The app's modules of that tree (its `~`), so they import the data just written there.
  const config = await resolveConfig(
    mergeConfig(RUNNER, {
      root,
      resolve: { alias: { "~": join(root, "app") } },
      envDir: false,
      environments: {
        outputs: {
          consumer: "server",
          dev: { moduleRunnerTransform: true },
          resolve: { external: true, mainFields: [], conditions: ["node"] },
        },
      },
    }),
    "serve",
  );
  const environment = createRunnableDevEnvironment("outputs", config, {
    runnerOptions: { hmr: { logger: false } },
    hot: false,
  });
  await environment.init();
  try {
    /** @param {string} file */
    const body = async (file) => {
      const route = await environment.runner.import(join(root, file));
      return (await route.loader()).text();
    };
    const { labEntries } = await environment.runner.import(
      join(root, "app/content/labs-entries.ts"),
    );
    const content = await compiledContent(root);
    return {
      routes: {
        pages: table.pages.map(([path]) => path),
        templates: table.templates.map(([path]) => path),
        labs: table.labs.map(([path]) => path),
      },
      titles: Object.fromEntries(
        [...content.pages, ...content.templates, ...content.labs].map((page) => [
          page.path,
          page.title,
        ]),
      ),
      sitemap: await body("app/routes/seo/sitemap.ts"),
      labs: labEntries.map((/** @type {{ href: string }} */ entry) => entry.href),
      rss: await body("app/routes/company/labs-rss.ts"),
      jsonFeed: JSON.parse(await body("app/routes/company/labs-json-feed.ts")),
      search: [
        ...new Set(sitemapPages(content).flatMap((page) => pageDocuments(page).map((d) => d.path))),
      ],
    };
  } finally {
    await environment.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { root: { type: "string" } } });
  const outputs = await contentOutputs(resolve(values.root ?? process.cwd()));
  process.stdout.write(`${JSON.stringify(outputs, null, 2)}\n`);
}

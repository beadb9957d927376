// The plugins of the /admin/ build (vite.admin.config.ts; decision 0033): the editor's
// configuration, generated at build time from the content declaration and the schemas.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type Plugin, runnerImport } from "vite";

import type * as Preview from "./app/lib/content/editor/preview-routes.ts";
import type * as Site from "./app/lib/content/editor/site.ts";
import { RUNNER } from "./vite.content.ts";

/** The module main.ts imports the configuration from. */
export const EDITOR_CONFIG_MODULE = "virtual:cradlesec/editor-config";

/**
 * `virtual:cradlesec/editor-config`: `{ config, configured }`, made in Node from
 * siteSveltiaConfig() with the forge of the build's environment (EDITOR_*). Writes the origins the
 * forge needs to `policyFile`, which the server's and the deploy files' CSP of /admin/ read.
 */
export function editorConfig(policyFile: string, env: NodeJS.ProcessEnv = process.env): Plugin {
  const resolved = `\0${EDITOR_CONFIG_MODULE}`;
  let made: ReturnType<typeof Site.siteSveltiaConfig> | undefined;
  return {
    name: "cradlesec:editor-config",
    // Made before the bundler starts: its import of the schemas goes through a module runner
    // whose every request waits on this process's event loop, which the bundling would share.
    async buildStart() {
      const site = await runnerImport<typeof Site>("app/lib/content/editor/site.ts", RUNNER);
      made = site.module.siteSveltiaConfig(env);
    },
    resolveId: (id) => (id === EDITOR_CONFIG_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      if (!made) throw new Error("editor-config: the configuration was not made at buildStart");
      const { forge, config } = made;
      this.info(
        forge.configured
          ? `forge ${forge.forge} ${String(forge.backend.repo)}, ${forge.publishMode ?? "direct commits"}`
          : "no forge configured (EDITOR_FORGE): local editing only",
      );
      return `export default ${JSON.stringify({ config, configured: forge.configured })};`;
    },
    writeBundle() {
      if (!made) throw new Error("editor-config: the configuration was never imported");
      mkdirSync(dirname(policyFile), { recursive: true });
      writeFileSync(policyFile, `${JSON.stringify(made.forge.origins, null, 2)}\n`);
    },
  };
}

/**
 * The fonts Sveltia CMS's stylesheet names on jsDelivr. Its npm build also ships them (in
 * npm/assets/, registered with `document.fonts` at start), but the `@font-face` rules of its
 * run-time `<style>` still point at the CDN, so a browser asks jsDelivr too (and the CSP then
 * refuses it). By file: the CDN URL and the file of the npm build that holds the same font.
 */
export const SVELTIA_CDN_FONTS = [
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    local: /assets\/source-sans-3-latin-wght-normal-[\w-]+\.woff2/g,
  },
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2",
    local: /assets\/noto-mono-latin-400-normal-[\w-]+\.woff2/g,
  },
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    local: /assets\/material-symbols-outlined-latin-wght-normal-[\w-]+\.woff2/g,
  },
];

/**
 * Sveltia's npm build with its stylesheet's font URLs on this origin: each jsDelivr URL (in a
 * template literal) becomes `${new URL("assets/…woff2", import.meta.url).href}`, the file of the
 * package that the build already emits under /admin/assets/. Throws unless each URL and file is
 * found exactly once, so that an upgrade of Sveltia that moves them fails the build rather than
 * going back to the CDN.
 */
export function sveltiaFontsFromHere(code: string): string {
  let out = code;
  for (const { cdn, local } of SVELTIA_CDN_FONTS) {
    const files = new Set([...code.matchAll(local)].map(([file]) => file));
    const uses = out.split(cdn).length - 1;
    if (files.size !== 1 || uses !== 1) {
      throw new Error(
        `sveltia-fonts: expected one ${cdn} and one file for it in @sveltia/cms, found ${uses} ` +
          `and ${files.size}: check the new release's fonts (vite.admin.ts)`,
      );
    }
    const [file] = files;
    out = out.replace(cdn, `\${new URL(${JSON.stringify(file)}, import.meta.url).href}`);
  }
  return out;
}

const SVELTIA_NPM_ENTRY = /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/;

/** sveltiaFontsFromHere() on Sveltia's module, before Vite emits the files it names. */
export function sveltiaFonts(): Plugin {
  let seen = false;
  return {
    name: "cradlesec:sveltia-fonts",
    enforce: "pre",
    transform(code, id) {
      if (!SVELTIA_NPM_ENTRY.test(id.split("?")[0] ?? "")) return undefined;
      seen = true;
      return { code: sveltiaFontsFromHere(code), map: null };
    },
    buildEnd(error) {
      if (!error && !seen) this.error("sveltia-fonts: @sveltia/cms/npm/index.js was not bundled");
    },
  };
}

/** The module the preview imports the site from: `site`, its pages, layouts and collections. */
export const PREVIEW_SITE_MODULE = "virtual:cradlesec/preview-site";

const PREVIEW_COLLECTION = "\0cradlesec:preview-collection:";

/**
 * The editor's preview of the site (app/admin/preview.tsx, decision 0033):
 * `virtual:cradlesec/preview-site`, the site's pages with their layouts and the YAML collections
 * each draws (app/lib/content/editor/preview-routes.ts, from app/routes.ts and the code's
 * imports); and every import of a collection's generated module (app/content/generated/<name>.ts)
 * answered by a module that gives `edited(name, value)` (app/admin/preview-edits.ts) in its
 * place, so that the preview page can load the site's modules with a collection as it is being
 * typed. Elsewhere in the editor `edited` gives the built value.
 */
export function previewSite(project: string): Plugin {
  const resolved = `\0${PREVIEW_SITE_MODULE}`;
  const edits = `${project}app/admin/preview-edits.ts`;
  let site: Preview.PreviewSite | undefined;
  let modules = new Map<string, { name: string; components: boolean }>();
  return {
    name: "cradlesec:preview-site",
    // Before Vite's own resolver, which would answer the imports of generated modules first.
    enforce: "pre",
    // Before any module: a hook that waits on the module runner while the bundler's threads wait
    // on it would leave the runner none.
    async buildStart() {
      const [{ module: preview }, { module: config }] = await Promise.all([
        runnerImport<typeof Preview>("app/lib/content/editor/preview-routes.ts", RUNNER),
        runnerImport<{ default: RouteConfigEntry[] }>("app/routes.ts", RUNNER),
      ]);
      site = preview.previewSite(project, config.default);
      modules = new Map(preview.generatedCollections(project).map((c) => [c.file, c]));
    },
    async resolveId(source, importer, options) {
      if (source === PREVIEW_SITE_MODULE) return resolved;
      if (!source.includes("generated/") || !importer || importer.startsWith(PREVIEW_COLLECTION)) {
        return undefined;
      }
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      const collection = found && modules.get(found.id);
      return collection ? `${PREVIEW_COLLECTION}${collection.name}` : undefined;
    },
    load(id) {
      if (id === resolved) {
        if (!site) throw new Error("preview-site: the site's routes were never read");
        return `export const site = ${JSON.stringify(site)};`;
      }
      if (!id.startsWith(PREVIEW_COLLECTION)) return undefined;
      const name = id.slice(PREVIEW_COLLECTION.length);
      const collection = [...modules.entries()].find(([, c]) => c.name === name);
      if (!collection) throw new Error(`preview-site: no collection ${name}`);
      const [file, { components }] = collection;
      return [
        `import { ${name} as built } from ${JSON.stringify(file)};`,
        `import { edited } from ${JSON.stringify(edits)};`,
        `export const ${name} = edited(${JSON.stringify(name)}, built, ${String(components)});`,
        ``,
      ].join("\n");
    },
  };
}

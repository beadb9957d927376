// The browser editor at /admin/ (decision 0033), built apart from the site: `vite build
// --config vite.admin.config.ts` (a step of scripts/build.mjs) writes build/client/admin/, its
// assets hashed under /admin/assets/. No page of the site links to it or loads any of it.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vite";

import { EDITOR_DIR, EDITOR_POLICY } from "./scripts/build-paths.mjs";
import { editorConfig, previewSite, sveltiaFonts } from "./vite.admin.ts";
import { contentPages } from "./vite.content.ts";
import { sassOptions, sharedDefine, sharedResolve } from "./vite.shared.ts";

const root = fileURLToPath(new URL("./app/admin/", import.meta.url));
const project = fileURLToPath(new URL("./", import.meta.url));
// The preview page Sveltia's preview frame loads (/admin/preview.html), once it exists.
const preview = `${root}preview.html`;

export default defineConfig({
  root,
  base: "/admin/",
  publicDir: false,
  envDir: false,
  // The content modules the configuration reads (app/content/generated/), written as the site's
  // build writes them, so that this build also runs on its own.
  plugins: [
    contentPages(),
    editorConfig(`${project}${EDITOR_POLICY}`),
    sveltiaFonts(),
    previewSite(project),
  ],
  resolve: sharedResolve,
  define: sharedDefine,
  css: { preprocessorOptions: { scss: sassOptions } },
  logLevel: "warn",
  build: {
    // scripts/build.mjs builds it beside the site, in a folder of its own (EDITOR_OUT_DIR).
    outDir: process.env.EDITOR_OUT_DIR ?? `${project}${EDITOR_DIR}`,
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Sveltia alone is 2 MB of JavaScript; the editor is not a visitor's page.
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      input: { index: `${root}index.html`, ...(existsSync(preview) ? { preview } : {}) },
    },
  },
});

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin, runnerImport } from "vite";

import type * as Routes from "./app/routes.ts";
import { shellChunk } from "./vite.chunks.ts";
import { contentPages, RUNNER } from "./vite.content.ts";
import { fontSubset } from "./vite.fonts.ts";
import { importWithoutPreload } from "./vite.lazy.ts";
import { siteLocale } from "./vite.locale.ts";
import { sectionsForBrowser } from "./vite.sections.ts";
import { sassOptions, sharedDefine, sharedResolve } from "./vite.shared.ts";

/**
 * The prerender's build compiles no Sass: its stylesheets are thrown away (React Router links
 * the browser build's CSS in the HTML and removes the server build when `ssr` is false), and
 * compiling the ~100 partials a second time was a third of the cold build.
 */
const noStylesInPrerender: Plugin = {
  name: "cradlesec:no-styles-in-prerender",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "ssr",
  load: (id) => (/\.scss(\?|$)/.test(id) ? "" : undefined),
};

export default defineConfig({
  plugins: [
    fontSubset(),
    contentPages(),
    reactRouter(),
    noStylesInPrerender,
    // A section module's schema and build-time joins stay out of the browser (zod with them).
    sectionsForBrowser(),
    siteLocale(),
    // The bare template layout is a variant of the template layout: what they share (the
    // template shell and its styles) goes to their group, not to the shell company pages load.
    // The root's error page loads when a route fails, without Vite's preload helper.
    importWithoutPreload(["components/error-page-lazy.tsx"]),
    shellChunk(
      async () => (await runnerImport<typeof Routes>("app/routes.ts", RUNNER)).module.default,
      {
        families: [["layouts/template-layout.tsx", "layouts/template-bare-layout.tsx"]],
      },
    ),
  ],
  resolve: sharedResolve,
  define: sharedDefine,
  css: { preprocessorOptions: { scss: sassOptions } },
  build: { assetsInlineLimit: 0 },
});

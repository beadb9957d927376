import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

import { shellChunk } from "./vite.chunks.ts";
import { sassOptions, sharedDefine, sharedResolve } from "./vite.shared.ts";

/** What the browser build imports in place of each React entry point (decision 0007). */
export const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

/**
 * The browser bundle runs on preact/compat; the prerender keeps React, so every page's HTML is
 * React's (decision 0007). A resolveId hook rather than `resolve.alias`, because Vite shares
 * aliases across environments and the prerender (ssr environment) must keep real React.
 * Build only: in dev, Vite pre-bundles react-router against React before plugins run, so dev
 * stays on React (with its hydration warnings).
 */
function preactInBrowserBuild(): Plugin {
  return {
    name: "cradlesec:preact-in-browser-build",
    apply: "build",
    enforce: "pre",
    // Read by app/entry.client.tsx only, which exists only in the browser bundle.
    config: () => ({ define: { __PREACT__: "true" } }),
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(id, importer, options) {
      const target = PREACT_FOR_REACT[id];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [
    preactInBrowserBuild(),
    reactRouter(),
    shellChunk(["root.tsx", "layouts/site-layout.tsx"]),
  ],
  resolve: sharedResolve,
  define: sharedDefine,
  css: { preprocessorOptions: { scss: sassOptions } },
  build: { assetsInlineLimit: 0 },
});

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

import routes from "./app/routes.ts";
import { shellChunk } from "./vite.chunks.ts";
import { sassOptions, sharedDefine, sharedResolve } from "./vite.shared.ts";

export default defineConfig({
  plugins: [
    reactRouter(),
    // The bare template layout is a variant of the template layout: what they share (the
    // template shell and its styles) goes to their group, not to the shell company pages load.
    shellChunk(routes, {
      families: [["layouts/template-layout.tsx", "layouts/template-bare-layout.tsx"]],
    }),
  ],
  resolve: sharedResolve,
  define: sharedDefine,
  css: { preprocessorOptions: { scss: sassOptions } },
  build: { assetsInlineLimit: 0 },
});

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

import routes from "./app/routes.ts";
import { shellChunk } from "./vite.chunks.ts";
import { sassOptions, sharedDefine, sharedResolve } from "./vite.shared.ts";

export default defineConfig({
  plugins: [reactRouter(), shellChunk(routes)],
  resolve: sharedResolve,
  define: sharedDefine,
  css: { preprocessorOptions: { scss: sassOptions } },
  build: { assetsInlineLimit: 0 },
});

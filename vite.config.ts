import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

import { sassOptions, sharedDefine, sharedResolve } from "./vite.shared.ts";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: sharedResolve,
  define: sharedDefine,
  css: { preprocessorOptions: { scss: sassOptions } },
  build: { assetsInlineLimit: 0 },
});

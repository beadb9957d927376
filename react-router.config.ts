import type { Config } from "@react-router/dev/config";

import { NOT_FOUND_PATH } from "./app/lib/paths.ts";

export default {
  ssr: false,
  // Opt in to the v8 behaviours now, so the upgrade changes nothing (and builds stay quiet).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every static route becomes its own HTML file; the not-found page is
  // prerendered once and served by the server with a real 404 status.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), NOT_FOUND_PATH];
  },
} satisfies Config;

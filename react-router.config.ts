import type { Config } from "@react-router/dev/config";

import { NOT_FOUND_PATH } from "./app/lib/paths.ts";

export default {
  ssr: false,
  // Every static route becomes its own HTML file; the not-found page is
  // prerendered once and served by the server with a real 404 status.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), NOT_FOUND_PATH];
  },
} satisfies Config;

import type { Config } from "@react-router/dev/config";

import site from "../../react-router.config.ts";

// The framework floor (`npm run perf`): the smallest React Router app built like the site
// (framework mode, ssr: false, the site's future flags, prerendered), so the site's JS reads
// as floor + own code.
export default {
  ssr: false,
  future: site.future,
  prerender: ["/"],
} satisfies Config;

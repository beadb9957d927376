import type { Config } from "@react-router/dev/config";

// The framework floor (`npm run perf`): the smallest React Router app built like the site
// (framework mode, ssr: false, prerendered), so the site's JS reads as floor + own code.
export default {
  ssr: false,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  prerender: ["/"],
} satisfies Config;

import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The ONE route table. One route() per line, grouped by banner comments. Every static path
// here is prerendered to its own HTML file (react-router.config.ts).
export default [
  // ── Root: redirects to /home, or /shadowcradle on the product's own domain ──
  index("routes/root-redirect.tsx"),

  layout("layouts/site-layout.tsx", [
    // ── Company pages ──
    route("home", "routes/company/home.tsx"),
    route("coming-soon", "routes/company/coming-soon.tsx"),

    // ── Not found (prerendered at /404, served with a 404 status) ──
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;

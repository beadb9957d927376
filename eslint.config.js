import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Carousels take Embla through ~/hooks/use-embla (see the rule below). */
const emblaImport = {
  name: "embla-carousel-react",
  message: "Use useEmbla from ~/hooks/use-embla (it keeps hydration's effects apart).",
};

/** What app/lib, the layer below sections and components, may not import. */
const aboveLib = {
  regex: "^(~/|(\\.\\./)+)(sections|components)(/|$)",
  message:
    "app/lib is below sections and components: take the type from a schema (z.infer), or move the code up.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "perf/",
      "data/",
      // React Router's output, captured as it is (scripts/capture-build-fixture.mjs).
      "server/testing/react-router-build/",
      // Route modules generated from content/pages (app/content-routes.ts).
      "app/routes/pages/",
      "app/routes/labs-entries/",
      "app/routes/templates/",
      // Modules written from content/*.yaml (app/content-collections.ts).
      "app/content/generated/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    // A pure-JS import sorter: native resolver bindings are missing from this registry,
    // which breaks `npm ci` (see docs/decisions/0004-lockfile.md).
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "simple-import-sort/imports": [
        "error",
        { groups: [["^node:"], ["^@?\\w"], ["^~/"], ["^\\.\\.", "^\\."], ["^.+\\.s?css$"]] },
      ],
      "simple-import-sort/exports": "error",
      "no-duplicate-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `import { type X } from "m"` keeps `import "m"` for its effects (verbatimModuleSyntax):
      // a section's schema vocabulary would then reach the browser (vite.sections.ts).
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Embla's hook sets its viewport in the commit, which makes React run every effect of the
    // hydration at once; carousels take it through hooks/use-embla.ts, which sets it in a
    // transition.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/hooks/use-embla.ts", "app/hooks/use-embla.test.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [emblaImport] }],
    },
  },
  {
    // The layers: routes and layouts → sections → components and hooks → app/lib, each importing
    // only those below it, so app/lib imports no section or component. Not yet held: by the
    // section library and the compiler's tests, which stay in app/lib/content until issue 43
    // moves the content compiler beside the routes; nor for content data, which app/lib still
    // reads in places (issue 43 takes it out step by step).
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/content/sections.ts", "app/lib/content/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [emblaImport], patterns: [aboveLib] }],
    },
  },
  {
    // The vocabulary content schemas are built from (fields, icon names, collection helpers):
    // the bottom of the content layer. It imports packages and its own modules only, never
    // content data, sections, components or the compiler above it, so any schema can use it;
    // what it needs of the site (the brand) is passed in.
    files: ["app/lib/content/vocab/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [emblaImport],
          patterns: [
            {
              regex: "^(~|\\.\\.)/",
              message:
                "The content vocabulary imports packages and ./ modules only: pass what it needs of the site as a parameter.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their callback `use`, which the hooks rule mistakes for React's.
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);

// Where the build writes what the server and scripts read. One place, so they agree.
export const CLIENT_DIR = "build/client";
export const CSP_MANIFEST = "build/csp-manifest.json";
export const SERVER_ENTRY = "build/srv/server/index.js";
/** Static hosting: nginx.conf, _headers, _redirects (server/deploy-cli.ts, decision 0021). */
export const DEPLOY_DIR = "build/deploy";
export const DEPLOY_CLI = "build/srv/server/deploy-cli.js";
/** The site search index (scripts/search-index.mjs, server/search.ts; decision 0025). */
export const SEARCH_INDEX = "build/search.sqlite";
/** The browser editor's build (vite.admin.config.ts), served at /admin/ (decision 0033). */
export const EDITOR_DIR = "build/client/admin";
/** The origins /admin/'s CSP lets the editor reach: its forge's (server/editor-policy.ts). */
export const EDITOR_POLICY = "build/editor-policy.json";

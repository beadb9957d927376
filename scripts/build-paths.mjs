// Where the build writes what the server and scripts read. One place, so they agree.
export const CLIENT_DIR = "build/client";
export const CSP_MANIFEST = "build/csp-manifest.json";
export const SERVER_ENTRY = "build/srv/server/index.js";

// How the byte budgets count an asset: gzip -9 of the built file. Shared by `npm run perf` and
// the browser test that holds /home's budget on every `npm test`, so both count alike.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { CLIENT_DIR } from "./build-paths.mjs";

/**
 * gzip -9 bytes of a built asset, by its URL pathname (e.g. "/assets/root-1.js").
 * @param {string} pathname @param {string} [clientDir]
 */
export function gzipAssetBytes(pathname, clientDir = CLIENT_DIR) {
  return gzipSync(readFileSync(join(clientDir, pathname)), { level: 9 }).length;
}

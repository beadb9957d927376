/** gzip -9 bytes of a built asset, by its URL pathname (e.g. "/assets/root-1.js"). */
export function gzipAssetBytes(pathname: string, clientDir?: string): number;

// Static hosting files for the build this file belongs to (build/srv/server/deploy-cli.js):
//   write DIR   nginx.conf (listen 80, root build/client, API at 127.0.0.1:3000), _headers,
//               _redirects and 404.html into DIR (`npm run build` writes build/deploy)
//   nginx       print the nginx configuration (`npm run deploy:nginx`):
//     --listen ADDR          port or address:port for plain HTTP (repeatable; default 80)
//     --root DIR             where build/client is deployed (default: this build's)
//     --api ADDR             address:port of the Node server for /api/ (default 127.0.0.1:3000)
//     --tls-listen ADDR      port or address:port for TLS ended by nginx (repeatable), with
//     --certificate FILE --certificate-key FILE
//     --state-dir DIR        pid, logs and temporary files there (to run nginx unprivileged)
//     --brotli-module FILE   load nginx's brotli_static module and send the .br files too
//                            (Debian: /usr/lib/nginx/modules/ngx_http_brotli_static_module.so)
// SHADOWCRADLE_HOSTS is read as the server reads it.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { site } from "../app/content/generated/site.js";
import { parseHosts } from "../app/lib/host-redirect.js";
import {
  cdnHeaders,
  cdnHeadersProblems,
  cdnRedirects,
  describeSite,
  nginxConfig,
  type NginxOptions,
  type StaticSite,
} from "./static-hosting.js";

const buildDir = fileURLToPath(new URL("../../", import.meta.url));
const clientDir = join(buildDir, "client");

export const DEFAULT_NGINX_OPTIONS: NginxOptions = {
  listen: ["80"],
  root: clientDir,
  api: "127.0.0.1:3000",
};

function readSite(): StaticSite {
  return describeSite(
    clientDir,
    join(buildDir, "csp-manifest.json"),
    parseHosts(process.env.SHADOWCRADLE_HOSTS, site.shadowCradleDefaultHosts),
  );
}

function nginxOptions(args: string[]): NginxOptions {
  const { values } = parseArgs({
    args,
    options: {
      listen: { type: "string", multiple: true },
      root: { type: "string" },
      api: { type: "string" },
      "tls-listen": { type: "string", multiple: true },
      certificate: { type: "string" },
      "certificate-key": { type: "string" },
      "state-dir": { type: "string" },
      "brotli-module": { type: "string" },
    },
  });
  const address = /^[\w.:[\]-]+$/;
  for (const value of [...(values.listen ?? []), ...(values["tls-listen"] ?? []), values.api]) {
    if (value !== undefined && !address.test(value)) throw new Error(`not an address: ${value}`);
  }
  const tlsListen = values["tls-listen"] ?? [];
  if (tlsListen.length > 0 && (!values.certificate || !values["certificate-key"])) {
    throw new Error("--tls-listen needs --certificate and --certificate-key");
  }
  return {
    listen: values.listen ?? (tlsListen.length > 0 ? [] : DEFAULT_NGINX_OPTIONS.listen),
    root: values.root ? resolve(values.root) : DEFAULT_NGINX_OPTIONS.root,
    api: values.api ?? DEFAULT_NGINX_OPTIONS.api,
    ...(tlsListen.length > 0
      ? {
          tls: {
            listen: tlsListen,
            certificate: resolve(values.certificate!),
            certificateKey: resolve(values["certificate-key"]!),
          },
        }
      : {}),
    ...(values["state-dir"] ? { stateDir: resolve(values["state-dir"]) } : {}),
    ...(values["brotli-module"] ? { brotliModule: resolve(values["brotli-module"]) } : {}),
  };
}

function write(dir: string): void {
  const described = readSite();
  mkdirSync(dir, { recursive: true });
  const headers = cdnHeaders(described);
  writeFileSync(join(dir, "nginx.conf"), nginxConfig(described, DEFAULT_NGINX_OPTIONS));
  writeFileSync(join(dir, "_headers"), headers);
  writeFileSync(join(dir, "_redirects"), cdnRedirects(described));
  copyFileSync(join(clientDir, described.notFound.file), join(dir, "404.html"));
  console.log(
    `deploy: ${dir}: nginx.conf, _headers, _redirects, 404.html ` +
      `(${described.served.length} URLs, ${described.canonicalRedirects.length} canonical redirects)`,
  );
  for (const problem of cdnHeadersProblems(headers)) console.warn(`deploy: _headers: ${problem}`);
}

const [command, ...args] = process.argv.slice(2);
if (command === "write" && args[0]) {
  write(resolve(args[0]));
} else if (command === "nginx") {
  process.stdout.write(nginxConfig(readSite(), nginxOptions(args)));
} else {
  console.error("usage: deploy-cli.js write DIR | nginx [--listen ADDR] [--root DIR] [--api ADDR]");
  process.exit(2);
}

// The prerendered site without the Node server in front of it: from the build (the files the
// server serves, the CSP manifest) and the server's own header code, the configuration of nginx
// in front of the API, and the `_headers` and `_redirects` files Netlify and Cloudflare Pages
// read. No header value is written here: each comes from security-headers.ts, file-policy.ts or
// host-redirect.ts, as the server sends it (decision 0021).
import { normaliseHostname, rootRedirectTarget } from "../app/lib/host-redirect.js";
import { NOT_FOUND_PATH } from "../app/lib/paths.js";
import { SEARCH_PATH } from "../app/lib/search.js";
import { loadBuildOutput } from "./build-output.js";
import {
  EDITOR_PREVIEW,
  EDITOR_ROOT,
  editorContentSecurityPolicy,
  editorSecurityHeaders,
  NO_FORGE,
} from "./editor-policy.js";
import {
  CACHE_REVALIDATE,
  cachePolicy,
  canonicalPath,
  ENCODING_VARY,
  fileContentType,
  isCrossOriginReadable,
  ROOT_VARY,
} from "./file-policy.js";
import {
  contentSecurityPolicy,
  CROSS_ORIGIN_READABLE_HEADERS,
  STATIC_SECURITY_HEADERS,
  TLS_ONLY_HEADERS,
  withTlsDirective,
} from "./security-headers.js";
import { servedFiles } from "./served-files.js";

/** One URL the server answers with a file, and what it sends with it. */
export interface ServedUrl {
  /** URL path: "/home", "/assets/app-1.js". */
  path: string;
  /** The file below the client directory, posix separators: "home/index.html". */
  file: string;
  /** Content-Security-Policy over plain HTTP (withTlsDirective gives the TLS one). */
  csp: string;
  cacheControl: string;
  contentType: string;
  /** Set for HTML pages. */
  page: boolean;
  /** Readable from other sites: CROSS_ORIGIN_READABLE_HEADERS (isCrossOriginReadable). */
  crossOrigin: boolean;
  /** A file of the browser editor (/admin/): editor-policy.ts's CSP and headers. */
  editor: boolean;
  /** Every security header but the CSP and the TLS-only ones, as the server sends them. */
  headers: Record<string, string>;
}

export interface StaticSite {
  /** Every URL answered 200 with a file, sorted by path. */
  served: ServedUrl[];
  /** The page every unknown URL gets, with status 404. */
  notFound: ServedUrl;
  /** One URL per page: "/home/" → "/home" (301), sorted by source. */
  canonicalRedirects: { from: string; to: string }[];
  /** "/" → by Host (302): the default target, and the hostnames that lead elsewhere. */
  root: { fallback: string; hosts: { host: string; target: string }[] };
  /** The policy of every response that is not a page. */
  defaultCsp: string;
  /** The editor's policies (/admin/ and its preview page), when the build has it. */
  editor?: { csp: string; previewCsp: string };
}

/** The headers a response gets by whether other sites may read it (CORP; CORS when open). */
const crossOriginHeaders = (url: { crossOrigin: boolean }): Record<string, string> =>
  url.crossOrigin
    ? { ...CROSS_ORIGIN_READABLE_HEADERS }
    : { "cross-origin-resource-policy": STATIC_SECURITY_HEADERS["cross-origin-resource-policy"]! };

/** The security headers every response shares: all but CORP, which crossOriginHeaders sets. */
const SHARED_SECURITY_HEADERS = Object.fromEntries(
  Object.entries(STATIC_SECURITY_HEADERS).filter(
    ([name]) => !(name in CROSS_ORIGIN_READABLE_HEADERS),
  ),
);

/** What the server would send for each URL of the build at `clientDir` (see app.ts). */
export function describeSite(
  clientDir: string,
  cspManifestPath: string,
  shadowCradleHosts: readonly string[],
): StaticSite {
  const build = loadBuildOutput(clientDir, cspManifestPath);
  const editorOrigins = build.editor ?? NO_FORGE;
  const describe = (path: string, file: string, page?: string, editor = false): ServedUrl => {
    const crossOrigin = isCrossOriginReadable(path);
    return {
      path,
      file,
      csp: editor
        ? editorContentSecurityPolicy(editorOrigins, path)
        : contentSecurityPolicy(page === undefined ? [] : build.scriptHashes.get(page)),
      cacheControl: cachePolicy(file),
      contentType: fileContentType(file),
      page: page !== undefined,
      crossOrigin,
      editor,
      headers: {
        ...STATIC_SECURITY_HEADERS,
        ...(crossOrigin ? CROSS_ORIGIN_READABLE_HEADERS : {}),
        ...(editor ? editorSecurityHeaders(path) : {}),
      },
    };
  };
  const files = servedFiles(build.files);
  const served = [...files]
    .map(([path, { file, page, editor }]) => describe(path, file, page, editor))
    .sort((a, b) => (a.path < b.path ? -1 : 1));

  // A folder's listing ("/.well-known/csaf/white/") is its own canonical URL.
  const pages = served.filter((url) => url.page && !url.path.endsWith("/")).map((url) => url.path);
  const canonicalRedirects = ["/", ...pages]
    .flatMap((page) =>
      (page === "/" ? ["/index.html"] : [`${page}/`, `${page}/index.html`]).map((from) => {
        if (canonicalPath(from) !== page) {
          throw new Error(`static hosting: canonicalPath(${from}) is not ${page}`);
        }
        return { from, to: page };
      }),
    )
    .sort((a, b) => (a.from < b.from ? -1 : 1));

  const fallback = rootRedirectTarget("", shadowCradleHosts);
  const hostnames = shadowCradleHosts.flatMap((host) => {
    const name = normaliseHostname(host);
    return [name, `www.${name}`];
  });
  const hosts = [...new Set(hostnames)]
    .map((host) => ({ host, target: rootRedirectTarget(host, shadowCradleHosts) }))
    .filter(({ target }) => target !== fallback);

  return {
    served,
    notFound: describe(NOT_FOUND_PATH, `${NOT_FOUND_PATH.slice(1)}/index.html`, NOT_FOUND_PATH),
    canonicalRedirects,
    root: { fallback, hosts },
    defaultCsp: contentSecurityPolicy(),
    ...(build.editor
      ? {
          editor: {
            csp: editorContentSecurityPolicy(editorOrigins, EDITOR_ROOT),
            previewCsp: editorContentSecurityPolicy(editorOrigins, EDITOR_PREVIEW),
          },
        }
      : {}),
  };
}

/** "x-content-type-options" → "X-Content-Type-Options". */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash, c) => dash + c.toUpperCase());

/** A double-quoted nginx string; refuses what nginx would read as a variable or an escape. */
function quote(value: string): string {
  if (/["\\$\p{Cc}]/u.test(value)) throw new Error(`static hosting: cannot quote ${value}`);
  return `"${value}"`;
}

/** A URL path safe as a location or map key, and as a Location nginx sends unencoded. */
function urlPath(path: string): string {
  if (!/^\/[A-Za-z0-9/._~-]*$/.test(path)) throw new Error(`static hosting: unsafe path ${path}`);
  return path;
}

export interface NginxOptions {
  /** `listen` for plain HTTP: a port or address:port ("8080", "127.0.0.1:8080"). */
  listen: string[];
  /** `listen … ssl`, with its certificate, for TLS ended at nginx. */
  tls?: { listen: string[]; certificate: string; certificateKey: string };
  /** The directory holding the client build (build/client). */
  root: string;
  /** address:port of the Node server that answers /api/. */
  api: string;
  /**
   * A directory for nginx's pid, logs and temporary files, to run it unprivileged (the tests);
   * default: nginx's own.
   */
  stateDir?: string;
  /**
   * The brotli_static module to load (Debian: libnginx-mod-http-brotli-static,
   * /usr/lib/nginx/modules/ngx_http_brotli_static_module.so), to send the build's .br files too.
   */
  brotliModule?: string;
}

const TLS_CSP_SUFFIX = (() => {
  const plain = contentSecurityPolicy();
  const tls = withTlsDirective(plain);
  if (!tls.startsWith(plain)) throw new Error("withTlsDirective must only append to the policy");
  return tls.slice(plain.length);
})();

/** The most frequent value of `key` among `items`. */
function mostFrequent<T>(items: readonly T[], key: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? "";
}

const extension = (file: string) => {
  const name = file.slice(file.lastIndexOf("/") + 1);
  return name.includes(".") ? name.slice(name.lastIndexOf(".") + 1) : "";
};

/** "text/css; charset=utf-8" → ["text/css", true]; refuses any other parameter. */
function splitCharset(type: string): [string, boolean] {
  const [base = "", ...parameters] = type.split(";").map((part) => part.trim());
  if (parameters.length === 0) return [base, false];
  if (parameters.length === 1 && parameters[0]?.toLowerCase() === "charset=utf-8") {
    return [base, true];
  }
  throw new Error(`static hosting: nginx cannot send the media type ${type}`);
}

/**
 * A complete nginx configuration serving the build as the server does: the same status, security
 * headers (per-page CSP; HSTS and upgrade-insecure-requests over TLS only) and cache policy for
 * every URL, gzip-precompressed files, the real 404 page, the "/" redirect by Host, and /api/
 * and /search (results of a query written into the page) proxied to the Node server.
 */
export function nginxConfig(site: StaticSite, options: NginxOptions): string {
  const all = [...site.served, site.notFound];

  // Media types by extension, as send gives them; a file whose type is not its extension's
  // (contentTypeOverride: the feed) gets a location of its own.
  const typeByExtension = new Map(
    [...new Set(all.map((url) => extension(url.file)))]
      .filter((ext) => ext !== "")
      .sort()
      .map((ext) => [ext, fileContentType(`file.${ext}`)]),
  );
  const defaultType = fileContentType("file-without-extension");
  const typed = (url: ServedUrl) => typeByExtension.get(extension(url.file)) ?? defaultType;
  const typeExceptions = site.served.filter((url) => url.contentType !== typed(url));
  if (site.notFound.contentType !== typed(site.notFound)) {
    throw new Error("static hosting: the not-found page's media type is not that of its extension");
  }
  // nginx's charset module adds "; charset=utf-8" by base type (always to text/html); a file
  // typed on its own without a charset has it turned off in its location.
  const charsetTypes = new Set<string>();
  const plainTypes = new Set<string>();
  for (const type of [defaultType, ...all.map((url) => url.contentType)]) {
    const [base, charset] = splitCharset(type);
    if (charset) charsetTypes.add(base);
  }
  for (const type of [
    defaultType,
    ...all.filter((url) => !typeExceptions.includes(url)).map((url) => url.contentType),
  ]) {
    const [base, charset] = splitCharset(type);
    if (!charset) plainTypes.add(base);
  }
  for (const base of [...plainTypes].filter(
    (type) => charsetTypes.has(type) || type === "text/html",
  )) {
    throw new Error(`static hosting: nginx cannot send ${base} both with and without a charset`);
  }
  const types = new Map<string, string[]>();
  for (const [ext, type] of typeByExtension) {
    const [base] = splitCharset(type);
    types.set(base, [...(types.get(base) ?? []), ext]);
  }

  const defaultCache = mostFrequent(site.served, (url) => url.cacheControl);
  const map = (
    source: string,
    variable: string,
    entries: [string, string][],
    fallback: string,
    volatile = false,
  ) => [
    `    map ${source} $${variable} {`,
    ...(volatile ? ["        volatile;"] : []),
    `        default ${fallback};`,
    ...entries.map(([key, value]) => `        ${quote(key)} ${value};`),
    "    }",
  ];
  const tlsMap = (variable: string, value: string) => [
    `    map $https $${variable} {`,
    `        on ${quote(value)};`,
    `        default "";`,
    "    }",
  ];
  const tlsHeaders = Object.entries(TLS_ONLY_HEADERS).map(([name, value], index) => ({
    name,
    value,
    variable: `cradlesec_tls_header_${index}`,
  }));

  /**
   * Every header the server sends with a response, as add_header lines (always: any status).
   * `csp` and `cache` are a variable or a value.
   */
  const headers = (
    csp: string,
    cache: string,
    vary?: string,
    overrides: Record<string, string> = {},
  ) => {
    const policy = csp.startsWith("$") ? csp : quote(csp).slice(1, -1);
    const caching = cache.startsWith("$") ? cache : quote(cache);
    return [
      ...Object.entries({ ...SHARED_SECURITY_HEADERS, ...overrides }).map(
        ([name, value]) => `add_header ${headerName(name)} ${quote(value)} always;`,
      ),
      // By the file sent: CORP, and for files other sites may read, CORS (empty: not sent).
      ...Object.keys(CROSS_ORIGIN_READABLE_HEADERS).map(
        (name, index) => `add_header ${headerName(name)} $cradlesec_cross_origin_${index} always;`,
      ),
      ...tlsHeaders.map(
        ({ name, variable }) => `add_header ${headerName(name)} $${variable} always;`,
      ),
      `add_header Content-Security-Policy "${policy}$cradlesec_csp_tls" always;`,
      `add_header Cache-Control ${caching} always;`,
      ...(vary ? [`add_header Vary ${quote(vary)} always;`] : []),
    ].map((line) => `            ${line}`);
  };

  const fileUri = (url: ServedUrl) => urlPath(`/${url.file}`);
  /** What the Node server answers: passed on with the client's address and scheme. */
  const proxied = [
    `            proxy_pass http://${options.api};`,
    "            proxy_http_version 1.1;",
    '            proxy_set_header Connection "";',
    "            proxy_set_header Host $host;",
    "            proxy_set_header X-Forwarded-For $remote_addr;",
    "            proxy_set_header X-Forwarded-Proto $scheme;",
  ];
  const main = options.stateDir
    ? [
        `pid ${quote(`${options.stateDir}/nginx.pid`)};`,
        `error_log ${quote(`${options.stateDir}/error.log`)};`,
      ]
    : [];
  const state = options.stateDir
    ? [
        `    access_log ${quote(`${options.stateDir}/access.log`)};`,
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
          (kind) => `    ${kind}_temp_path ${quote(`${options.stateDir}/${kind}_temp`)};`,
        ),
      ]
    : [];
  const listens = [
    ...options.listen.map((address) => `        listen ${address};`),
    ...(options.tls
      ? [
          ...options.tls.listen.map((address) => `        listen ${address} ssl;`),
          `        ssl_certificate ${quote(options.tls.certificate)};`,
          `        ssl_certificate_key ${quote(options.tls.certificateKey)};`,
        ]
      : []),
  ];

  return [
    "# CradleSec: the prerendered site served by nginx, /api/ by the Node server (npm start).",
    "# Generated by `npm run build` (build/deploy/nginx.conf) and `npm run deploy:nginx`, from",
    "# build/csp-manifest.json and the server's header code: every URL gets the status and the",
    "# security and caching headers the Node server gives it. Regenerate it with every build: the",
    "# pages' CSP hashes change. HSTS and upgrade-insecure-requests go only over TLS ended here",
    `# (decision 0019); precompressed files: gzip${options.brotliModule ? " and brotli" : " (brotli needs --brotli-module)"}; decision 0021.`,
    "worker_processes auto;",
    ...main,
    ...(options.brotliModule ? [`load_module ${quote(options.brotliModule)};`] : []),
    "events {",
    "    worker_connections 1024;",
    "}",
    "http {",
    "    server_tokens off;",
    "    sendfile on;",
    ...state,
    "    # Redirects say only the path, as the Node server's do; paths are matched as sent.",
    "    absolute_redirect off;",
    "    merge_slashes off;",
    "    gzip_static on;",
    ...(options.brotliModule ? ["    brotli_static on;"] : []),
    "    types {",
    ...[...types].map(([type, exts]) => `        ${type} ${exts.join(" ")};`),
    "    }",
    `    default_type ${splitCharset(defaultType)[0]};`,
    "    charset utf-8;",
    `    charset_types ${[...charsetTypes]
      .filter((type) => type !== "text/html")
      .sort()
      .join(" ")};`,
    "    map_hash_max_size 16384;",
    "    map_hash_bucket_size 256;",
    "",
    "    # TLS only (decision 0019): nginx ends TLS itself. Behind another proxy that ends it, read",
    "    # its X-Forwarded-Proto here instead, for its addresses only.",
    ...tlsHeaders.flatMap(({ variable, value }) => tlsMap(variable, value)),
    ...tlsMap("cradlesec_csp_tls", TLS_CSP_SUFFIX),
    "",
    '    # "/" leads by Host: the ShadowCradle hosts (SHADOWCRADLE_HOSTS at build time) to their page.',
    ...map(
      "$host",
      "cradlesec_root",
      site.root.hosts.map(({ host, target }) => [host, quote(urlPath(target))]),
      quote(urlPath(site.root.fallback)),
    ),
    "",
    "    # The URLs served, and the file each is served from; any other URL is a 404.",
    ...map(
      "$uri",
      "cradlesec_file",
      site.served.map((url) => [urlPath(url.path), quote(fileUri(url))]),
      '""',
    ),
    "",
    '    # One URL per page: "/home/" and "/home/index.html" lead to "/home".',
    ...map(
      "$uri",
      "cradlesec_canonical",
      site.canonicalRedirects.map(({ from, to }) => [urlPath(from), quote(urlPath(to))]),
      '""',
    ),
    "",
    "    # By the file sent (after try_files or error_page): each page's CSP, with its script",
    "    # hashes, and each file's cache policy.",
    ...map(
      "$uri",
      "cradlesec_csp",
      all
        .filter((url) => url.csp !== site.defaultCsp && !url.editor)
        .map((url) => [fileUri(url), quote(url.csp)]),
      quote(site.defaultCsp),
      true,
    ),
    ...Object.keys(CROSS_ORIGIN_READABLE_HEADERS).flatMap((name, index) =>
      map(
        "$uri",
        `cradlesec_cross_origin_${index}`,
        all
          .filter((url) => url.crossOrigin)
          .map((url) => [fileUri(url), quote(crossOriginHeaders(url)[name] ?? "")]),
        quote(crossOriginHeaders({ crossOrigin: false })[name] ?? ""),
        true,
      ),
    ),
    ...map(
      "$uri",
      "cradlesec_cache",
      all
        .filter((url) => url.cacheControl !== defaultCache)
        .map((url) => [fileUri(url), quote(url.cacheControl)]),
      quote(defaultCache),
      true,
    ),
    "",
    "    server {",
    ...listens,
    "        server_name _;",
    `        root ${quote(options.root)};`,
    `        error_page 404 ${fileUri(site.notFound)};`,
    "",
    "        location = / {",
    ...headers(site.defaultCsp, CACHE_REVALIDATE, ROOT_VARY),
    "            return 302 $cradlesec_root$is_args$args;",
    "        }",
    "",
    "        # The API (forms, search): the Node server sends its own headers (start it with",
    "        # TRUST_PROXY=127.0.0.1, or this proxy's address, for the client address and TLS).",
    "        location ^~ /api/ {",
    ...proxied,
    "        }",
    "        # The search page: the server writes the results of ?q= into it (decision 0025).",
    `        location = ${urlPath(SEARCH_PATH)} {`,
    ...proxied,
    "        }",
    '        # Not the API (and no redirect to "/api/", which nginx makes for a proxied prefix).',
    "        location = /api {",
    "            return 404;",
    "        }",
    "",
    `        location = ${fileUri(site.notFound)} {`,
    "            internal;",
    ...headers("$cradlesec_csp", "$cradlesec_cache", ENCODING_VARY),
    "        }",
    "",
    ...site.served
      .filter((url) => url.page && url.path.endsWith("/"))
      .flatMap((url) => [
        "        # A folder's listing, at its folder's URL.",
        `        location = ${urlPath(url.path)} {`,
        ...headers("$cradlesec_csp", "$cradlesec_cache", ENCODING_VARY),
        `            try_files ${fileUri(url)} =404;`,
        "        }",
        "",
      ]),
    ...editorLocations(site, headers),
    "        location ~ /(index\\.html)?$ {",
    ...headers(site.defaultCsp, CACHE_REVALIDATE),
    '            if ($cradlesec_canonical = "") {',
    "                return 404;",
    "            }",
    "            return 301 $cradlesec_canonical$is_args$args;",
    "        }",
    "",
    ...typeExceptions.flatMap((url) => {
      const [base] = splitCharset(url.contentType);
      return [
        `        location = ${urlPath(url.path)} {`,
        ...headers("$cradlesec_csp", "$cradlesec_cache", ENCODING_VARY),
        "            types {}",
        `            default_type ${base};`,
        ...(splitCharset(url.contentType)[1] ? [] : ["            charset off;"]),
        `            try_files ${fileUri(url)} =404;`,
        "        }",
        "",
      ];
    }),
    "        location / {",
    ...headers("$cradlesec_csp", "$cradlesec_cache", ENCODING_VARY),
    '            if ($cradlesec_file = "") {',
    "                return 404;",
    "            }",
    "            try_files $cradlesec_file =404;",
    "        }",
    "    }",
    "}",
    "",
  ].join("\n");
}

type HeaderLines = (
  csp: string,
  cache: string,
  vary?: string,
  overrides?: Record<string, string>,
) => string[];

/**
 * The editor's locations (/admin/, decision 0033): its own CSP and headers, one for its preview
 * page (framed by the editor); "/admin" leads to "/admin/" as the server answers it.
 */
function editorLocations(site: StaticSite, headers: HeaderLines): string[] {
  if (!site.editor) return [];
  const preview = site.served.find((url) => url.path === EDITOR_PREVIEW);
  const root = EDITOR_ROOT.slice(0, -1);
  return [
    "        # The browser editor (decision 0033): its own CSP and headers (server/editor-policy.ts).",
    `        location = ${urlPath(root)} {`,
    ...headers(site.defaultCsp, CACHE_REVALIDATE),
    `            return 301 ${urlPath(EDITOR_ROOT)}$is_args$args;`,
    "        }",
    ...(preview
      ? [
          `        location = ${urlPath(preview.path)} {`,
          ...headers(
            site.editor.previewCsp,
            "$cradlesec_cache",
            ENCODING_VARY,
            editorSecurityHeaders(preview.path),
          ),
          `            try_files ${urlPath(`/${preview.file}`)} =404;`,
          "        }",
        ]
      : []),
    `        location ^~ ${urlPath(EDITOR_ROOT)} {`,
    ...headers(
      site.editor.csp,
      "$cradlesec_cache",
      ENCODING_VARY,
      editorSecurityHeaders(EDITOR_ROOT),
    ),
    '            if ($cradlesec_file = "") {',
    "                return 404;",
    "            }",
    "            try_files $cradlesec_file =404;",
    "        }",
    "",
  ];
}

/** Cloudflare Pages reads at most 100 rules from `_headers`, and lines of 2,000 characters. */
export const CDN_LIMITS = { rules: 100, lineLength: 2_000 };

/**
 * `_headers` for Netlify and Cloudflare Pages (always TLS: HSTS and upgrade-insecure-requests
 * everywhere). Both apply every rule matching a URL, and Cloudflare joins a header two rules set
 * with a comma (two CSPs would both be enforced), so the CSP and the cache policy are set by
 * rules that never match the same URL: each page on its own path, a folder (at any depth) holding
 * no page as one rule when all its files agree, every other file on its own path.
 */
export function cdnHeaders(site: StaticSite): string {
  // A header whose value differs by URL (CORP for the files other sites read; the editor's
  // frame, opener and robots headers) is set by each URL's own rule, never by "/*".
  const all = [...site.served, site.notFound];
  const common = Object.fromEntries(
    Object.entries(site.notFound.headers).filter(([name, value]) =>
      all.every((url) => url.headers[name] === value),
    ),
  );
  const everywhere = { ...common, ...TLS_ONLY_HEADERS };
  const rule = (pattern: string, headers: Record<string, string>) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${headerName(name)}: ${value}`),
  ];
  const own = (url: ServedUrl) => ({
    "content-security-policy": withTlsDirective(url.csp),
    "cache-control": url.cacheControl,
    ...Object.fromEntries(Object.entries(url.headers).filter(([name]) => !(name in common))),
  });
  const pages = [...site.served.filter((url) => url.page), site.notFound];
  const files = site.served.filter((url) => !url.page);

  // A folder at any depth ("/.well-known/csaf") whose splat reaches no page, and whose files
  // all send the same headers, is one rule; the shallowest such folder of each file wins.
  const under = (folder: string, url: ServedUrl) => url.path.startsWith(`${folder}/`);
  const groupOf = (file: ServedUrl): string | undefined => {
    const parts = file.path.split("/").slice(1, -1);
    for (let depth = 1; depth <= parts.length; depth++) {
      const folder = `/${parts.slice(0, depth).join("/")}`;
      // Netlify may read "/labs/*" as matching "/labs" too: a page there keeps the folder apart.
      if (pages.some((url) => url.path === folder || under(folder, url))) continue;
      const inFolder = files.filter((url) => under(folder, url));
      const agree = new Set(inFolder.map((url) => JSON.stringify(own(url)))).size === 1;
      if (inFolder.length > 1 && agree) return folder;
    }
    return undefined;
  };
  const folderRules = new Map<string, string[]>();
  const fileRules: ServedUrl[] = [];
  const isDownload = (url: ServedUrl) => url.contentType === fileContentType("file");
  for (const file of files) {
    const folder = groupOf(file);
    if (folder === undefined) fileRules.push(file);
    else if (!folderRules.has(folder)) folderRules.set(folder, rule(`${folder}/*`, own(file)));
  }
  const rules = [
    rule("/*", everywhere),
    ...folderRules.values(),
    ...pages.map((url) => rule(urlPath(url.path), own(url))),
    // Last, past Cloudflare's limit first: files no browser shows (React Router's .data).
    ...fileRules
      .sort((a, b) => Number(isDownload(a)) - Number(isDownload(b)))
      .map((url) => rule(urlPath(url.path), own(url))),
  ];
  return [
    "# CradleSec on Netlify or Cloudflare Pages: the headers the Node server sends, generated by",
    "# `npm run build` from build/csp-manifest.json (decision 0021). Deploy build/client with this",
    "# file, _redirects and 404.html beside its index.html; /api/ needs the Node server.",
    ...rules.flatMap((lines) => ["", ...lines]),
    "",
  ].join("\n");
}

/** Rules and over-long lines of a `_headers` text that Cloudflare Pages would not read. */
export function cdnHeadersProblems(text: string): string[] {
  const rules = text.split("\n").filter((line) => line.startsWith("/")).length;
  const long = text.split("\n").filter((line) => line.length > CDN_LIMITS.lineLength);
  return [
    ...(rules > CDN_LIMITS.rules
      ? [`${rules} header rules: Cloudflare Pages reads ${CDN_LIMITS.rules}`]
      : []),
    ...long.map((line) => `a line of ${line.length} characters: ${line.slice(0, 40)}…`),
  ];
}

/**
 * `_redirects`: "/" by host, as the server answers it. Netlify serves an existing file before a
 * rule unless it is forced (`!`), and "/" has index.html (its own redirect by host, in the
 * browser); Cloudflare Pages reads no domain rules, nor the forced status, and keeps that page.
 */
export function cdnRedirects(site: StaticSite): string {
  return [
    '# CradleSec: "/" by host (302), as the Node server answers it (decision 0021).',
    ...site.root.hosts.map(({ host, target }) => `https://${host}/ ${urlPath(target)} 302!`),
    `/ ${urlPath(site.root.fallback)} 302!`,
    "",
  ].join("\n");
}

/**
 * The editor's forge, from the build's environment (docs/editor.md, "Setting up the editor"):
 * Sveltia CMS's `backend` and `publish_mode`, and the origins /admin/'s CSP must let it reach
 * (the server reads them from build/editor-policy.json). Nothing configured: no forge, the
 * editor works only on the local repository (`npm run edit`).
 */

export type Forge = "github" | "gitlab" | "gitea";

/** What a build's environment says about the forge (all optional). */
export interface ForgeEnv {
  /** github | gitlab | gitea | forgejo (Forgejo speaks Gitea's API). */
  EDITOR_FORGE?: string;
  /** owner/name (GitLab: group/subgroup/name). */
  EDITOR_REPO?: string;
  /** The branch edits start from and are merged into (default main). */
  EDITOR_BRANCH?: string;
  /** A self-hosted forge's address: https://gitlab.example.com (default the public forge). */
  EDITOR_FORGE_URL?: string;
  /** Its API root, when not the usual path below EDITOR_FORGE_URL (GitHub Enterprise: …/api/v3). */
  EDITOR_API_URL?: string;
  /** GitLab or Gitea/Forgejo: the OAuth application's ID (PKCE, no secret). */
  EDITOR_APP_ID?: string;
  /** GitHub: the OAuth relay that holds the app's secret (sveltia-cms-auth), https://… */
  EDITOR_AUTH_URL?: string;
}

export interface EditorBackend {
  /** false: no forge configured; `backend` is a placeholder and only local editing works. */
  configured: boolean;
  forge?: Forge;
  /** Sveltia CMS's `backend` option. */
  backend: Record<string, unknown>;
  /** Sveltia CMS's `publish_mode`: a branch and a pull/merge request per edit where supported. */
  publishMode?: "editorial_workflow";
  /** Origins /admin/ may fetch from (connect-src) and show images from (img-src). */
  origins: { connect: string[]; img: string[] };
}

const PUBLIC: Record<Forge, { url: string; api: (url: string) => string; avatars: string[] }> = {
  github: {
    url: "https://github.com",
    // GitHub Enterprise Server answers at https://HOST/api/v3 (and /api/graphql).
    api: (url) => (url === "https://github.com" ? "https://api.github.com" : `${url}/api/v3`),
    avatars: ["https://avatars.githubusercontent.com"],
  },
  // GitLab shows a user without an uploaded picture by Gravatar.
  gitlab: { url: "https://gitlab.com", api: (url) => `${url}/api/v4`, avatars: [] },
  gitea: { url: "https://gitea.com", api: (url) => `${url}/api/v1`, avatars: [] },
};
const GITLAB_GRAVATAR = "https://secure.gravatar.com";

/**
 * A placeholder: Sveltia needs a forge and repository (its local mode names its cache after
 * them). An API root of its own (a reserved .invalid name) makes it "self-hosted" to Sveltia,
 * which then polls no status page; nothing is ever sent there (the CSP allows no forge).
 */
const UNCONFIGURED = {
  name: "github",
  repo: "cradlesec/site",
  api_root: "https://forge.invalid/api/v3",
  auth_methods: ["token"],
};

function httpsUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL like https://forge.example.com, got "${value}"`);
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (url.protocol !== "https:" && !(local && url.protocol === "http:")) {
    throw new Error(`${name} must be an https:// URL, got "${value}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

const originOf = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/** The forge of the build's environment; throws on a setting that cannot work. */
export function editorBackend(env: ForgeEnv): EditorBackend {
  const name = env.EDITOR_FORGE?.trim().toLowerCase();
  if (!name) return { configured: false, backend: UNCONFIGURED, origins: { connect: [], img: [] } };

  const forge: Forge | undefined =
    name === "forgejo"
      ? "gitea"
      : name === "github" || name === "gitlab" || name === "gitea"
        ? name
        : undefined;
  if (!forge) {
    throw new Error(`EDITOR_FORGE is github, gitlab, gitea or forgejo, got "${env.EDITOR_FORGE}"`);
  }
  const repo = env.EDITOR_REPO?.trim() ?? "";
  if (!/^[^/:\s]+(\/[^/:\s]+)+$/.test(repo)) {
    throw new Error(`EDITOR_REPO must be owner/name for EDITOR_FORGE=${name}, got "${repo}"`);
  }
  const defaults = PUBLIC[forge];
  const url = env.EDITOR_FORGE_URL
    ? httpsUrl("EDITOR_FORGE_URL", env.EDITOR_FORGE_URL)
    : defaults.url;
  const selfHosted = url !== defaults.url;
  const api = env.EDITOR_API_URL
    ? httpsUrl("EDITOR_API_URL", env.EDITOR_API_URL)
    : defaults.api(url);
  const appId = env.EDITOR_APP_ID?.trim();
  const authUrl = env.EDITOR_AUTH_URL
    ? httpsUrl("EDITOR_AUTH_URL", env.EDITOR_AUTH_URL)
    : undefined;

  const backend: Record<string, unknown> = {
    name: forge,
    repo,
    branch: env.EDITOR_BRANCH?.trim() || "main",
    ...(api !== defaults.api(defaults.url) ? { api_root: api } : {}),
  };
  const connect = [originOf(api)];
  const img = [...defaults.avatars];
  if (forge === "github") {
    // No PKCE on GitHub: the login goes through a relay holding the secret; without one, a
    // person signs in with a fine-grained token.
    if (authUrl) backend.base_url = authUrl;
    else backend.auth_methods = ["token"];
    if (selfHosted) img.push(originOf(url));
  } else {
    if (selfHosted) backend.base_url = url;
    // The PKCE login trades its code for a token at the forge itself.
    if (appId)
      Object.assign(backend, forge === "gitlab" ? { auth_type: "pkce" } : {}, { app_id: appId });
    else backend.auth_methods = ["token"];
    connect.push(originOf(url));
    img.push(originOf(url));
    if (forge === "gitlab") img.push(GITLAB_GRAVATAR);
  }
  return {
    configured: true,
    forge,
    backend,
    // Sveltia 0.221 runs the editorial workflow (a branch and pull/merge request per entry) on
    // GitHub and GitLab only; on Gitea/Forgejo each save is a commit to the branch.
    ...(forge === "gitea" ? {} : { publishMode: "editorial_workflow" as const }),
    origins: { connect: unique(connect), img: unique(img) },
  };
}

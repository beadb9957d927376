/**
 * The configuration /admin/ is built with (vite.admin.ts): the editor made from this site's
 * content declaration and schemas (./from-content.ts) in Sveltia CMS's format (./sveltia.ts), with
 * the forge of the build's environment (./backend.ts). Node only, at build time.
 */
import { ICON_NAMES } from "../vocab/icon-names.ts";
import { MEDIA } from "../vocab/media.ts";
import { editorBackend, type ForgeEnv } from "./backend.ts";
import { siteEditorConfig } from "./from-content.ts";
import { toSveltiaConfig } from "./sveltia.ts";

/**
 * Where uploaded files go, from the repository root, the URL path they are served at, and the
 * largest the editor takes: the site's media folder (../vocab/media.ts). The local edit server
 * (scripts/edit-server.mjs) gives the editor this folder and content/ only.
 */
export const EDITOR_MEDIA = {
  folder: MEDIA.folder,
  publicFolder: MEDIA.publicPath,
  maxBytes: MEDIA.maxBytes,
};

export function siteSveltiaConfig(env: ForgeEnv, root = process.cwd()) {
  const forge = editorBackend(env);
  const { config, unsupported } = toSveltiaConfig(siteEditorConfig(root), {
    backend: forge.backend,
    siteIcons: ICON_NAMES,
    media: EDITOR_MEDIA,
  });
  return {
    config: { ...config, ...(forge.publishMode ? { publish_mode: forge.publishMode } : {}) },
    unsupported,
    forge,
  };
}

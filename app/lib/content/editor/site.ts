/**
 * The configuration /admin/ is built with (vite.admin.ts): the editor made from this site's
 * content declaration and schemas (./from-content.ts) in Sveltia CMS's format (./sveltia.ts), with
 * the forge of the build's environment (./backend.ts). Node only, at build time.
 */
import { ICON_NAMES } from "../vocab/icon-names.ts";
import { editorBackend, type ForgeEnv } from "./backend.ts";
import { siteEditorConfig } from "./from-content.ts";
import { toSveltiaConfig } from "./sveltia.ts";

/**
 * Where uploaded images go, from the repository root, and the URL path they are served at. The
 * local edit server (scripts/edit-server.mjs) gives the editor this folder and content/ only.
 */
export const EDITOR_MEDIA = { folder: "public/images", publicFolder: "/images" };

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

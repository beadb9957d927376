// The module vite.admin.ts makes at build time (previewSite()).
declare module "virtual:cradlesec/preview-site" {
  import type { PreviewSite } from "~/lib/content/editor/preview-routes";

  /** The site's pages, layouts and collections, as the preview draws them. */
  export const site: PreviewSite;
}

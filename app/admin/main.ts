// The browser editor (decision 0033): Sveltia CMS, self-hosted, with the configuration made at
// build time from the content declaration and the schemas (vite.admin.ts), and the site's own
// field types, file format and preview (./register.ts).
import CMS, { type CmsConfig } from "@sveltia/cms";
import editor from "virtual:cradlesec/editor-config";

import { registerSiteEditor } from "./register.ts";

/** Where Sveltia offers "Work with Local Repository" (as its own check does). */
const isLocalHost = (hostname: string) =>
  hostname === "127.0.0.1" || /^(.+\.)?localhost$/.test(hostname);

if (!editor.configured && !isLocalHost(location.hostname)) {
  // No forge to sign in to, and no local repository away from localhost: say so, start nothing.
  document.getElementById("editor-unavailable")?.removeAttribute("hidden");
} else {
  registerSiteEditor(CMS);
  void CMS.init({ config: editor.config as unknown as CmsConfig });
}

/**
 * What the site adds to Sveltia CMS before `CMS.init` (docs/decisions/0033-browser-editor.md):
 * the custom field types, the file formats, the preview template and styles. Called once by
 * ./main.ts with the CMS object.
 */
import type CMS from "@sveltia/cms";

export function registerSiteEditor(cms: typeof CMS): void {
  void cms;
}

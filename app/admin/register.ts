/**
 * What the site adds to Sveltia CMS before `CMS.init` (docs/decisions/0033-browser-editor.md):
 * the file formats (./format.ts), the custom field types that run the build's checks
 * (./checked-field.ts), and the preview of the page collections (./preview-frame.ts) with the
 * style that lets it fill the pane. Called once by ./main.ts with the CMS object.
 */
import type CMS from "@sveltia/cms";
import type { ComponentType } from "react";
import editor from "virtual:cradlesec/editor-config";

import {
  CHECKED_WIDGETS,
  FILE_FORMATS,
  LUCIDE_WIDGET,
  UNSUPPORTED_WIDGET,
} from "~/lib/content/editor/sveltia";

import { type Adapter, checkedControl, YAML_TEXT } from "./checked-field";
import { tidyFormat } from "./format";
import { IconPicker } from "./icon-picker";
import { previewTemplate } from "./preview-frame";
import paneStyle from "./preview-pane.css?url";

/** The collections whose entries the preview draws with the site's pages: every one. */
export const PREVIEWED = (editor.config.collections as { name: string }[]).map((c) => c.name);

export function registerSiteEditor(cms: typeof CMS): void {
  cms.registerCustomFormat(FILE_FORMATS.markdown, "md", tidyFormat("markdown"));
  cms.registerCustomFormat(FILE_FORMATS.yaml, "yaml", tidyFormat("yaml"));

  const wrap = (name: string, builtIn: string, adapter?: Adapter) => {
    const { control, preview } = cms.getFieldType(builtIn) ?? {};
    if (!control) throw new Error(`Sveltia has no ${builtIn} input to reuse for ${name}`);
    const input = control as unknown as ComponentType<Record<string, unknown>>;
    cms.registerFieldType(name, checkedControl(input, adapter) as never, preview);
  };
  for (const [builtIn, name] of Object.entries(CHECKED_WIDGETS)) wrap(name, builtIn);
  // A Lucide icon picked by its picture or typed by its name, checked as the others are.
  cms.registerFieldType(LUCIDE_WIDGET, checkedControl(IconPicker as never) as never);
  // The shapes the form cannot draw, edited as YAML.
  wrap(UNSUPPORTED_WIDGET, "text", YAML_TEXT);

  for (const collection of PREVIEWED) {
    cms.registerPreviewTemplate(collection, previewTemplate(collection) as never);
  }
  cms.registerPreviewStyle(new URL(paneStyle, window.location.href).href);
}

/**
 * What the template kit's tabbed showcase (kit/tabbed-showcase.tsx) takes from a content file:
 * tabs, each a picture-and-text row with its own id and the tab's name.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import { kitMediaRow } from "./alternating-rows";
import type { TabbedShowcaseProps } from "./tabbed-showcase";

export const tabbedShowcaseSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  /** The tab list's accessible name, e.g. "Who it is for". */
  tabsLabel: text(1, 60),
  tabs: z
    .array(z.extend(kitMediaRow, { id: elementId, label: text(1, 40) }))
    .check(z.minLength(2, "list at least two tabs")),
  tone: kitTone,
  anchor: kitAnchor,
});

export const tabbedShowcaseFields = (
  fields: z.infer<typeof tabbedShowcaseSchema>,
): IconNamed<TabbedShowcaseProps> => fields;

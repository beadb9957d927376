/**
 * The words of a Labs entry's page and of the kinds, written in content/labs.yaml and checked
 * against ./labs-copy.schema.ts at build (app/content-collections.ts), apart from /labs's copy
 * (content/pages/labs.md) so an entry's page does not load the list.
 */
import type { LabKind } from "~/lib/labs/entry";

import { labsCopy } from "./generated/labs-copy";

export { labsCopy };

export const kinds = labsCopy.kinds satisfies Record<
  LabKind,
  { label: string; filterLabel: string }
>;

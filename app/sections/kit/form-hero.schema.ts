/**
 * What the template kit's hero with a form (kit/form-hero.tsx) takes from a content file: the
 * kit hero's fields (kit/hero.schema.ts) and the checked sample form on its card.
 */
import * as z from "zod/mini";

import type { IconNamed } from "~/lib/content/icons";
import { kitAnchor, kitCheckedForm } from "~/lib/content/kit-fields";

import type { FormHeroProps } from "./form-hero";
import { kitHeroText } from "./hero.schema";

export const formHeroSchema = z.extend(kitHeroText, {
  form: kitCheckedForm,
  formAnchor: kitAnchor,
});

export const formHeroFields = (fields: z.infer<typeof formHeroSchema>): IconNamed<FormHeroProps> =>
  fields;

/**
 * What the template kit's hero (kit/hero.tsx) takes from a content file: the `kit` variant of the
 * library's Hero (`section: Hero`, `variant: kit`). Its look is `layout` (split, background,
 * slider, centered); pictures are drawn artwork with a Lucide motif named in the file. Beside or
 * under its text it may draw a part (app/lib/content/parts.ts): a sample form, a plan card with
 * its billing toggle, or a stack of people.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/fields";
import type { IconNamed } from "~/lib/content/icons";
import { kitAnchor, kitArt, kitLink, kitSampleForm } from "~/lib/content/kit-fields";
import type { PartData } from "~/lib/content/parts";

import type { KitHeroProps } from "./hero";
import { kitPlan } from "./pricing.schema";

/** What a hero draws beside its text (`aside`) or under its actions (`below`). */
const heroPart = z.discriminatedUnion(
  "part",
  [
    z.extend(kitSampleForm, { part: z.literal("SampleForm") }),
    z.strictObject({
      part: z.literal("PlanWithToggle"),
      plan: kitPlan,
      /** Beside the toggle's annual option, e.g. "save 20%". */
      annualNote: z.optional(text(1, 40)),
    }),
    z.strictObject({
      part: z.literal("PeopleStack"),
      /** The list's accessible name. */
      label: text(1, 80),
      people: z
        .array(z.strictObject({ name: text(1, 80), line: text(1, 120) }))
        .check(z.minLength(1, "list the people")),
    }),
  ],
  { error: "name a part: SampleForm, PlanWithToggle or PeopleStack" },
);

export const kitHeroSchema = z.strictObject({
  layout: z.optional(
    z.enum(
      ["split", "background", "slider", "centered"],
      "use split, background, slider or centered",
    ),
  ),
  eyebrow: z.optional(text(1, 80)),
  title: text(1, 140),
  lead: text(1, 600),
  tags: z.optional(z.array(text(1, 40))),
  actions: z.optional(z.array(kitLink)),
  facts: z.optional(z.array(z.strictObject({ value: text(1, 30), label: text(1, 80) }))),
  art: z.optional(kitArt),
  slides: z.optional(z.array(kitArt)),
  slidesLabel: z.optional(text(1, 80)),
  aside: z.optional(heroPart),
  /** Put `aside` on a card, with this anchor for in-page links (a booking form). */
  asideCard: z.optional(z.strictObject({ anchor: kitAnchor })),
  below: z.optional(heroPart),
});

/** A hero's part as its file writes it: a part's name and its component's props. */
type HeroFields = Omit<IconNamed<KitHeroProps>, "aside" | "below"> & {
  aside?: PartData;
  below?: PartData;
};

/** Whatever passes the schema is the hero's props, each icon by name and each part as data. */
export const kitHeroFields = (fields: z.infer<typeof kitHeroSchema>): HeroFields => fields;

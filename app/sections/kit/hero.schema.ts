/**
 * What the template kit's hero (kit/hero.tsx) takes from a content file: the `kit` variant of the
 * library's Hero (`section: Hero`, `variant: kit`). Its look is `layout` (split, background,
 * slider, centered); pictures are drawn artwork with a Lucide motif named in the file. What
 * stands beside the text (`aside`) or under the actions (`below`) may be a part
 * (`aside: { part: PhoneSpread, … }`, a contact page's `aside: { part: KitForm, … }`, a
 * coming-soon page's `below: { part: LaunchPanel, … }`), each part's schema beside its component.
 */
import * as z from "zod/mini";

import { kitFormPart } from "~/components/kit/kit-form.schema";
import { launchPanelPart, launchPanelProps } from "~/components/kit/launch-panel.schema";
import { sampleFormPart } from "~/components/kit/sample-form.schema";
import { text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitArt, kitLink } from "~/lib/content/vocab/kit-fields";

import type { KitHeroProps } from "./hero";
import { part as peopleStackPart } from "./people-stack";
import { part as phoneSpreadPart } from "./phone-spread";
import { part as planWithTogglePart } from "./plan-with-toggle";
import { part as shopProductSlidesPart } from "./shop-product-slides";

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
  /** What stands beside the text instead of the picture: a part (an app's phone, a form). */
  aside: z.optional(
    z.discriminatedUnion(
      "part",
      [
        phoneSpreadPart,
        shopProductSlidesPart,
        sampleFormPart,
        planWithTogglePart,
        peopleStackPart,
        kitFormPart,
      ],
      {
        error:
          "use a part a hero shows beside its text: PhoneSpread, ShopProductSlides, SampleForm, PlanWithToggle, PeopleStack or KitForm",
      },
    ),
  ),
  /** Put `aside` on a card (a booking form), with this anchor for in-page links. */
  asideCard: z.optional(z.strictObject({ anchor: kitAnchor })),
  /** What stands under the actions: a part (a one-line booking form, a launch countdown). */
  below: z.optional(
    z.discriminatedUnion("part", [sampleFormPart, launchPanelPart], {
      error: "use a part a hero shows under its actions: SampleForm or LaunchPanel",
    }),
  ),
});

/**
 * Whatever passes the schema is the hero's props, with each icon by name; its aside and below are
 * parts, drawn by ContentSections (each part's schema proves its fields are that component's
 * props).
 */
export const kitHeroFields = ({
  aside: _aside,
  below: _below,
  ...fields
}: z.infer<typeof kitHeroSchema>): IconNamed<Omit<KitHeroProps, "aside" | "below">> => fields;

/**
 * The hero as its component takes it, its parts still named (ContentSections draws them): a
 * launch panel's countdown moment becomes the epoch milliseconds the countdown takes.
 */
export const kitHeroProps = (fields: z.infer<typeof kitHeroSchema>) =>
  fields.below?.part === "LaunchPanel"
    ? { ...fields, below: launchPanelProps(fields.below) }
    : fields;

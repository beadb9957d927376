import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { FadeSlides } from "~/components/kit/fade-slides";
import { part as kitFormPart } from "~/components/kit/kit-form";
import {
  part as launchPanelPart,
  resolve as resolveLaunchPanel,
} from "~/components/kit/launch-panel";
import { part as sampleFormPart } from "~/components/kit/sample-form";
import { figure, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitArt, kitLink } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { part as peopleStackPart } from "./people-stack";
import { part as phoneSpreadPart } from "./phone-spread";
import { part as planWithTogglePart } from "./plan-with-toggle";
import { KitActions } from "./section";
import { part as shopProductSlidesPart } from "./shop-product-slides";

import "~/styles/kit/_hero.scss";

/**
 * The template kit's hero as a content file writes it: the `kit` variant of the library's Hero
 * (`section: Hero`, `variant: kit`). Pictures are drawn artwork with a Lucide motif named in the
 * file. What stands beside the text (`aside`) or under the actions (`below`) may be a part
 * (`aside: { part: PhoneSpread, … }`, a contact page's `aside: { part: KitForm, … }`, a
 * coming-soon page's `below: { part: LaunchPanel, … }`), each part's schema beside its component.
 */
export const schema = z.strictObject({
  layout: z.optional(
    z
      .enum(
        ["split", "background", "slider", "centered"],
        "use split, background, slider or centered",
      )
      .check(
        z.describe(
          "split: text beside a picture or aside; background: text over a full-width picture; slider: text over fading pictures; centered: text centred over the aside",
        ),
      ),
  ),
  eyebrow: z.optional(text(1, 80)),
  title: text(1, 140).check(z.describe("The page's h1")),
  lead: text(1, 600),
  tags: z.optional(
    z
      .array(text(1, 40).check(z.describe("One tag, a word or two")))
      .check(z.describe("Short labels under the lead: what the business offers (Websites, Apps)")),
  ),
  actions: z.optional(z.array(kitLink)),
  facts: z.optional(
    z
      .array(figure(30, 80))
      .check(z.describe("Figures under the actions (ratings, specs, dates): 4.9/5 over its label")),
  ),
  art: z.optional(kitArt.check(z.describe("The picture (split, background)"))),
  slides: z.optional(z.array(kitArt).check(z.describe("The pictures that fade (slider)"))),
  slidesLabel: z.optional(text(1, 80).check(z.describe("The slides' name for screen readers"))),
  aside: z.optional(
    z
      .discriminatedUnion(
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
      )
      .check(
        z.describe("What stands beside the text instead of the picture: a part (a phone, a form)"),
      ),
  ),
  asideCard: z.optional(
    z
      .strictObject({ anchor: kitAnchor })
      .check(z.describe("Put the aside on a card (a booking form), with this anchor for links")),
  ),
  below: z.optional(
    z
      .discriminatedUnion("part", [sampleFormPart, launchPanelPart], {
        error: "use a part a hero shows under its actions: SampleForm or LaunchPanel",
      })
      .check(
        z.describe("What stands under the actions: a part (a one-line form, a launch countdown)"),
      ),
  ),
});

/**
 * The hero as its component takes it, its parts still named (ContentSections draws them): a
 * launch panel's countdown moment becomes the epoch milliseconds the countdown takes.
 */
export const resolve = (fields: Fields<typeof schema>) =>
  fields.below?.part === "LaunchPanel"
    ? { ...fields, below: resolveLaunchPanel(fields.below) }
    : fields;

export type KitHeroProps = Drawn<ReturnType<typeof resolve>>;

/** The opening of a template page, in four layouts over the same content. */
export function Hero({
  layout = "split",
  eyebrow,
  title,
  lead,
  tags = [],
  actions = [],
  facts = [],
  art,
  slides,
  slidesLabel = "Photos",
  aside,
  asideCard,
  below,
}: KitHeroProps) {
  const overPicture = layout === "background" || layout === "slider";
  const text = (
    <div className="kit-hero-text">
      {eyebrow && <p className="kit-eyebrow">{eyebrow}</p>}
      <h1 className="kit-hero-title">{title}</h1>
      <p className="kit-hero-lead">{lead}</p>
      {tags.length > 0 && (
        <ul className="kit-tags kit-hero-tags" aria-label="What we offer">
          {tags.map((tag) => (
            <li key={tag} className="kit-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <KitActions links={actions} />
      {below && <div className="kit-hero-below">{below}</div>}
      {facts.length > 0 && (
        <dl className="kit-hero-facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
  return (
    <div className={cx("kit-hero", `kit-hero-${layout}`, overPicture && "kit-dark")}>
      {layout === "background" && art && (
        <div className="kit-hero-backdrop">
          <Artwork {...art} ratio="16:9" width={1600} cover />
        </div>
      )}
      {layout === "slider" && slides && (
        <div className="kit-hero-backdrop">
          <FadeSlides label={slidesLabel} slides={slides} />
        </div>
      )}
      <div className="container kit-hero-inner">
        {text}
        {aside ? (
          <div className="kit-hero-aside">
            {asideCard ? (
              <div className="kit-card kit-hero-card" id={asideCard.anchor}>
                {aside}
              </div>
            ) : (
              aside
            )}
          </div>
        ) : (
          layout === "split" &&
          art && (
            <div className="kit-hero-aside">
              <Artwork {...art} ratio="4:3" width={720} />
            </div>
          )
        )}
      </div>
    </div>
  );
}

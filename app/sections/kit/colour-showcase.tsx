import { useState } from "react";
import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { Price } from "~/components/kit/price";
import { Swatches } from "~/components/kit/swatches";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitLink, kitTone, lucideIcon } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { KitActions, KitSection } from "./section";

import "~/styles/kit/_products.scss";
import "~/styles/kit/_rows.scss";

/** A finish or colour a product comes in: its name and the colour drawn for it (#rrggbb). */
export const kitColour = z
  .strictObject({
    name: text(1, 40).check(z.describe("The colour's name, e.g. Walnut")),
    hex: z
      .string("write the colour as #rrggbb")
      .check(
        z.regex(/^#[0-9a-f]{6}$/, "write the colour as #rrggbb, in lower case"),
        z.describe("The colour as #rrggbb, in lower case"),
      ),
  })
  .check(z.describe("A colour: its name and its value"));

/**
 * The template kit's colour showcase as a content file writes it: a product (its price in US
 * cents, a Lucide motif by name) and the finishes it comes in.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  product: z
    .strictObject({
      name: text(1, 80).check(z.describe("The product's name")),
      price: z
        .number("write the price in US cents")
        .check(z.int(), z.gte(0), z.describe("The price in US cents")),
      motif: lucideIcon.check(z.describe("What the product's picture shows, by its Lucide name")),
    })
    .check(z.describe("The product the colours are of")),
  colours: z
    .array(
      z
        .extend(kitColour, { note: text(1, 200).check(z.describe("A line about the finish")) })
        .check(z.describe("One finish: its name, colour and a line about it")),
    )
    .check(
      z.minLength(2, "list at least two colours"),
      z.describe("The finishes, each with a line about it"),
    ),
  action: z.optional(kitLink.check(z.describe("A link under the colours"))),
  tone: kitTone,
  anchor: kitAnchor,
});

export type ColourShowcaseProps = Drawn<Fields<typeof schema>>;

/** A product drawn in the finish the visitor picks from swatches, with what sets it apart. */
export function ColourShowcase({
  id,
  heading,
  product,
  colours,
  action,
  tone,
  anchor,
}: ColourShowcaseProps) {
  const [name, setName] = useState(colours[0]?.name ?? "");
  const colour = colours.find((entry) => entry.name === name) ?? colours[0];
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <div className="kit-row">
        <Artwork
          seed={`${product.name}-showcase`}
          motif={product.motif}
          tint={colour?.hex}
          alt={`${product.name} in ${name}`}
          ratio="1:1"
          width={560}
        />
        <div>
          <p className="kit-colour-name" aria-live="polite">
            {name}
          </p>
          <p className="kit-muted">{colour?.note}</p>
          <Swatches
            label={`Finish of ${product.name}`}
            colours={colours}
            value={name}
            onChange={setName}
            size="lg"
          />
          <p className="kit-colour-price">
            <Price cents={product.price} />
          </p>
          {action && <KitActions links={[action]} />}
        </div>
      </div>
    </KitSection>
  );
}

import type { LucideIcon } from "lucide-react";
import { useState } from "react";

import { Artwork } from "~/components/kit/artwork";
import { Price } from "~/components/kit/price";
import { type Colour, Swatches } from "~/components/kit/swatches";

import { KitActions, type KitIntro, type KitLink, KitSection, type Tone } from "./section";

import "~/styles/kit/_products.scss";
import "~/styles/kit/_rows.scss";

export interface ColourShowcaseProps {
  id: string;
  heading: KitIntro;
  product: { name: string; price: number; motif: LucideIcon };
  /** The finishes, each with a line about it. */
  colours: readonly (Colour & { note: string })[];
  action?: KitLink;
  tone?: Tone;
  anchor?: string;
}

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

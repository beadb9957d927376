import { type Art, Artwork } from "~/components/kit/artwork";

import { KitActions, type KitIntro, type KitLink, KitSection, type Tone } from "./section";

import "~/styles/kit/_rows.scss";

export interface MediaRow {
  eyebrow?: string;
  title: string;
  text: string;
  points?: readonly string[];
  art: Art;
  link?: KitLink;
}

export interface AlternatingRowsProps {
  id: string;
  heading: KitIntro;
  rows: readonly MediaRow[];
  tone?: Tone;
  anchor?: string;
}

/** Picture and text side by side, the picture switching sides on each row. */
export function AlternatingRows({ id, heading, rows, tone, anchor }: AlternatingRowsProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <div className="kit-rows">
        {rows.map((row) => (
          <MediaRowView key={row.title} row={row} />
        ))}
      </div>
    </KitSection>
  );
}

/** One picture-and-text row (also the panel of tabbed and accordion showcases). */
export function MediaRowView({ row, titleLevel = 3 }: { row: MediaRow; titleLevel?: 3 | 4 }) {
  const Title = titleLevel === 3 ? "h3" : "h4";
  return (
    <div className="kit-row">
      <div className="kit-row-media">
        <Artwork {...row.art} ratio="4:3" width={640} />
      </div>
      <div className="kit-row-text">
        {row.eyebrow && <p className="kit-eyebrow">{row.eyebrow}</p>}
        <Title className="kit-row-title">{row.title}</Title>
        <p className="kit-muted">{row.text}</p>
        {row.points && (
          <ul className="kit-checks">
            {row.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
        {row.link && <KitActions links={[row.link]} />}
      </div>
    </div>
  );
}

import { type Art, Artwork } from "~/components/kit/artwork";
import { cx } from "~/lib/cx";

import { KitActions, type KitIntro, type KitLink, KitSection, type Tone } from "./section";

import "~/styles/kit/_rows.scss";

export interface MediaRow {
  eyebrow?: string;
  title: string;
  text: string;
  points?: readonly string[];
  art: Art;
  link?: KitLink;
  /** Short labels over the title (a project's services). */
  tags?: readonly string[];
  /** Show the picture as a screen in a drawn device: a browser window or a tablet. */
  frame?: "browser" | "tablet";
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
      <div className={cx("kit-row-media", row.frame && `kit-frame kit-frame-${row.frame}`)}>
        {row.frame === "browser" && (
          <span className="kit-frame-bar" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        )}
        <Artwork {...row.art} ratio={row.frame === "browser" ? "16:9" : "4:3"} width={640} />
      </div>
      <div className="kit-row-text">
        {row.tags && (
          <ul className="kit-tags" aria-label="Tags">
            {row.tags.map((tag) => (
              <li key={tag} className="kit-tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
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

import { Icon } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_fit-check.scss";

/** One column of the fit check. */
export interface FitColumn {
  /** The column's h3, e.g. "A good fit if you". */
  title: string;
  /** Whether the items describe a fit (check marks) or not (crosses). */
  fit: boolean;
  /** The statements. */
  items: readonly string[];
}

export interface FitCheckProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** Usually two columns: who it is for, and who it is not for. */
  columns: readonly FitColumn[];
  /** Background of the section. */
  tone?: "light" | "muted";
}

/** Who a product is for, and honestly who it is not for, side by side. */
export function FitCheck({ id, heading, columns, tone = "light" }: FitCheckProps) {
  return (
    <section
      className={tone === "muted" ? "section section-muted" : "section"}
      aria-labelledby={id}
    >
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <div className="row g-4 justify-content-center">
          {columns.map((column) => (
            <div className="col-md-6 col-xl-5" key={column.title}>
              <div className={cx("tile fit-column", column.fit ? "fit-yes" : "fit-no")}>
                <h3 className="tile-title">{column.title}</h3>
                <ul className="check-list mt-3">
                  {column.items.map((item) => (
                    <li key={item}>
                      <Icon name={column.fit ? "check" : "close"} size={20} />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

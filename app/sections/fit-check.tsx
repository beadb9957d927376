import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { headingId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_fit-check.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  columns: z
    .array(
      z
        .strictObject({
          title: text(1, 60).check(z.describe('The column\'s title, e.g. "A good fit if you"')),
          fit: z
            .boolean("write true or false")
            .check(z.describe("Whether the items describe a fit (check marks) or not (crosses)")),
          items: z
            .array(text(1, 300).check(z.describe("One point")))
            .check(z.minLength(1, "give at least one statement"), z.describe("The statements")),
        })
        .check(z.describe("One column: a title and its points")),
    )
    .check(
      z.minLength(1, "give at least one column"),
      z.describe("Usually two columns: who it is for, and who it is not for"),
    ),
  tone: z.optional(
    z.enum(["light", "muted"], "use light or muted").check(z.describe("Background of the section")),
  ),
});

export type FitCheckProps = Fields<typeof schema>;

/** Who a product is for, and honestly who it is not for, side by side. */
export function FitCheck({ id, heading, columns, tone = "light" }: FitCheckProps) {
  return (
    <SiteSection id={id} heading={heading} muted={tone === "muted"}>
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
    </SiteSection>
  );
}

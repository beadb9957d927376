import * as z from "zod/mini";

import { crumb, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { Breadcrumbs } from "~/sections/breadcrumbs";

import "~/styles/kit/_page-title.scss";

/**
 * What a content file gives the page title band: the breadcrumb trail (the last crumb is the
 * page itself), an eyebrow, the h1 and an intro.
 */
export const schema = z.strictObject({
  eyebrow: z.optional(text(1, 60).check(z.describe("Short label above the title"))),
  title: text(1, 140).check(z.describe("The page's h1")),
  intro: z.optional(text(1, 600).check(z.describe("One or two sentences under the title"))),
  trail: z
    .array(crumb)
    .check(
      z.minLength(1, "list the breadcrumb trail, this page last"),
      z.describe("Breadcrumb trail from the top; the last crumb is this page"),
    ),
});

export type KitPageTitleProps = Fields<typeof schema>;

/** An inner page's title band: breadcrumb, eyebrow, h1 and intro. */
export function KitPageTitle({ eyebrow, title, intro, trail }: KitPageTitleProps) {
  return (
    <div className="kit-page-title kit-soft">
      <div className="container">
        <Breadcrumbs trail={trail} className="kit-page-title-crumbs" />
        {eyebrow && <p className="kit-eyebrow">{eyebrow}</p>}
        <h1 className="kit-page-title-h1">{title}</h1>
        {intro && <p className="kit-intro">{intro}</p>}
      </div>
    </div>
  );
}

/** The library's name for it (`section: PageTitle` in a template page's file). */
export { KitPageTitle as PageTitle };

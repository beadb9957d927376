/**
 * Field schemas the template kit's sections share (app/sections/kit/): intros, links,
 * tones, drawn artwork and Lucide icons by name (./icon-names.ts). The kit's forms have their
 * schemas beside their components (components/kit/sample-form.tsx, kit-form.tsx).
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import * as z from "zod/mini";

import { elementId, headingId, href, introOf, text } from "./fields.ts";
import { LUCIDE_NAME } from "./icon-names.ts";

/**
 * Whether Lucide has an icon of that name: its module is installed. Found when first asked, and
 * only where there are files to look at; the editor's browser (app/admin/) has no files, and
 * looks the name up in Lucide's names once its icon picker has them (`knowLucideNames`), the
 * name's form alone until then.
 */
let lucideIcons: string | undefined;
let lucideNames: ReadonlySet<string> | undefined;
function lucideHas(name: string): boolean {
  if (typeof existsSync !== "function") return lucideNames?.has(name) ?? true;
  lucideIcons ??= join(
    dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")),
    "dist/esm/icons",
  );
  return existsSync(join(lucideIcons, `${name}.mjs`));
}

/** Lucide's icon names (each icon's and its aliases'), where no files say which are installed. */
export function knowLucideNames(names: Iterable<string>): void {
  lucideNames = new Set(names);
}

/** A Lucide icon by its name, checked against the installed Lucide (lucide.dev/icons). */
export const lucideIcon = z.string("write the icon's Lucide name, e.g. mail").check(
  z.refine(
    (name) => LUCIDE_NAME.test(name) && lucideHas(name),
    "name a Lucide icon in kebab-case, as lucide.dev/icons lists it (e.g. shield-check)",
  ),
  z.describe("An icon by its Lucide name (lucide.dev/icons), e.g. shield-check"),
);

/** A kit section's eyebrow, h2 and intro. */
export const kitIntro = introOf(160);

export const kitLink = z
  .strictObject({
    label: text(1, 80).check(z.describe("The link's text")),
    href: href.check(z.describe("Where the link goes, e.g. /contact, #faq or https://…")),
  })
  .check(z.describe("A link: its text and where it goes"));

/** A section's background in the kit: the page's, a soft tint, or the dark band. */
export const kitTone = z.optional(
  z
    .enum(["plain", "soft", "dark"], "use plain, soft or dark")
    .check(z.describe("The section's background: plain, a soft tint, or the dark band")),
);

/** A section's own id, for links to it (#faq). */
export const kitAnchor = z.optional(
  elementId.check(z.describe("A name for links to this section, e.g. faq (linked as #faq)")),
);

/** The fields every kit section has: its id, its intro (the h2), its background, its anchor. */
export const kitSectionFields = {
  id: headingId,
  heading: kitIntro,
  tone: kitTone,
  anchor: kitAnchor,
};

/** The longest alternative text: a sentence a screen reader reads in one breath. */
const ALT_MAX = 150;

/** Whether a picture has alternative text: `alt: ""` (the old way of saying decorative) has none. */
const hasAlt = ({ alt }: { alt?: string | undefined }) => alt !== undefined && alt !== "";

/**
 * A drawn picture: a seeded composition with a Lucide icon as its motif. It either says what it
 * shows (`alt`) or is marked `decorative: true`, never both and never neither: an empty `alt` is
 * what the browser editor cannot save (it drops an empty optional text and refuses an empty
 * required one), so a decorative picture says so (docs/decisions/0035-decorative-pictures.md).
 * `decorative: false`, what the editor writes when its toggle is switched off, is not decorative.
 */
export const kitArt = z
  .strictObject({
    seed: text(1, 60).check(
      z.describe("Any word or phrase: each one draws a different picture, the same one every time"),
    ),
    motif: z.optional(
      lucideIcon.check(
        z.describe("The icon drawn large in the middle of the picture, by its Lucide name"),
      ),
    ),
    alt: z.optional(
      text(1, ALT_MAX).check(
        z.describe(
          "What the picture shows, for screen readers, e.g. Illustration of a leaf; leave it out if the picture is decorative",
        ),
      ),
    ),
    decorative: z.optional(
      z
        .boolean("write true or false")
        .check(z.describe("The picture adds nothing a reader needs; screen readers skip it")),
    ),
    tint: z.optional(
      text(1, 40).check(
        z.describe("Colour of the icon, e.g. #8a4b1c (a product's finish); the theme's by default"),
      ),
    ),
  })
  .check(
    z.refine((art) => hasAlt(art) || art.decorative === true, {
      message: "write what the picture shows (alt), or mark it decorative: true",
      path: ["alt"],
    }),
    z.refine((art) => !(hasAlt(art) && art.decorative === true), {
      message: "a decorative picture has no alternative text: clear alt, or switch decorative off",
      path: ["decorative"],
    }),
    z.describe("A drawn picture: pick a seed for its pattern and an icon for its middle"),
  );

/** A point with a Lucide icon (by name), a short title and a line: beside a form, under a video. */
export const kitIconPoint = z
  .strictObject({
    icon: lucideIcon.check(z.describe("The icon beside the point, by its Lucide name, e.g. mail")),
    title: text(1, 100).check(z.describe("The point's short heading")),
    text: text(1, 300).check(z.describe("A line under the heading")),
  })
  .check(z.describe("One point: an icon, a short heading and a line"));

/** An amount of money in US cents, which the kit shows in the visitor's chosen currency. */
export const usCents = (what: "amount" | "price") =>
  z
    .number(`write the ${what} in US cents`)
    .check(
      z.int(),
      z.gte(0),
      z.describe(`The ${what} in US cents (1999 is $19.99), shown in the visitor's currency`),
    );

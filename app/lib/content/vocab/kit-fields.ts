/**
 * Field schemas the template kit's sections share (app/sections/kit/): intros, links,
 * tones, drawn artwork and Lucide icons by name (./icon-names.ts). The kit's forms have their
 * schemas beside their components (components/kit/sample-form.tsx, kit-form.tsx).
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import * as z from "zod/mini";

import { elementId, href, text } from "./fields.ts";
import { LUCIDE_NAME } from "./icon-names.ts";

const LUCIDE_ICONS = join(
  dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")),
  "dist/esm/icons",
);

/** A Lucide icon by its name, checked against the installed Lucide (lucide.dev/icons). */
export const lucideIcon = z
  .string("write the icon's Lucide name, e.g. mail")
  .check(
    z.refine(
      (name) => LUCIDE_NAME.test(name) && existsSync(join(LUCIDE_ICONS, `${name}.mjs`)),
      "name a Lucide icon in kebab-case, as lucide.dev/icons lists it (e.g. shield-check)",
    ),
  );

/** A kit section's eyebrow, h2 and intro. */
export const kitIntro = z.strictObject({
  eyebrow: z.optional(text(1, 60)),
  title: text(1, 160),
  intro: z.optional(text(1, 600)),
});

export const kitLink = z.strictObject({ label: text(1, 80), href });

/** A section's background in the kit: the page's, a soft tint, or the dark band. */
export const kitTone = z.optional(z.enum(["plain", "soft", "dark"], "use plain, soft or dark"));

/** A section's own id, for links to it (#faq). */
export const kitAnchor = z.optional(elementId);

/** The fields every kit section has: its id, its intro (the h2), its background, its anchor. */
export const kitSectionFields = {
  id: elementId,
  heading: kitIntro,
  tone: kitTone,
  anchor: kitAnchor,
};

/** A drawn picture: a seeded composition with a Lucide icon as its motif. */
export const kitArt = z.strictObject({
  seed: text(1, 60),
  motif: z.optional(lucideIcon),
  /** Alternative text; "" for a decorative picture. */
  alt: z.string("write the picture's alternative text"),
  tint: z.optional(text(1, 40)),
});

/** A point with a Lucide icon (by name), a short title and a line: beside a form, under a video. */
export const kitIconPoint = z.strictObject({
  icon: lucideIcon,
  title: text(1, 100),
  text: text(1, 300),
});

/**
 * Field schemas the section schemas share (the `schema` of each module under app/sections/).
 * Content files (content/pages/*.md) are checked against them at build time; the messages say
 * what to write, since the person reading them edits YAML, not TypeScript.
 */
import * as z from "zod/mini";

import { ICON_NAMES } from "./icon-names.ts";

/** Text of a length a layout holds. */
export const text = (min = 1, max = 2000) =>
  z
    .string("write it as text")
    .check(
      z.minLength(min, `write at least ${min} character${min === 1 ? "" : "s"}`),
      z.maxLength(max, `keep it to ${max} characters or fewer`),
    );

/** An element id: what a link's #fragment and aria-labelledby point at. */
export const elementId = z
  .string("write the id as text")
  .check(
    z.regex(/^[a-z][a-z0-9-]*$/, "use lowercase letters, digits and hyphens, e.g. team-title"),
  );

/**
 * The id of a section's heading (h2), which the section is labelled by: the one description of
 * every section's `id`, so a link to /page#id lands on the heading.
 */
export const headingId = elementId.check(
  z.describe(
    "Anchor id of the section's heading, unique on the page, used in links like /page#id; lowercase words joined by hyphens",
  ),
);

/** The id of a page's title (h1), which its first section is labelled by. */
export const titleId = elementId.check(
  z.describe("id of the page's title (h1), unique on the page; lowercase words joined by hyphens"),
);

/** A link target: an internal path ("/contact", "#team"), or tel:, mailto: or https:. */
export const href = z
  .string("write the link as text")
  .check(
    z.regex(
      /^(\/[^\s]*|#[a-z][a-z0-9-]*|tel:\+?[0-9]+|mailto:\S+@\S+|https:\/\/\S+)$/,
      'start with "/", "#", "tel:", "mailto:" or "https://"',
    ),
    z.describe("Where the link goes, e.g. /contact, #team, mailto:… or https://…"),
  );

export const iconName = z
  .enum(ICON_NAMES, `use one of the site's icons: ${ICON_NAMES.join(", ")}`)
  .check(z.describe("The icon shown, one of the site's own icons"));

/** An eyebrow, h2 and intro, the h2 at most `titleMax` characters (the kit's run longer). */
export const introOf = (titleMax: number) =>
  z
    .strictObject({
      eyebrow: z.optional(
        text(1, 60).check(z.describe("Short label shown above the section's title")),
      ),
      title: text(1, titleMax).check(z.describe("The section's heading")),
      intro: z.optional(
        text(1, 600).check(z.describe("A sentence or two under the section's title")),
      ),
    })
    .check(z.describe("Eyebrow, title and intro at the top of the section"));

/** A section's eyebrow, h2 and intro. */
export const sectionIntro = introOf(140);

export const actionLink = z
  .strictObject({
    label: text(1, 80).check(z.describe("The link's text")),
    href: href.check(z.describe("Where the link goes, e.g. /contact, #team or https://…")),
  })
  .check(z.describe("A link: its text and where it goes"));

export const actionButton = z
  .strictObject(
    {
      label: text(1, 80).check(z.describe("The button's text")),
      href: href.check(z.describe("Where the button goes, e.g. /contact, #team or https://…")),
      emphasis: z.optional(
        z
          .enum(["primary", "secondary"], "use primary or secondary")
          .check(z.describe("primary: the filled main button; secondary: the quieter one")),
      ),
    },
    "write the button as its label and href (and emphasis, if any)",
  )
  .check(z.describe("A button: its text, where it goes and how strongly it stands out"));

export const crumb = z
  .strictObject({
    name: text(1, 60).check(z.describe("The page's name as the breadcrumb trail shows it")),
    path: z
      .string()
      .check(
        z.regex(/^\/[^\s]*$/, 'start the path with "/"'),
        z.describe("The page's address on the site, e.g. /industries/msp"),
      ),
  })
  .check(z.describe("One step of the breadcrumb trail above the title, from the home page down"));

/** An icon, a short h3 and a sentence or two: the item of feature grids and split points. */
export const iconItem = z
  .strictObject({
    icon: iconName.check(z.describe("The icon shown beside the item")),
    title: text(1, 80).check(z.describe("The item's short heading")),
    text: text(1, 500).check(z.describe("A sentence or two under the heading")),
  })
  .check(z.describe("One item: an icon, a short heading and a sentence or two"));

/**
 * A figure and what it measures (a stat of a band, a fact beside a hero), keys in the order a
 * section writes them (the order its data keeps): `max` each, what its layout holds.
 */
export const figure = (valueMax: number, labelMax: number) =>
  z
    .strictObject({
      value: text(1, valueMax).check(
        z.describe('The figure as shown, e.g. "14 min" or "99.7%"; keep it short'),
      ),
      label: text(1, labelMax).check(z.describe("What the figure measures, shown with it")),
    })
    .check(z.describe("A figure and what it measures"));

/** The same as `figure`, its label written first (a list of details: "Client: Northwind"). */
export const labelledValue = (labelMax: number, valueMax: number) =>
  z
    .strictObject({
      label: text(1, labelMax).check(z.describe("What the value is, shown before or above it")),
      value: text(1, valueMax).check(z.describe("The value itself, short")),
    })
    .check(z.describe("A value and its label"));

/** One paragraph of a list of them (a story's, a confirmation's, an answer's). */
export const paragraph = (max: number) => text(1, max).check(z.describe("One paragraph"));

/** One point of a list of short points (a card's, a plan's, a callout's). */
export const point = (max: number) => text(1, max).check(z.describe("One point, a short line"));

/**
 * A list that names each of `slugs` exactly once by its `key` field, e.g. every industry of the
 * catalogue: a section that shows the whole catalogue cannot drop or repeat an entry.
 */
export const eachOnce = <K extends string>(slugs: readonly string[], key: K, what: string) =>
  z.refine<readonly Record<K, string>[]>(
    (items) =>
      items.length === slugs.length &&
      slugs.every((slug) => items.some((item) => item[key] === slug)),
    `list every ${what} once: ${slugs.join(", ")}`,
  );

/** A label the code fills in, which must hold every one of `names` as {name}. */
export const template = (names: readonly string[], max = 200) =>
  text(1, max).check(
    z.refine(
      (label) => names.every((name) => label.includes(`{${name}}`)),
      `write ${names.map((name) => `{${name}}`).join(" and ")} where the value${names.length > 1 ? "s go" : " goes"}`,
    ),
  );

/** A phone number as shown and as dialled (e.g. {{site.phone.main.display}} and its .tel). */
export const phoneNumber = z
  .strictObject({
    display: text(1, 40).check(z.describe("The number as the page shows it")),
    tel: z
      .string("write the number as text")
      .check(
        z.regex(/^\+?[0-9]+$/, "write the number to dial as digits, e.g. +15125550142"),
        z.describe("The number a phone dials when tapped: digits only, e.g. +15125550142"),
      ),
  })
  .check(z.describe("A phone number: as shown, and as dialled when tapped"));

export const emailAddress = z
  .string("write the address as text")
  .check(
    z.regex(/^[^\s@]+@[^\s@]+\.[a-z]+$/, "write an e-mail address, e.g. {{site.email.sales}}"),
    z.describe("An e-mail address, e.g. {{site.email.sales}}"),
  );

/**
 * The message of a field that is `all` or a list: a list's own mistake (an unknown slug, say)
 * with its place in the list, else `otherwise`.
 */
export const allOrListError =
  (otherwise: string) =>
  (issue: { input?: unknown }): string => {
    const inList = Array.isArray(issue.input)
      ? (issue as { errors?: { path: PropertyKey[]; message: string }[][] }).errors?.[1]?.[0]
      : undefined;
    return inList ? `${inList.path.join(".")}: ${inList.message}` : otherwise;
  };

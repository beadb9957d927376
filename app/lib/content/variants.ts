/**
 * Sections of pages varied by their query (/thank-you?form=…, /coming-soon?product=…). The
 * query exists only in the browser, so the prerendered HTML is the section as its file gives
 * it, true of every variant; after hydration the variant the query names replaces it (only one
 * of the file's variants, never the raw value). Pure, so a route module may use it without
 * bringing the schemas to the browser.
 */
import type { ContentPage } from "./page";

/**
 * The fields of the page's section named `name`, for a route module of its own; the build has
 * checked them against that section's schema, hence the type.
 */
export function pageSection<Fields>(page: ContentPage, name: string): Fields {
  const section = page.sections.find((entry) => entry.section === name);
  if (!section) throw new Error(`${page.path}: the page file has no ${name} section`);
  return Object.fromEntries(Object.entries(section).filter(([key]) => key !== "section")) as Fields;
}

/** A section's fields with `variants`, by query value, of the fields that differ. */
export type WithVariants<Fields extends object, Variant extends Partial<Fields>> = Fields & {
  variants?: Readonly<Record<string, Variant>>;
};

/** The variant named `key` (trimmed, any case) over the section's own fields, if it has one. */
export function sectionVariant<Fields extends object, Variant extends Partial<Fields>>(
  section: WithVariants<Fields, Variant>,
  key: string | null | undefined,
): { fields: Fields; variant: string | undefined } {
  const { variants, ...fields } = section;
  const name = key?.trim().toLowerCase();
  if (name === undefined || !variants || !Object.hasOwn(variants, name)) {
    return { fields: fields as Fields, variant: undefined };
  }
  return { fields: { ...(fields as Fields), ...variants[name] }, variant: name };
}

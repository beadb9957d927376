/**
 * Labels written with placeholders, e.g. "Showing {shown} of {total} case studies": a content
 * file writes the words, the code fills in the numbers it computes.
 */

/** `template` with every {name} of `values` filled in; other braces stay as written. */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (token, name: string) =>
    name in values ? String(values[name]) : token,
  );
}

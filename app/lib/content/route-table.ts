/**
 * The content routes as app/routes.ts declares them, from the route table the content compiler
 * wrote (app/content/generated/routes.json): `page("about")` is the route module of
 * content/pages/about.md, and fails if that file is gone (the seed's routes are written out in
 * app/routes.ts, so deleting a page file cannot drop one in silence); `rest()` is every page
 * not declared that way, so a new file is a new page without touching app/.
 *
 * Read by React Router's config loader, which has no "~/" alias: relative imports only.
 */
export type RouteEntries = readonly (readonly [path: string, file: string])[];

export function contentRoutes(entries: RouteEntries, folder: string) {
  const files = new Map(entries);
  const declared = new Set<string>();
  return {
    page(path: string): string {
      const file = files.get(path);
      if (file === undefined) {
        throw new Error(
          `app/routes.ts declares /${path} as a content page, but ${folder}/${path}.md does not exist.`,
        );
      }
      declared.add(path);
      return file;
    },
    rest(): [path: string, file: string][] {
      return [...files].filter(([path]) => !declared.has(path));
    },
  };
}

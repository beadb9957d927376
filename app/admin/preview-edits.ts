/**
 * A YAML collection as it is being typed, in place of the built one, for the editor's preview.
 * The site's modules read a collection as they load (a list sorted once, a header's links made
 * once), so a changed value must be there before they load: the preview page keeps the edit in
 * the tab's sessionStorage and loads itself again (./preview.tsx), and in the /admin/ build
 * every import of a collection's generated module goes through `edited` (vite.admin.ts), which
 * then gives the edit. Anywhere else, and in the editor's own page, it gives the built value.
 */
import { PREVIEW_PAGE } from "./preview-frame";

/** One collection's edit, as the build's check gives the data. */
export interface CollectionEdit {
  collection: string;
  data: unknown;
  /** The message's data it was checked from (JSON), to know it again. */
  posted: string;
  /** The page the person chose to see it on, and how far they had scrolled. */
  page?: string;
  scroll?: number;
}

const KEY = "cradlesec-preview-edit";

/** The edit this document was loaded with: taken once, so a later load starts from the build. */
function takeEdit(): CollectionEdit | undefined {
  if (typeof window === "undefined" || window.location.pathname !== PREVIEW_PAGE) return undefined;
  const text = window.sessionStorage.getItem(KEY);
  window.sessionStorage.removeItem(KEY);
  return text ? (JSON.parse(text) as CollectionEdit) : undefined;
}

export const loadedEdit: CollectionEdit | undefined = takeEdit();

/** Turns icon names into Lucide components (a collection written with `components`). */
let iconComponents: ((data: unknown) => unknown) | undefined;

/** Set by the preview page before the site's modules load. */
export function setIconComponents(convert: (data: unknown) => unknown): void {
  iconComponents = convert;
}

const built = new Map<string, unknown>();

/**
 * The value of `collection` for the modules that import it: the loaded edit's, else `value`
 * (the built one). `components`: the collection's icons are Lucide components.
 */
export function edited<T>(collection: string, value: T, components: boolean): T {
  built.set(collection, value);
  if (loadedEdit?.collection !== collection) return value;
  return (components && iconComponents ? iconComponents(loadedEdit.data) : loadedEdit.data) as T;
}

/** The built value of a collection the site's modules have loaded. */
export const builtValue = (collection: string): unknown => built.get(collection);

/** Loads the preview page again, with `edit` in place (or none: the site as built). */
export function reloadWith(edit: CollectionEdit | undefined): void {
  if (edit) window.sessionStorage.setItem(KEY, JSON.stringify(edit));
  else window.sessionStorage.removeItem(KEY);
  window.location.reload();
}

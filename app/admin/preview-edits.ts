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
  /** The page the person chose to see it on. */
  page?: string;
}

/**
 * What the preview showed as it loaded itself again (its markup, stylesheets and scroll), shown
 * at once by the new load until the site's modules have drawn: the pane does not go blank.
 */
export interface Snapshot {
  html: string;
  styles: string[];
  scroll: number;
}

/** The element the preview page draws into. */
export const PREVIEW_ROOT = "preview";

const KEY = "cradlesec-preview-reload";

/** What the last load left for this one: taken once, so a later load starts from the build. */
function takeCarried(): { edit?: CollectionEdit; snapshot?: Snapshot } {
  if (typeof window === "undefined" || window.location.pathname !== PREVIEW_PAGE) return {};
  const text = window.sessionStorage.getItem(KEY);
  window.sessionStorage.removeItem(KEY);
  return text ? (JSON.parse(text) as { edit?: CollectionEdit; snapshot?: Snapshot }) : {};
}

const carried = takeCarried();

/** The edit this document was loaded with. */
export const loadedEdit: CollectionEdit | undefined = carried.edit;

/** What the document showed before this load. */
export const loadedSnapshot: Snapshot | undefined = carried.snapshot;

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

/**
 * Loads the preview page again, with `edit` in place (or none: the site as built), leaving it a
 * snapshot of what it shows now.
 */
export function reloadWith(edit: CollectionEdit | undefined): void {
  const root = document.getElementById(PREVIEW_ROOT);
  const snapshot: Snapshot | undefined = root
    ? {
        html: root.innerHTML,
        styles: [...document.querySelectorAll('link[rel="stylesheet"]')].flatMap((link) => {
          const href = link.getAttribute("href");
          return href ? [href] : [];
        }),
        scroll: window.scrollY,
      }
    : undefined;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ edit, snapshot }));
  } catch {
    // A page too large to keep: the next load starts blank.
    window.sessionStorage.setItem(KEY, JSON.stringify({ edit }));
  }
  window.location.reload();
}

/** Shows a snapshot in `root` with its stylesheets, where it was scrolled to. */
export function showSnapshot(root: HTMLElement, snapshot: Snapshot): void {
  for (const href of snapshot.styles) {
    if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
  }
  // The page's own markup, as React drew it a moment ago (no script runs from it).
  root.innerHTML = snapshot.html;
  window.scrollTo(0, snapshot.scroll);
}

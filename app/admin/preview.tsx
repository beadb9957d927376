/**
 * The editor's preview page (/admin/preview.html): an entry drawn as the site draws it, by the
 * site's own components, React and styles (./preview-page.tsx). Sveltia's preview pane
 * (./preview-frame.ts) posts the entry on every change. This module starts the page: it listens
 * for the entry at once, shows what the page showed before it loaded itself again, makes the
 * icons of an edited collection components, and only then loads the site's modules, which read
 * the edited collection as they load (./preview-edits.ts).
 */
import { withIcons } from "~/lib/content/icons";

import {
  loadedEdit,
  loadedSnapshot,
  PREVIEW_ROOT,
  reloadWith,
  setIconComponents,
  showSnapshot,
} from "./preview-edits";
import { messageStore } from "./preview-messages";

const messages = messageStore();
window.addEventListener("message", messages.take);

async function start(root: HTMLElement) {
  const { icons } = await import("./preview-icons");
  setIconComponents((data) => withIcons(data, icons));
  const [{ site }, { mount }] = await Promise.all([
    import("virtual:cradlesec/preview-site"),
    import("./preview-page"),
  ]);
  mount(root, site, messages);
}

const root = document.getElementById(PREVIEW_ROOT);
if (root) {
  if (loadedSnapshot) showSnapshot(root, loadedSnapshot);
  start(root).catch((error: unknown) => {
    // The site's modules refused the edited collection as they loaded: say why, and load the
    // page again (without it) once the person changes the entry.
    const problem = document.createElement("pre");
    problem.setAttribute("role", "alert");
    problem.textContent = `The site's code refuses this data: ${error instanceof Error ? error.message : String(error)}`;
    root.replaceChildren(problem);
    messages.subscribe(() => {
      if (JSON.stringify(messages.latest?.data) !== loadedEdit?.posted) reloadWith(undefined);
    });
  });
}

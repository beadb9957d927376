/**
 * The editor's preview page (/admin/preview.html): an entry drawn as the site draws it, by the
 * site's own components, React and styles (./preview-page.tsx). Sveltia's preview pane
 * (./preview-frame.ts) posts the entry on every change. This module starts the page: it listens
 * for the entry at once, makes the icons of an edited collection components, and only then
 * loads the site's modules, which read the edited collection as they load (./preview-edits.ts).
 */
import { withIcons } from "~/lib/content/icons";

import { loadedEdit, reloadWith, setIconComponents } from "./preview-edits";
import { icons } from "./preview-icons";
import { messageStore } from "./preview-messages";

const messages = messageStore();
window.addEventListener("message", messages.take);
setIconComponents((data) => withIcons(data, icons));

const root = document.getElementById("preview");
if (root) {
  Promise.all([import("virtual:cradlesec/preview-site"), import("./preview-page")]).then(
    ([{ site }, { mount }]) => mount(root, site, messages),
    (error: unknown) => {
      // The site's modules refused the edited collection as they loaded: say why, and load the
      // page again (without it) once the person changes the entry.
      const problem = document.createElement("pre");
      problem.setAttribute("role", "alert");
      problem.textContent = `The site's code refuses this data: ${error instanceof Error ? error.message : String(error)}`;
      root.replaceChildren(problem);
      messages.subscribe(() => {
        if (JSON.stringify(messages.latest?.data) !== loadedEdit?.posted) reloadWith(undefined);
      });
    },
  );
}

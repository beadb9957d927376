import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * A route's page as HTML, rendered at `path` inside a <main> as the site's layout has it. A test
 * that loads routes through a Vite server of its own (app/labs-new-entry.test.ts) loads this
 * through that server too, so the page and the renderer share one React and one router.
 */
export function renderPage(path: string, Page: ComponentType): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <Page />
      </main>
    </MemoryRouter>,
  );
}

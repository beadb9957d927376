import { Breadcrumbs, type Crumb } from "~/sections/breadcrumbs";

import "~/styles/kit/_page-title.scss";

export interface KitPageTitleProps {
  /** Short label above the title. */
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  /** One or two sentences under the title. */
  intro?: string;
  /** Breadcrumb trail from the top; the last crumb is this page. */
  trail: readonly Crumb[];
}

/** An inner page's title band: breadcrumb, eyebrow, h1 and intro. */
export function KitPageTitle({ eyebrow, title, intro, trail }: KitPageTitleProps) {
  return (
    <div className="kit-page-title kit-soft">
      <div className="container">
        <Breadcrumbs trail={trail} className="kit-page-title-crumbs" />
        {eyebrow && <p className="kit-eyebrow">{eyebrow}</p>}
        <h1 className="kit-page-title-h1">{title}</h1>
        {intro && <p className="kit-intro">{intro}</p>}
      </div>
    </div>
  );
}

/** The library's name for it: a content file's `section: PageTitle` (app/lib/content/sections.ts). */
export { KitPageTitle as PageTitle };

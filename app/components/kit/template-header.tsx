import { Link } from "react-router";

import { BrandMark } from "./brand-mark";

export interface TemplateHeaderProps {
  /** The sample brand of the page. */
  brand: string;
}

/** The light header of template pages: the sample brand and the way back to the index. */
export function TemplateHeader({ brand }: TemplateHeaderProps) {
  return (
    <header className="tpl-header">
      <div className="container tpl-header-inner">
        <a className="tpl-brand" href="#top">
          <BrandMark /> <span>{brand}</span>
        </a>
        <nav aria-label="Templates" className="tpl-header-nav">
          <Link to="/landing/template">All templates</Link>
          <Link to="/home">CradleSec site</Link>
        </nav>
      </div>
    </header>
  );
}

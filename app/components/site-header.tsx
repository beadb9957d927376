import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { NavDropdown } from "~/components/nav-dropdown";
import { Icon } from "~/components/ui/icon";
import { Logo } from "~/components/ui/logo";
import { headerActions, mainNav } from "~/content/navigation";
import { site } from "~/content/site";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { HEADER_SHADOW_THRESHOLD_PX } from "~/lib/constants";
import { cx } from "~/lib/cx";

const NAV_ID = "main-nav";

/** The fixed dark header: brand, main navigation with two dropdowns, and two calls to action. */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SHADOW_THRESHOLD_PX);
  // The collapsed menu is open for the location it was opened at, so any navigation closes it.
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === key;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? key : null);

  return (
    <header className={cx("site-header", scrolled && "is-scrolled")}>
      <div className="site-header-inner navbar navbar-expand-lg" data-bs-theme="dark">
        <Link to="/home" className="navbar-brand" aria-label={`${site.brand} home`} data-brand-link>
          <Logo />
        </Link>
        <button
          type="button"
          className="navbar-toggler"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen(!menuOpen)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setMenuOpen(false);
          }}
        >
          <Icon name={menuOpen ? "close" : "menu"} size={20} />
          <span>Menu</span>
        </button>
        <nav
          id={NAV_ID}
          aria-label="Main"
          className={cx("collapse navbar-collapse", menuOpen && "show")}
        >
          <ul className="navbar-nav">
            {mainNav.map((item) =>
              item.kind === "link" ? (
                <li className="nav-item" key={item.href}>
                  <NavLink className="nav-link" to={item.href}>
                    {item.label}
                  </NavLink>
                </li>
              ) : (
                <NavDropdown key={item.label} label={item.label} items={item.items} />
              ),
            )}
          </ul>
        </nav>
        <div className="header-actions d-none d-lg-flex">
          <Link className="btn btn-outline-light btn-sm" to={headerActions.portalLogin.href}>
            {headerActions.portalLogin.label}
          </Link>
          <Link className="btn btn-primary btn-sm" to={headerActions.getStarted.href}>
            {headerActions.getStarted.label}
          </Link>
        </div>
      </div>
    </header>
  );
}

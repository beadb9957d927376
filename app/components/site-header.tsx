import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { NavDropdown } from "~/components/nav-dropdown";
import { Icon } from "~/components/ui/icon";
import { Logo } from "~/components/ui/logo";
import { site } from "~/content/generated/site";
import { headerActions, mainNav } from "~/content/navigation";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { BREAKPOINTS_PX, HEADER_SHADOW_THRESHOLD_PX } from "~/lib/constants";
import { cx } from "~/lib/cx";
import { SEARCH_PATH } from "~/lib/search";

const NAV_ID = "main-nav";

/**
 * The fixed dark header: brand, main navigation with two dropdowns, and two calls to action.
 * Below the lg breakpoint the nav collapses into a popover that the Menu button opens natively
 * (popovertarget), so it opens even before hydration; Escape and a tap outside close it. The
 * browser exposes the button as expanded while the popover is open (HTML allows no aria-expanded
 * beside popovertarget); the state here only swaps the icon.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SHADOW_THRESHOLD_PX);
  const nav = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const { key } = useLocation();

  // Hydration adopts a menu the visitor opened before it.
  useLayoutEffect(() => {
    if (nav.current?.matches(":popover-open")) setMenuOpen(true);
  }, []);

  // Any navigation closes the menu (not the first render: that is hydration, not a navigation),
  // and so does widening the window past the breakpoint, where the nav shows inline.
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current !== key) closeMenu(nav.current);
    shownAt.current = key;
  }, [key]);
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS_PX.lg}px)`);
    const onChange = () => wide.matches && closeMenu(nav.current);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  return (
    <header className={cx("site-header", scrolled && "is-scrolled")}>
      <div className="site-header-inner navbar navbar-expand-lg" data-bs-theme="dark">
        <Link to="/home" className="navbar-brand" aria-label={`${site.brand} home`} data-brand-link>
          <Logo />
        </Link>
        <Link to={SEARCH_PATH} className="header-search">
          <Icon name="search" size={20} />
          <span className="visually-hidden">Search</span>
        </Link>
        <button
          type="button"
          className="navbar-toggler"
          popoverTarget={NAV_ID}
          aria-controls={NAV_ID}
        >
          <Icon name={menuOpen ? "close" : "menu"} size={20} />
          <span>Menu</span>
        </button>
        <nav
          ref={nav}
          id={NAV_ID}
          aria-label="Main"
          popover="auto"
          className="navbar-collapse"
          onToggle={(event) => setMenuOpen(event.newState === "open")}
        >
          <ul className="navbar-nav">
            {mainNav.map((item) =>
              "href" in item ? (
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

function closeMenu(nav: HTMLElement | null) {
  if (nav?.matches(":popover-open")) nav.hidePopover();
}

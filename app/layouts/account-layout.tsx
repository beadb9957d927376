import Menu from "lucide-react/icons/menu";
import { useEffect, useState } from "react";
import { Button } from "react-aria-components/Button";
import { Outlet, useLocation } from "react-router";

import { AccountSidebar } from "~/components/kit/account-sidebar";
import { KitModal } from "~/components/kit/modal";
import { Glyph } from "~/components/ui/icon";
import { accountSidebar } from "~/content/generated/account-sidebar";

import "~/styles/kit/_account.scss";

/**
 * The account pages' shell, inside the template layout: the sidebar beside the page from the
 * xl breakpoint (1200px) up; below it, an "Account menu" button opens the same sidebar as a
 * drawer. CSS decides which one shows, so the prerendered HTML fits every width.
 */
export default function AccountLayout() {
  const { pathname } = useLocation();
  // The drawer is open on the page it was opened on: any navigation (a link in it, Back)
  // closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  // Widening the window past the breakpoint closes it too: the sidebar is inline there.
  useEffect(() => {
    const breakpoint = getComputedStyle(document.documentElement)
      .getPropertyValue("--bs-breakpoint-xl")
      .trim();
    if (!breakpoint) return;
    const wide = window.matchMedia(`(min-width: ${breakpoint})`);
    const onChange = () => {
      if (wide.matches) setOpenOn(null);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  return (
    <div className="container acct">
      {/* Not an <aside>: a complementary landmark may not sit inside <main>. */}
      <div className="acct-aside">
        <AccountSidebar {...accountSidebar} />
      </div>
      <div className="acct-main">
        <Button
          className="kit-btn kit-btn-outline kit-btn-sm acct-menu-btn"
          onPress={() => setOpen(true)}
        >
          <Glyph icon={Menu} size={18} />
          Account menu
        </Button>
        <Outlet />
      </div>
      <KitModal isOpen={open} onOpenChange={setOpen} title="Account menu" placement="start">
        <AccountSidebar {...accountSidebar} onNavigate={() => setOpen(false)} />
      </KitModal>
    </div>
  );
}

import X from "lucide-react/icons/x";
import type { ReactNode } from "react";
import { Button } from "react-aria-components/Button";
import { Dialog } from "react-aria-components/Dialog";
import { Heading } from "react-aria-components/Heading";
import { Modal, ModalOverlay } from "react-aria-components/Modal";

import { Glyph } from "~/components/ui/icon";
import { cx } from "~/lib/cx";
import { useTemplateHandle } from "~/lib/template-page";

import "~/styles/kit/_drawer.scss";

export interface KitDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Show the heading visually (default) or to screen readers only. */
  showTitle?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A panel that slides in from the start edge (off-canvas menus and filters), as a React Aria
 * modal dialog: focus moves in and stays inside, Escape or a click on the backdrop closes it,
 * focus returns to its opener, and the page behind does not scroll while it is open.
 */
export function KitDrawer({
  isOpen,
  onOpenChange,
  title,
  showTitle = true,
  children,
  className,
}: KitDrawerProps) {
  // The overlay renders at the end of <body>, outside the layout: it carries the theme itself.
  const { theme } = useTemplateHandle();
  return (
    <ModalOverlay
      className="tpl kit-drawer-overlay"
      data-tpl-theme={theme}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className={cx("kit-drawer", className)}>
        <Dialog className="kit-drawer-dialog">
          <div className="kit-drawer-head">
            <Heading slot="title" className={showTitle ? "kit-drawer-title" : "visually-hidden"}>
              {title}
            </Heading>
            <Button slot="close" className="kit-round-btn" aria-label="Close">
              <Glyph icon={X} size={20} />
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

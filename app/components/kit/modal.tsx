import X from "lucide-react/icons/x";
import type { ReactNode } from "react";
import { Button } from "react-aria-components/Button";
import { Dialog } from "react-aria-components/Dialog";
import { Heading } from "react-aria-components/Heading";
import { Modal, ModalOverlay } from "react-aria-components/Modal";

import { Glyph } from "~/components/ui/icon";
import { cx } from "~/lib/cx";
import { useTemplateHandle } from "~/lib/template-page";

import "~/styles/kit/_modal.scss";

export interface KitModalProps {
  /** Whether it is open (controlled by its opener). */
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading (also its accessible name). */
  title: string;
  /** Show the heading visually (a lightbox keeps it for screen readers only). */
  showTitle?: boolean;
  children: ReactNode;
  className?: string;
  /** Centred (default), or a drawer that slides in from the start or end edge. */
  placement?: "center" | "start" | "end";
}

/**
 * A modal dialog or side drawer on React Aria: focus moves in and stays inside while it is open, Escape or a
 * click outside closes it, and focus returns to what opened it.
 */
export function KitModal({
  isOpen,
  onOpenChange,
  title,
  showTitle = true,
  children,
  className,
  placement = "center",
}: KitModalProps) {
  // The overlay renders at the end of <body>, outside the layout: it carries the theme itself.
  const { theme } = useTemplateHandle();
  return (
    <ModalOverlay
      className={cx("tpl kit-modal-overlay", placement !== "center" && "kit-drawer-overlay")}
      data-tpl-theme={theme}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal
        className={cx(
          "kit-modal",
          placement !== "center" && `kit-drawer kit-drawer-${placement}`,
          className,
        )}
      >
        <Dialog className="kit-dialog">
          <div className="kit-dialog-head">
            <Heading slot="title" className={showTitle ? "kit-dialog-title" : "visually-hidden"}>
              {title}
            </Heading>
            <Button slot="close" className="kit-round-btn kit-dialog-close" aria-label="Close">
              <Glyph icon={X} size={20} />
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import Info from "lucide-react/icons/info";
import { useEffect, useRef, useState } from "react";
import { Button } from "react-aria-components/Button";
import { Tooltip, TooltipTrigger } from "react-aria-components/Tooltip";

import { Glyph } from "~/components/ui/icon";
import { useTemplateHandle } from "~/lib/template-page";

import "~/styles/kit/_info-tip.scss";

export interface InfoTipProps {
  /** What the tip explains, for the button's name: "More about Invoices a month". */
  subject: string;
  /** The explanation. */
  text: string;
}

/**
 * An "i" button with a short explanation: a React Aria tooltip that opens on hover and on
 * keyboard focus and closes on Escape, blur or pointer leave. Touch has no hover, so a tap (or
 * Enter/Space, or a screen reader's activation) toggles it too; a tap elsewhere blurs the button
 * and closes it. The text is the button's description while open.
 *
 * Two gaps of React Aria's tooltip are closed here. It opens on hover only once the page has
 * seen a pointer press (its interaction modality), so a visitor's first hover did nothing: the
 * button opens it on hover itself. And it closes on any scroll of the page, which the browser's
 * own scrolling of a newly focused button into view (smooth, under the sticky header) set off
 * at once: a close that comes from a scroll is ignored while the button keeps focus or hover.
 */
export function InfoTip({ subject, text }: InfoTipProps) {
  const { theme } = useTemplateHandle();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const scrolling = useRef(false);

  // Registered before the tooltip's own scroll listener (it adds its listener when it opens),
  // so this runs first for the same scroll event and marks the close that follows as a scroll's.
  // Cleared in the next task: microtasks run between two listeners of a browser event.
  useEffect(() => {
    let timer = 0;
    const onScroll = () => {
      scrolling.current = true;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        scrolling.current = false;
      }, 0);
    };
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll, { capture: true });
    };
  }, []);

  const onOpenChange = (next: boolean) => {
    const node = trigger.current;
    const engaged = node !== null && (node === document.activeElement || node.matches(":hover"));
    if (!next && scrolling.current && engaged) return;
    setOpen(next);
  };

  return (
    <TooltipTrigger
      isOpen={open}
      onOpenChange={onOpenChange}
      delay={250}
      shouldCloseOnPress={false}
    >
      <Button
        ref={trigger}
        className="kit-info-tip"
        aria-label={`More about ${subject}`}
        onHoverStart={() => setOpen(true)}
        onPress={(event) => setOpen((wasOpen) => (event.pointerType === "mouse" ? true : !wasOpen))}
      >
        <Glyph icon={Info} size={16} />
      </Button>
      {/* Rendered at the end of <body>, outside the layout: it carries the theme itself. */}
      <Tooltip className="tpl kit-tooltip" data-tpl-theme={theme} placement="top" offset={8}>
        {text}
      </Tooltip>
    </TooltipTrigger>
  );
}

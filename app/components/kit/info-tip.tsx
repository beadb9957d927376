import Info from "lucide-react/icons/info";
import { useEffect, useRef, useState } from "react";
import { Button } from "react-aria-components/Button";
import { Tooltip, TooltipTrigger } from "react-aria-components/Tooltip";
import { flushSync } from "react-dom";

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
  const [, setRenders] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  const scroll = useRef<Event | null>(null);

  // Registered before the tooltip's own scroll listener (it adds its listener when it opens),
  // so this sees each scroll event first. The tooltip closes inside that event's dispatch, and
  // an event's phase is NONE again once its dispatch is over: a close while the last scroll
  // event is still being dispatched is a scroll's. No timer, so a key press or a pointer leave
  // that comes straight after a scroll (Escape behind a smooth scroll's last frame) still closes.
  useEffect(() => {
    const onScroll = (event: Event) => {
      scroll.current = event;
    };
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => window.removeEventListener("scroll", onScroll, { capture: true });
  }, []);

  const onOpenChange = (next: boolean) => {
    const node = trigger.current;
    const engaged = node !== null && (node === document.activeElement || node.matches(":hover"));
    const duringScroll = scroll.current !== null && scroll.current.eventPhase !== Event.NONE;
    if (!next && duringScroll && engaged) {
      // React Aria has already noted the tooltip as closed and only takes the open value back
      // on its next render, which React would run in a later task: an Escape that came first
      // would find it "closed" and do nothing. Render now, so the next close counts.
      flushSync(() => setRenders((count) => count + 1));
      return;
    }
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

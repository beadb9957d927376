import { useCallback, useEffect, useRef, useState } from "react";

import { DROPDOWN_CLOSE_DELAY_MS } from "~/lib/constants";

export interface HoverIntent {
  open: boolean;
  /** Opens at once and cancels any pending close. */
  show: () => void;
  /** Closes after the delay, unless `show` is called first. */
  scheduleHide: () => void;
  /** Closes at once. */
  hide: () => void;
  toggle: () => void;
}

/** Open-on-hover state that closes `closeDelayMs` after the pointer leaves; re-entering cancels the close. */
export function useHoverIntent(closeDelayMs: number = DROPDOWN_CLOSE_DELAY_MS): HoverIntent {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const show = useCallback(() => {
    cancel();
    setOpen(true);
  }, [cancel]);

  const hide = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);

  const scheduleHide = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setOpen(false);
    }, closeDelayMs);
  }, [cancel, closeDelayMs]);

  const toggle = useCallback(() => {
    cancel();
    setOpen((value) => !value);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { open, show, scheduleHide, hide, toggle };
}

import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef } from "react";
import { Link } from "react-router";

import { SoonBadge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import type { NavDropdownItem } from "~/content/navigation";
import { useHoverIntent } from "~/hooks/use-hover-intent";
import { cx } from "~/lib/cx";

export interface NavDropdownProps {
  /** The trigger's visible name ("Industries", "Products"). */
  label: string;
  /** Entries in display order. */
  items: readonly NavDropdownItem[];
}

/**
 * A disclosure dropdown for the main nav: opens on hover (closing after the seed's delay),
 * on click or tap, and by keyboard (Enter/Space/ArrowDown); Escape closes and returns focus.
 * Before hydration, CSS opens it on hover and keyboard focus (_layout.scss); hydration adopts
 * what the visitor sees then, so an early hover or key press is never undone.
 */
export function NavDropdown({ label, items }: NavDropdownProps) {
  const { open, show, scheduleHide, hide, toggle } = useHoverIntent();
  const menuId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const lastPointer = useRef<string>("");
  // Opened by what a click must not undo: hydration found it open (hovered or focused), or the
  // mouse entered it. The next click or Enter keeps it open. (A press the event contract held
  // reaches onButtonClick without its pointerdown, so lastPointer alone cannot tell.)
  const keepOnClick = useRef(false);

  useLayoutEffect(() => {
    if (root.current && openBeforeHydration(root.current)) {
      keepOnClick.current = true;
      show();
    }
  }, [show]);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  const focusItem = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  // Close when a press lands outside (touch users have no "pointer leave").
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, hide]);

  // Hover intent for mice only (touch has no hover), and closing when focus leaves the item.
  // Attached here because the <li> itself is not an interactive element. A layout effect, as
  // the adoption above: both run in hydration's commit, so no hover falls between them. As a
  // passive effect it ran a task later, and a hover in that gap was lost once the root marked
  // the page hydrated and the pre-hydration CSS let go (first-input.spec failed so once in CI).
  useLayoutEffect(() => {
    const item = root.current;
    if (!item) return;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      keepOnClick.current = true;
      show();
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType === "mouse") scheduleHide();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!item.contains(event.relatedTarget as Node | null)) hide();
    };
    item.addEventListener("pointerenter", onEnter);
    item.addEventListener("pointerleave", onLeave);
    item.addEventListener("focusout", onFocusOut);
    return () => {
      item.removeEventListener("pointerenter", onEnter);
      item.removeEventListener("pointerleave", onLeave);
      item.removeEventListener("focusout", onFocusOut);
    };
  }, [show, scheduleHide, hide]);

  const onButtonClick = () => {
    // A mouse user already opened it by hovering, and a visitor who pressed Enter before
    // hydration saw it open: the click (or Enter) must not close it under them.
    if (lastPointer.current === "mouse" || keepOnClick.current) show();
    else toggle();
    lastPointer.current = "";
    keepOnClick.current = false;
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      hide();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      show();
      requestAnimationFrame(() => focusItem(0));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      show();
      requestAnimationFrame(() => focusItem(-1));
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      hide();
      button.current?.focus();
      return;
    }
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (current === -1) return;
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    }
  };

  return (
    <li ref={root} className={cx("nav-item dropdown nav-dropdown", open && "is-open")}>
      <button
        ref={button}
        type="button"
        className="nav-link dropdown-toggle-btn"
        aria-expanded={open}
        aria-controls={menuId}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <Icon name="chevron-down" size={16} className="dropdown-chevron" />
      </button>
      {/* Arrow keys move between the links; Escape closes and returns focus to the button. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul id={menuId} className={cx("dropdown-menu", open && "show")} onKeyDown={onMenuKeyDown}>
        {items.map((item) => (
          <li key={item.href}>
            <Link className="dropdown-item" to={item.href} onClick={hide}>
              <span className="dropdown-item-label">
                {item.label}
                {item.soon && <SoonBadge className="ms-2" />}
              </span>
              {item.description && (
                <span className="dropdown-item-description">{item.description}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Whether the pre-hydration CSS shows this dropdown: the pointer is over it or focus is in it. */
function openBeforeHydration(item: HTMLElement): boolean {
  return item.matches(":hover") || item.matches(":focus-within");
}

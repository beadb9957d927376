/**
 * The event contract (decision 0018): a small inline script at the top of every page's head
 * that holds a visitor's input from the first byte until React has hydrated, then hands it to
 * `replayEarlyEvents` (./replay.ts), which acts on each held input once. Like Angular's event
 * replay (JSAction), it owns no widget: it only knows what the browser does natively.
 *
 * - What works without script keeps working natively and is never held: links, `<summary>`,
 *   popover buttons (`popovertarget`), subtrees marked `data-early="native"` (they adopt
 *   what the visitor did when they hydrate), and typing, autofill and pickers in form fields.
 *   A field that changed is noted (and its events kept from React until then), so React's
 *   state can be brought in line with it once, right after hydration.
 * - Every other press on an interactive element is held: the click is cancelled and queued
 *   (as are the pointer, mouse and key events around it, so no half-hydrated handler sees
 *   half a press), a key other than the one that activates the element natively is queued
 *   too, and so is a form's submit.
 * - The last element a mouse entered is kept, so a hover can be replayed while it lasts.
 *
 * It is serialised into the page with `Function.prototype.toString`, so it must not refer to
 * anything outside its own body; its unit test runs the serialised text.
 */
export function installEventContract(win: typeof window): void {
  if (win.__earlyEvents) return;
  const early: EarlyEvents = { ready: false, fieldsReady: false, queue: [], hover: null };
  win.__earlyEvents = early;

  const INTERACTIVE =
    "button,input,select,textarea,label,summary,a[href],[contenteditable]," +
    "[tabindex]:not([tabindex='-1']),[role=button],[role=tab],[role=switch],[role=checkbox]," +
    "[role=radio],[role=option],[role=menuitem],[role=menuitemcheckbox],[role=menuitemradio]," +
    "[role=slider],[role=spinbutton],[role=treeitem],[role=gridcell]";
  const NOT_FIELD = /^(checkbox|radio|submit|button|reset|image)$/;

  const isCheckable = (el: Element) =>
    el instanceof win.HTMLInputElement && (el.type === "checkbox" || el.type === "radio");
  const isField = (el: Element) =>
    el instanceof win.HTMLTextAreaElement ||
    el instanceof win.HTMLSelectElement ||
    (el instanceof win.HTMLInputElement && !NOT_FIELD.test(el.type)) ||
    (el instanceof win.HTMLElement && el.isContentEditable);
  const isNative = (el: Element) =>
    el.matches("a[href],summary,[popovertarget]") || el.closest("[data-early=native]") !== null;
  // The keys the browser turns into a click on this element (held as that click).
  // (Enter on a checkbox submits its form natively: a click on the form's default button.)
  const activatesNatively = (el: Element, key: string) =>
    (key === "Enter" || key === " ") &&
    (el instanceof win.HTMLButtonElement || el instanceof win.HTMLInputElement);

  // Where an element is, for when hydration has replaced it: the nearest ancestor with an id,
  // and the child indexes down from there.
  const locate = (target: Element) => {
    const path: number[] = [];
    let node = target;
    while (!node.id && node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
      node = node.parentElement;
    }
    return { target, tag: target.tagName, anchor: node.id || null, path };
  };

  /** The interactive element an event is for, when the contract holds it. */
  const heldTarget = (event: Event): Element | null => {
    const target = event.target;
    if (early.ready || !(target instanceof win.Element)) return null;
    let el = target.closest(INTERACTIVE);
    if (el instanceof win.HTMLLabelElement) {
      const control = el.control;
      // A label focuses a field natively; on a checkbox or radio it is a press on the control.
      el = control && isCheckable(control) ? control : null;
    }
    return el && !isNative(el) && !isField(el) ? el : null;
  };

  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const listen = (type: string, handler: (event: Event) => void) =>
    win.addEventListener(type, handler, true);

  // The element whose press began while it was held, until the next press begins. Only a
  // pointerdown begins one: a tap's mousedown comes after its touchend, maybe after the replay.
  let heldDown: Element | null = null;
  for (const type of ["pointerdown", "pointerup", "mousedown", "mouseup", "keyup"]) {
    listen(type, (event) => {
      const el = heldTarget(event);
      if (type === "pointerdown") heldDown = el;
      if (el) event.stopImmediatePropagation();
    });
  }
  listen("click", (event) => {
    const el = heldTarget(event);
    const down = heldDown;
    heldDown = null;
    if (el) {
      hold(event);
      early.queue.push({ kind: "click", ...locate(el) });
    } else if (early.ready && down?.isConnected && event.target instanceof win.Node) {
      // A press that began before the replay and ends after it: its handlers never saw it
      // begin, and a press library takes a lone click for half a press. It becomes one click.
      if (!down.contains(event.target) || !(down instanceof win.HTMLElement)) return;
      hold(event);
      down.click();
    }
  });
  listen("keydown", (event) => {
    const el = heldTarget(event);
    if (!el || !(event instanceof win.KeyboardEvent)) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey, repeat } = event;
    if (key === "Tab" || ctrlKey || metaKey || altKey || event.isComposing) return;
    if (activatesNatively(el, key)) {
      event.stopImmediatePropagation();
      return;
    }
    hold(event);
    early.queue.push({ kind: "key", key: { key, code, shiftKey, repeat }, ...locate(el) });
  });
  listen("submit", (event) => {
    if (early.ready || !(event.target instanceof win.HTMLFormElement)) return;
    hold(event);
    early.queue.push({ kind: "submit", ...locate(event.target) });
  });
  // A field's edits go on natively; React hears of them only from syncEarlyFields, once per
  // field, so it never sees half of them from inside its hydration. What the field holds is
  // kept at each edit: a render during hydration can reset a controlled field in the DOM.
  const noted = new Map<EventTarget, EarlyEvent & { kind: "field" }>();
  const noteField = (event: Event) => {
    const target = event.target;
    if (early.fieldsReady || !(target instanceof win.Element)) return;
    event.stopImmediatePropagation();
    let entry = noted.get(target);
    if (!entry) {
      entry = { kind: "field", ...locate(target) };
      noted.set(target, entry);
      early.queue.push(entry);
    }
    if (isCheckable(target)) entry.checked = (target as HTMLInputElement).checked;
    else if ("value" in target && typeof target.value === "string") entry.value = target.value;
  };
  listen("input", noteField);
  listen("change", noteField);
  listen("pointerover", (event) => {
    if (early.ready || !(event instanceof win.PointerEvent) || event.pointerType !== "mouse")
      return;
    if (event.target instanceof win.Element) early.hover = event.target;
  });
}

/** An input the contract held, and where its element was. */
export type EarlyEvent = {
  target: Element;
  /** The element's tag name, to check an element found again by `anchor` and `path`. */
  tag: string;
  /** The id of the element's nearest ancestor that has one (null: the document element). */
  anchor: string | null;
  /** Child indexes from `anchor` down to the element. */
  path: number[];
} & (
  | { kind: "click" | "submit" }
  | {
      kind: "field";
      /** What the field held after the visitor's last edit (a field's value). */
      value?: string;
      /** The same, for a checkbox or radio. */
      checked?: boolean;
    }
  | {
      kind: "key";
      key: Pick<KeyboardEventInit, "key" | "code" | "shiftKey" | "repeat">;
    }
);

/** What the contract shares with the replay, on `window.__earlyEvents`. */
export interface EarlyEvents {
  /** Set by the replay: from then on the contract holds nothing. */
  ready: boolean;
  /** Set once React knows what the fields hold: from then on it hears their edits itself. */
  fieldsReady: boolean;
  /** Held inputs in the order they came. */
  queue: EarlyEvent[];
  /** The element the mouse last entered before hydration. */
  hover: Element | null;
}

declare global {
  interface Window {
    __earlyEvents?: EarlyEvents;
  }
}

/**
 * The contract as the inline script every page's head carries, without its comment lines and
 * indentation (its code holds no string or pattern that spans a line or contains `//`).
 */
export const eventContractScript = () =>
  `(${installEventContract
    .toString()
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//"))
    .join("\n")})(window);`;

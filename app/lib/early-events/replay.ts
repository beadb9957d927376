import type { EarlyEvent } from "./contract";

/**
 * Tells React what every field the visitor changed before hydration holds now. Call it as soon
 * as hydration has committed, outside the commit: a controlled field that re-renders first is
 * reset to the state React holds, and what was typed or autofilled would be gone.
 */
export function syncEarlyFields(win: typeof window): void {
  const early = win.__earlyEvents;
  if (!early || early.fieldsReady) return;
  early.fieldsReady = true;
  const fields = early.queue.filter((entry) => entry.kind === "field");
  early.queue = early.queue.filter((entry) => entry.kind !== "field");
  // What each field held after the visitor's last edit, as the contract kept it (a render
  // during hydration may have reset the DOM already); telling React of one re-renders the form,
  // which resets every field React does not know of yet, so each is put back before its turn.
  const found = fields.map((entry) => find(win.document, entry));
  const held = found.map((el, index) => (el ? keptState(win, el, fields[index]) : null));
  found.forEach((el, index) => {
    const state = held[index];
    if (el && state) syncField(win, el, state);
  });
}

/**
 * Acts once on every input the event contract held before hydration (decision 0018), in the
 * order it came, then lets every later event through. Call it once React has hydrated and
 * rendered what only the browser knows (the query, stored state), after syncEarlyFields.
 */
export function replayEarlyEvents(win: typeof window): void {
  const early = win.__earlyEvents;
  if (!early || early.ready) return;
  syncEarlyFields(win);
  early.ready = true;
  const hover = early.hover;
  if (hover?.isConnected && hover.matches(":hover")) replayHover(win, hover);
  // The fields have left the queue in syncEarlyFields, and none is noted once it has run.
  for (const entry of early.queue.splice(0)) {
    const el = find(win.document, entry);
    if (!el) continue;
    if (entry.kind === "click" && el instanceof win.HTMLElement) el.click();
    else if (entry.kind === "submit" && el instanceof win.HTMLFormElement) el.requestSubmit();
    else if (entry.kind === "key") replayKey(win, el, entry.key);
  }
}

/** The element an entry was held for, or the one hydration put in its place. */
function find(doc: Document, entry: EarlyEvent): Element | null {
  if (entry.target.isConnected) return entry.target;
  let node: Element | null | undefined = entry.anchor
    ? doc.getElementById(entry.anchor)
    : doc.documentElement;
  for (const index of entry.path) node = node?.children[index];
  return node && node.tagName === entry.tag ? node : null;
}

/**
 * The mouse is still over the element it entered before hydration: enter it again, for React's
 * handlers (which derive enter from over) and for native enter listeners on every ancestor.
 */
function replayHover(win: typeof window, target: Element) {
  const init = { bubbles: true, composed: true, pointerType: "mouse", isPrimary: true };
  target.dispatchEvent(new win.PointerEvent("pointerover", init));
  target.dispatchEvent(new win.MouseEvent("mouseover", init));
  const chain: Element[] = [];
  for (let node: Element | null = target; node; node = node.parentElement) chain.unshift(node);
  for (const node of chain) {
    node.dispatchEvent(new win.PointerEvent("pointerenter", { ...init, bubbles: false }));
    node.dispatchEvent(new win.MouseEvent("mouseenter", { ...init, bubbles: false }));
  }
}

function replayKey(win: typeof window, el: Element, key: KeyboardEventInit) {
  const init = { ...key, bubbles: true, cancelable: true, composed: true };
  el.dispatchEvent(new win.KeyboardEvent("keydown", init));
  el.dispatchEvent(new win.KeyboardEvent("keyup", init));
}

/** What the contract kept of a field's last edit, or else what the field holds now. */
function keptState(win: typeof window, el: Element, entry: EarlyEvent | undefined) {
  if (entry?.kind === "field") {
    if (entry.checked !== undefined && isCheckable(win, el)) return { checked: entry.checked };
    if (entry.value !== undefined && !isCheckable(win, el) && "value" in el) {
      return { value: entry.value };
    }
  }
  return fieldState(win, el);
}

/** What a field holds: a checkbox's or radio's check, or any other field's value. */
type FieldState = { checked: boolean } | { value: string };

function fieldState(win: typeof window, el: Element): FieldState | null {
  if (isCheckable(win, el)) return { checked: el.checked };
  if (
    el instanceof win.HTMLInputElement ||
    el instanceof win.HTMLTextAreaElement ||
    el instanceof win.HTMLSelectElement
  ) {
    return { value: el.value };
  }
  return null;
}

function isCheckable(win: typeof window, el: Element): el is HTMLInputElement {
  return el instanceof win.HTMLInputElement && (el.type === "checkbox" || el.type === "radio");
}

/**
 * Tells React that a field holds `state`: typed or autofilled before hydration, it is in the
 * DOM, but React's state still holds the prerendered value. React compares a field's value with
 * the last one it saw (which hydration took from the DOM) before it calls onChange; assigning
 * through the element resets that record, assigning through the prototype puts the value in
 * without touching it, and the events then carry it to React once.
 */
function syncField(win: typeof window, el: Element, state: FieldState) {
  const proto = Object.getPrototypeOf(el) as object;
  if ("checked" in state) {
    if (!isCheckable(win, el)) return;
    el.checked = !state.checked;
    setOwn(proto, el, "checked", state.checked);
    // A plain event: React reads a checkbox's change from `click`; a MouseEvent would toggle it.
    el.dispatchEvent(new win.Event("click", { bubbles: true }));
    el.dispatchEvent(new win.Event("change", { bubbles: true }));
    return;
  }
  const { value } = state;
  if (el instanceof win.HTMLInputElement || el instanceof win.HTMLTextAreaElement) {
    const { selectionStart, selectionEnd } = el;
    // Any other value will do; "" is valid for every type, " " for the textual ones.
    const other = value !== "" ? "" : TEXTUAL.test(el.type) ? " " : null;
    if (other !== null) el.value = other;
    setOwn(proto, el, "value", value);
    if (win.document.activeElement === el && selectionStart !== null) {
      el.setSelectionRange(selectionStart, selectionEnd);
    }
  } else if (el instanceof win.HTMLSelectElement) {
    setOwn(proto, el, "value", value);
  }
  el.dispatchEvent(new win.Event("input", { bubbles: true }));
  el.dispatchEvent(new win.Event("change", { bubbles: true }));
}

/** Input types whose value may be any text (and a textarea's "textarea"). */
const TEXTUAL = /^(text|search|email|url|tel|password|textarea)$/;

/** Assigns a property through the prototype's setter, past any setter on the element itself. */
function setOwn(proto: object, el: Element, name: string, value: unknown) {
  Object.getOwnPropertyDescriptor(proto, name)?.set?.call(el, value);
}

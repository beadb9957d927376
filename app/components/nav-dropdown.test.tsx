import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { replayEarlyEvents } from "~/lib/early-events/replay";
import { installEventContractFromText, retireEventContract } from "~/testing/event-contract";

import { NavDropdown } from "./nav-dropdown";

const items = [
  { label: "First", href: "/first" },
  { label: "Second", href: "/second" },
];
const mouse = { bubbles: true, cancelable: true, button: 0, detail: 1, pointerType: "mouse" };
const touch = { ...mouse, pointerType: "touch" };

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  retireEventContract();
  document.body.innerHTML = "";
});

/** A dropdown in prerendered HTML under the event contract, hydrated (not yet replayed). */
async function hydrated() {
  const ui = (
    <MemoryRouter>
      <ul>
        <NavDropdown label="Menu" items={items} />
      </ul>
    </MemoryRouter>
  );
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(ui);
  installEventContractFromText();
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  const button = container.querySelector("button")!;
  return { item: container.querySelector("li")!, button };
}

const enter = (el: Element, init = mouse) =>
  el.dispatchEvent(new PointerEvent("pointerenter", { ...init, bubbles: false }));
const pressDown = (el: Element, init = mouse) => {
  el.dispatchEvent(new PointerEvent("pointerdown", init));
  el.dispatchEvent(new MouseEvent("mousedown", init));
};
const pressUp = (el: Element, init = mouse) => {
  el.dispatchEvent(new PointerEvent("pointerup", init));
  el.dispatchEvent(new MouseEvent("mouseup", init));
  el.dispatchEvent(new MouseEvent("click", init));
};
const expanded = (button: Element) => button.getAttribute("aria-expanded");

describe("a nav dropdown hydrated before the replay", () => {
  it("stays open for a click held while the mouse entered it between the two", async () => {
    const { item, button } = await hydrated();
    // The mouse enters after hydration's commit: the dropdown's own listener opens it.
    await act(async () => enter(item));
    expect(expanded(button)).toBe("true");
    // The press is the contract's until the replay: React never sees its pointerdown.
    await act(async () => {
      pressDown(button);
      pressUp(button);
    });
    await act(async () => replayEarlyEvents(window));
    expect(expanded(button)).toBe("true");
  });

  it("stays open for a press begun before the replay and ended after it", async () => {
    const { item, button } = await hydrated();
    await act(async () => enter(item));
    await act(async () => pressDown(button));
    await act(async () => replayEarlyEvents(window));
    await act(async () => pressUp(button));
    expect(expanded(button)).toBe("true");
  });

  it("opens and closes by tap, after the replay", async () => {
    const { button } = await hydrated();
    await act(async () => replayEarlyEvents(window));
    for (const expected of ["true", "false"]) {
      await act(async () => {
        pressDown(button, touch);
        pressUp(button, touch);
      });
      expect(expanded(button)).toBe(expected);
    }
  });
});

import { act, useState } from "react";
import { Button } from "react-aria-components/Button";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  installEventContractFromText as installFromText,
  retireEventContract as retire,
} from "~/testing/event-contract";

import { installEventContract } from "./contract";
import { replayEarlyEvents, syncEarlyFields } from "./replay";

afterEach(() => {
  retire();
  document.body.innerHTML = "";
});

describe("the event contract", () => {
  it("is self-contained: its serialised text installs it", () => {
    installFromText();
    expect(window.__earlyEvents).toMatchObject({ ready: false, fieldsReady: false, queue: [] });
  });

  it("holds a press on a button until the replay, which acts on it once", () => {
    installFromText();
    const onClick = vi.fn();
    document.body.innerHTML = `<div id="box"><button type="button">Add</button></div>`;
    const button = document.querySelector("button")!;
    document.addEventListener("click", onClick);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(window.__earlyEvents?.queue.map((entry) => entry.kind)).toEqual(["click"]);

    replayEarlyEvents(window);
    expect(onClick).toHaveBeenCalledTimes(1);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
    document.removeEventListener("click", onClick);
  });

  it("lets what works without script through: links, summaries, popover buttons, fields", () => {
    installFromText();
    document.body.innerHTML = `
      <a href="#there">Link</a>
      <details><summary>More</summary>text</details>
      <button type="button" popovertarget="nav">Menu</button>
      <div data-early="native"><button type="button">Adopts</button></div>
      <input aria-label="Name">`;
    const seen: string[] = [];
    document.addEventListener("click", (event) => seen.push((event.target as Element).tagName));
    for (const selector of ["a", "summary", "[popovertarget]", "[data-early] button", "input"]) {
      document.querySelector<HTMLElement>(selector)?.click();
    }
    expect(seen).toEqual(["A", "SUMMARY", "BUTTON", "BUTTON", "INPUT"]);
    expect(window.__earlyEvents?.queue).toEqual([]);
  });

  it("turns a click on a checkbox's label into one held press on the checkbox", () => {
    installFromText();
    document.body.innerHTML = `<label><input type="checkbox"> Annual</label>`;
    const box = document.querySelector("input")!;
    document.querySelector("label")!.click();
    expect(box.checked).toBe(false);
    replayEarlyEvents(window);
    expect(box.checked).toBe(true);
  });

  it("holds arrow keys on a widget, but not Tab, nor the keys a button turns into a click", () => {
    installFromText();
    document.body.innerHTML = `<div role="tab" tabindex="0">One</div><button>Two</button>`;
    const keys: string[] = [];
    document.addEventListener("keydown", (event) => keys.push(event.key));
    const press = (el: Element, key: string) =>
      el.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    press(document.querySelector("[role=tab]")!, "ArrowRight");
    press(document.querySelector("[role=tab]")!, "Tab");
    press(document.querySelector("button")!, "Enter");
    expect(keys).toEqual(["Tab"]);
    replayEarlyEvents(window);
    expect(keys).toEqual(["Tab", "ArrowRight"]);
  });

  it("finds an element again when hydration has put another in its place", () => {
    installFromText();
    document.body.innerHTML = `<section id="shop"><ul><li><button>Add</button></li></ul></section>`;
    document.querySelector("button")!.click();
    document.querySelector("#shop")!.innerHTML = `<ul><li><button>Add</button></li></ul>`;
    const onClick = vi.fn();
    document.querySelector("button")!.addEventListener("click", onClick);
    replayEarlyEvents(window);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is installed once", () => {
    retire();
    installEventContract(window);
    const first = window.__earlyEvents;
    installEventContract(window);
    expect(window.__earlyEvents).toBe(first);
  });
});

/** A controlled form whose next state is built from the last render, as the checkout's is. */
function Form({ onSubmit }: { onSubmit: (values: Record<string, string>) => void }) {
  const [values, setValues] = useState({ name: "", email: "", country: "" });
  const set = (name: string, value: string) => setValues({ ...values, [name]: value });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <input aria-label="Name" value={values.name} onChange={(e) => set("name", e.target.value)} />
      <input
        aria-label="E-mail"
        type="email"
        value={values.email}
        onChange={(e) => set("email", e.target.value)}
      />
      <select
        aria-label="Country"
        value={values.country}
        onChange={(e) => set("country", e.target.value)}
      >
        <option value="">Choose</option>
        <option value="GB">United Kingdom</option>
      </select>
      <button type="submit">Send</button>
    </form>
  );
}

/** Sets a field the way autofill does: past any setter on the element, then `input`. */
function autofill(el: HTMLInputElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, "value")?.set?.call(
    el,
    value,
  );
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("a press that straddles the replay", () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));
  /**
   * A React Aria button in prerendered HTML with the contract installed; `hydrateAndReplay`
   * hydrates it and runs the replay.
   */
  function prerenderedButton() {
    const onPress = vi.fn();
    const ui = (
      <Button type="button" onPress={onPress}>
        Open
      </Button>
    );
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(ui);
    installFromText();
    const hydrateAndReplay = async () => {
      await act(async () => {
        root = hydrateRoot(container, ui);
      });
      await act(async () => replayEarlyEvents(window));
    };
    return { button: container.querySelector("button")!, onPress, hydrateAndReplay };
  }

  it("begun before the replay and ended after it acts once, on a press library's button", async () => {
    const { button, onPress, hydrateAndReplay } = prerenderedButton();
    const mouse = { bubbles: true, cancelable: true, button: 0, detail: 1 };
    button.dispatchEvent(new PointerEvent("pointerdown", { ...mouse, pointerType: "mouse" }));
    button.dispatchEvent(new MouseEvent("mousedown", mouse));
    await hydrateAndReplay();
    await act(async () => {
      button.dispatchEvent(new PointerEvent("pointerup", { ...mouse, pointerType: "mouse" }));
      button.dispatchEvent(new MouseEvent("mouseup", mouse));
      button.dispatchEvent(new MouseEvent("click", mouse));
    });
    expect(onPress).toHaveBeenCalledTimes(1);

    // A press made wholly after the replay is React's alone.
    await act(async () => {
      button.dispatchEvent(new PointerEvent("pointerdown", { ...mouse, pointerType: "mouse" }));
      button.dispatchEvent(new MouseEvent("mousedown", mouse));
      button.dispatchEvent(new PointerEvent("pointerup", { ...mouse, pointerType: "mouse" }));
      button.dispatchEvent(new MouseEvent("mouseup", mouse));
      button.dispatchEvent(new MouseEvent("click", mouse));
    });
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it("a tap begun before the replay acts once, though its mouse events come after it", async () => {
    const { button, onPress, hydrateAndReplay } = prerenderedButton();
    const touch = { bubbles: true, cancelable: true, button: 0, detail: 1 };
    button.dispatchEvent(new PointerEvent("pointerdown", { ...touch, pointerType: "touch" }));
    await hydrateAndReplay();
    await act(async () => {
      button.dispatchEvent(new PointerEvent("pointerup", { ...touch, pointerType: "touch" }));
      // The compatibility mouse events of a tap, after its touchend.
      button.dispatchEvent(new MouseEvent("mousedown", touch));
      button.dispatchEvent(new MouseEvent("mouseup", touch));
      button.dispatchEvent(new MouseEvent("click", touch));
    });
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});

describe("fields filled before hydration", () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it("reach React's state, every one of them, and the first submit sends them", async () => {
    const onSubmit = vi.fn();
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
    installFromText();
    const [name, email] = container.querySelectorAll("input");
    autofill(name!, "Dana Whitfield");
    autofill(email!, "dana@example.com");
    autofill(container.querySelector("select")!, "GB");
    container.querySelector("button")!.click();

    await act(async () => {
      root = hydrateRoot(container, <Form onSubmit={onSubmit} />);
    });
    await act(async () => syncEarlyFields(window));
    await act(async () => replayEarlyEvents(window));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Dana Whitfield",
      email: "dana@example.com",
      country: "GB",
    });
    expect(name!.value).toBe("Dana Whitfield");
  });

  it("keep the visitor's last edit even when a render reset the field before the sync", async () => {
    const onSubmit = vi.fn();
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
    installFromText();
    const name = container.querySelector("input")!;
    autofill(name, "Dana");
    autofill(name, "Dana Whitfield");
    // As a controlled field re-rendered inside hydration's commit puts React's state back.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(name, "");

    await act(async () => {
      root = hydrateRoot(container, <Form onSubmit={onSubmit} />);
    });
    await act(async () => syncEarlyFields(window));
    await act(async () => replayEarlyEvents(window));
    container.querySelector("button")!.click();

    expect(name.value).toBe("Dana Whitfield");
    expect(onSubmit).toHaveBeenCalledWith({ name: "Dana Whitfield", email: "", country: "" });
  });
});

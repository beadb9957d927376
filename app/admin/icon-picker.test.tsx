import { readFileSync } from "node:fs";
import { join } from "node:path";

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { icons } from "lucide-react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";

import { readFrontmatter } from "~/lib/content/frontmatter";
import { parseContentPage } from "~/lib/content/page";
import { contentVariables } from "~/lib/content/variables";
import { ContentError } from "~/lib/content/yaml";

import { checkedControl, type ControlProps } from "./checked-field";
import { IconPicker, PAGE } from "./icon-picker";
import { LUCIDE_ICONS } from "./lucide-icons";

const FILE = "content/templates/landing/yoga.md";
const source = readFileSync(join(import.meta.dirname, "../..", FILE), "utf8");
/** The second slide's `motif: leaf` in the yoga page's Hero, by its key path. */
const KEY_PATH = "sections.0.slides.1.motif";

/** Sveltia's Immutable Maps, as far as a control reads them. */
const immutable = (value: Record<string, unknown>) => ({
  get: (key: string) => value[key],
  toJS: () => value,
});

/** The picker as Sveltia draws it, once Lucide's icons have loaded. */
async function drawn(value: string, onChange = vi.fn()) {
  render(<IconPicker value={value} onChange={onChange} forID="icon-field" />);
  return { listbox: await screen.findByRole("listbox"), onChange };
}

const names = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("the Lucide icon picker", () => {
  it("holds each of Lucide's icons once, by the name a content file writes", () => {
    expect(LUCIDE_ICONS.map((icon) => icon.name)).toEqual(
      [...new Set(LUCIDE_ICONS.map((icon) => icon.name))].sort(),
    );
    expect(LUCIDE_ICONS).toHaveLength(Object.keys(icons).length);
  });

  it("draws the current icon beside its name, and the first matches of all", async () => {
    const { listbox } = await drawn("leaf");
    expect((screen.getByRole("textbox") as HTMLInputElement).value).toBe("leaf");
    expect(document.querySelector(".cs-icon-picker__current svg")).not.toBeNull();
    expect(within(listbox).getAllByRole("option")).toHaveLength(PAGE);
    // The count of all, and of those not drawn.
    const status = screen.getByRole("status").textContent;
    expect(status).toContain(LUCIDE_ICONS.length.toLocaleString("en"));
    expect(status).toContain((LUCIDE_ICONS.length - PAGE).toLocaleString("en"));
  });

  it("narrows the icons by name as the search is typed", async () => {
    const { listbox } = await drawn("leaf");
    const search = screen.getByRole("searchbox", { name: /search/i });
    await userEvent.click(search);
    await userEvent.paste("shield");
    const shields = LUCIDE_ICONS.filter((icon) =>
      [icon.name, ...icon.aliases].some((name) => name.includes("shield")),
    );
    expect(shields.length).toBeGreaterThan(1);
    expect(names(listbox).sort()).toEqual(shields.map((icon) => icon.name).sort());
    expect(screen.getByRole("status").textContent).toContain(`${shields.length} of`);
    // Words as a person types them find the kebab-case name, which comes first.
    await userEvent.clear(search);
    await userEvent.paste("Shield Check");
    expect(names(listbox)[0]).toBe("shield-check");
  });

  it("draws more matches on request", async () => {
    const { listbox } = await drawn("");
    await userEvent.click(screen.getByRole("button", { name: new RegExp(String(PAGE)) }));
    expect(within(listbox).getAllByRole("option")).toHaveLength(2 * PAGE);
  });

  it("sets the field to the kebab-case name of the icon chosen by click or keyboard", async () => {
    const { listbox, onChange } = await drawn("leaf");
    await userEvent.type(screen.getByRole("searchbox"), "sun");
    const [first, second] = names(listbox);
    await userEvent.click(within(listbox).getByRole("option", { name: first }));
    expect(onChange).toHaveBeenLastCalledWith(first);
    // The listbox is one tab stop; arrows move in it, Enter or Space chooses.
    await userEvent.keyboard("{ArrowRight}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(second);
    expect(document.activeElement).toBe(within(listbox).getByRole("option", { name: second }));
    await userEvent.keyboard("{Home} ");
    expect(onChange).toHaveBeenLastCalledWith(first);
  });

  it("marks the current icon chosen, and takes a typed name", async () => {
    const { listbox, onChange } = await drawn("a-arrow-down");
    const chosen = within(listbox).getByRole("option", { selected: true });
    expect(chosen.textContent).toBe("a-arrow-down");
    expect(chosen.tabIndex).toBe(0);
    await userEvent.type(screen.getByRole("textbox"), "s");
    expect(onChange).toHaveBeenLastCalledWith("a-arrow-downs");
  });

  it("runs the build's check: an unknown name gets the build's message", async () => {
    const { data, body } = readFrontmatter(FILE, source);
    const Checked = checkedControl(IconPicker as never);
    const field = createRef<{ isValid: (value: unknown) => unknown }>();
    const props: ControlProps = {
      value: "leaf",
      field: immutable({
        check: immutable({ collection: "templates", path: "sections.Hero.slides.motif" }),
      }),
      entry: immutable({
        data: immutable({ ...(data as Record<string, unknown>), body }),
        path: FILE,
      }),
    };
    render(
      <div data-key-path={KEY_PATH}>
        <Checked {...props} ref={field as never} />
      </div>,
    );
    await screen.findByRole("listbox");
    expect(field.current?.isValid("leaf")).toBe(true);
    expect(field.current?.isValid("shield-check")).toBe(true);
    const verdict = field.current?.isValid("not-an-icon") as { error: { message: string } };
    // The build refuses the file with that name, with the same message at the same field.
    let built = "";
    try {
      parseContentPage(FILE, source.replace("motif: leaf", "motif: not-an-icon"), contentVariables);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      built = error.message;
    }
    expect(built).toContain(`${KEY_PATH}: ${verdict.error.message}`);
  });
});

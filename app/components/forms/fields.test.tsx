import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { ErrorSummary } from "./error-summary";
import { RadioGroup } from "./radio-group";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";
import { TextareaField } from "./textarea-field";

const describedTexts = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

const options = [
  { value: "a", label: "Option A" },
  { value: "b", label: "Option B" },
];

describe("form field primitives", () => {
  it("ties a text field's hint and error to the input and marks it invalid", () => {
    render(
      <TextField id="f" label="Name" hint="As on your ID" error="Enter your name." readOnly />,
    );
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(describedTexts(input)).toEqual(["As on your ID", "Error: Enter your name."]);
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("leaves a valid field unmarked and says when it is optional", () => {
    render(<TextField id="f" label="Company" optional readOnly />);
    const input = screen.getByRole("textbox", { name: "Company (optional)" });
    expect(input.getAttribute("aria-describedby")).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("reads a textarea's character count with it", () => {
    render(<TextareaField id="t" label="Message" value="Hello" count={{ max: 50 }} readOnly />);
    expect(describedTexts(screen.getByRole("textbox", { name: "Message" }))).toEqual([
      "5 of 50 characters",
    ]);
  });

  it("offers an empty first choice in a select", () => {
    render(<SelectField id="s" label="Topic" options={options} placeholder="Choose" />);
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Topic" });
    expect([...select.options].map((option) => option.value)).toEqual(["", "a", "b"]);
  });

  it("groups radios under their legend and describes the group", async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        id="r"
        name="r"
        label="I am"
        hint="Pick one"
        error="Choose one."
        options={options}
        value=""
        onChange={onChange}
      />,
    );
    const group = screen.getByRole("group", { name: "I am" });
    expect(describedTexts(group)).toEqual(["Pick one", "Error: Choose one."]);
    await userEvent.click(screen.getByRole("radio", { name: "Option B" }));
    expect(onChange).toHaveBeenCalledWith("b", expect.anything());
  });

  it("renders no summary without errors, and links each error to its control", async () => {
    const { rerender } = render(<ErrorSummary id="sum" title="Fix these" errors={[]} />);
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(
      <>
        <ErrorSummary id="sum" title="Fix these" errors={[{ target: "x", message: "Enter x." }]} />
        <input id="x" aria-label="X" />
      </>,
    );
    expect(screen.getByRole("alert", { name: "Fix these" })).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Enter x." }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "X" }));
  });
});

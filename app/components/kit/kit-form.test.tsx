import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { loadSchemas } from "~/lib/forms/load-schemas";

import { type KitField, KitForm } from "./kit-form";

const fields: readonly KitField[] = [
  {
    name: "email",
    label: "E-mail address",
    type: "email",
    autoComplete: "username",
    required: "Enter your e-mail address",
    email: true,
  },
  {
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    required: "Choose a password",
    minLength: 10,
    hint: "At least 10 characters.",
  },
  {
    name: "confirm",
    label: "Confirm password",
    type: "password",
    autoComplete: "new-password",
    required: "Repeat it",
    matches: "password",
    invalid: "The two passwords do not match",
  },
  {
    name: "topic",
    label: "Topic",
    type: "select",
    options: ["Sales", "Support"],
    placeholder: "Choose a topic",
    required: "Choose a topic",
  },
  {
    name: "services",
    label: "Services",
    type: "checkboxes",
    options: ["Audit", "Training"],
    required: "Tick at least one service",
  },
  { name: "terms", label: "I accept the terms", type: "checkbox", required: "Accept the terms" },
];

/** The text of the elements that describe a control (aria-describedby), joined. */
function description(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

function renderForm() {
  return render(
    <KitForm
      id="t"
      label="Sample"
      fields={fields}
      submitLabel="Send"
      outcome="Nothing was sent."
    />,
  );
}

// The form loads its schema on first use; loaded up front, validation answers within the click.
beforeAll(() => loadSchemas());
afterEach(() => vi.restoreAllMocks());

describe("<KitForm>", () => {
  it("labels every control and gives password managers their autocomplete tokens", () => {
    renderForm();
    expect(screen.getByLabelText("E-mail address").getAttribute("autocomplete")).toBe("username");
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("type")).toBe("password");
    expect(password.getAttribute("autocomplete")).toBe("new-password");
    expect(description(password)).toBe("At least 10 characters.");
    // No name: a password is never part of any submission.
    expect(password.hasAttribute("name")).toBe(false);
    expect(screen.getByLabelText("Confirm password").hasAttribute("name")).toBe(false);
    expect(screen.getByRole("group", { name: "Services" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "I accept the terms" })).toBeTruthy();
  });

  it("shows each error inline and in a focused summary after a failed submit", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send" }));
    const summary = screen.getByRole("alert");
    expect(document.activeElement).toBe(summary);
    const links = within(summary)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toEqual([
      "Enter your e-mail address",
      "Choose a password",
      "Repeat it",
      "Choose a topic",
      "Tick at least one service",
      "Accept the terms",
    ]);
    const email = screen.getByLabelText("E-mail address");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(description(email)).toMatch(/^Error: ?Enter your e-mail address$/);
    // A summary link moves focus to its field (a group's first box).
    await user.click(within(summary).getByRole("link", { name: "Tick at least one service" }));
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "Audit" }));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("lets errors follow the values once shown, then confirms that nothing was sent", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("E-mail address"), "ada@example");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const summary = screen.getByRole("alert");
    expect(within(summary).getByRole("link", { name: /like name@example.com/ })).toBeTruthy();
    expect(within(summary).getByRole("link", { name: "Use at least 10 characters" })).toBeTruthy();

    await user.type(screen.getByLabelText("E-mail address"), ".com");
    expect(screen.getByLabelText("E-mail address").hasAttribute("aria-invalid")).toBe(false);
    await user.type(screen.getByLabelText("Password"), " and longer");
    await user.type(screen.getByLabelText("Confirm password"), "short and longeR");
    expect(description(screen.getByLabelText("Confirm password"))).toMatch(
      /^Error: ?The two passwords do not match$/,
    );
    await user.clear(screen.getByLabelText("Confirm password"));
    await user.type(screen.getByLabelText("Confirm password"), "short and longer");
    await user.selectOptions(screen.getByLabelText("Topic"), "Support");
    await user.click(screen.getByRole("checkbox", { name: "Training" }));
    await user.click(screen.getByRole("checkbox", { name: "I accept the terms" }));
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send" }));
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Nothing was sent.");
    expect(document.activeElement).toBe(status);
    expect(fetchSpy).not.toHaveBeenCalled();

    // A change after the confirmation takes it back: what it confirmed is no longer there.
    await user.type(screen.getByLabelText("E-mail address"), "x");
    expect(status.textContent).toBe("");
  });

  it("shows and hides a password with a toggle button whose state is aria-pressed", async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText("Password");
    await user.type(password, "correct horse");
    const [toggle] = screen.getAllByRole("button", { name: "Show password" });
    if (!toggle) throw new Error("no toggle");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(password.getAttribute("type")).toBe("text");
    expect((password as HTMLInputElement).value).toBe("correct horse");
    // Each password field has its own toggle.
    expect(screen.getByLabelText("Confirm password").getAttribute("type")).toBe("password");
    await user.click(toggle);
    expect(password.getAttribute("type")).toBe("password");
  });
});

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { contactForm } from "~/content/contact";
import { site } from "~/content/site";
import Contact from "~/routes/company/contact";

import { ContactForm } from "./contact-form";

const MESSAGE = "We run 40 Windows servers across two sites & want tested, off-site backups.";

function setup() {
  const user = userEvent.setup();
  render(<ContactForm {...contactForm} />, { wrapper: MemoryRouter });
  const submit = screen.getByRole("button", { name: contactForm.submitLabel });
  return { user, submit };
}

const field = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name}`) });
const errorOf = (control: HTMLElement) =>
  control
    .getAttribute("aria-describedby")
    ?.split(" ")
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains("field-error"));

describe("ContactForm", () => {
  it("posts to the API without JavaScript and leaves validation to the script", () => {
    setup();
    const form = screen.getByRole("button", { name: contactForm.submitLabel }).closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/api/contact");
    expect(form?.noValidate).toBe(true);
  });

  it("labels every field, groups the segment radios under the legend “I am”", () => {
    setup();
    for (const name of ["Name", "E-mail", "Company", "Message"]) expect(field(name)).toBeTruthy();
    expect(screen.getByRole("combobox", { name: /^Topic/ })).toBeTruthy();
    const group = screen.getByRole("group", { name: /^I am/ });
    expect(within(group).getAllByRole("radio")).toHaveLength(3);
  });

  it("hides the honeypot from people and assistive technology", () => {
    const { container } = render(<ContactForm {...contactForm} />, { wrapper: MemoryRouter });
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute("autocomplete")).toBe("off");
    expect(trap?.closest('[aria-hidden="true"]')?.classList.contains("form-honeypot")).toBe(true);
    expect(trap?.labels?.[0]?.textContent).toBe("Leave this field empty");
  });

  it("says before submitting that sending from the site is not available", () => {
    setup();
    expect(screen.getByText(contactForm.notice.title)).toBeTruthy();
  });

  it("shows inline errors and focuses the error summary when submitted empty", async () => {
    const { user, submit } = setup();
    await user.click(submit);

    const summary = screen.getByRole("alert");
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "#contact-name",
      "#contact-email",
      "#contact-message",
    ]);

    for (const name of ["Name", "E-mail", "Message"]) {
      const control = field(name);
      expect(control.getAttribute("aria-invalid"), name).toBe("true");
      expect(errorOf(control)?.textContent, name).toMatch(/^Error: /);
    }
    expect(field("Company").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("status")?.textContent).toBe("");
  });

  it("moves to the field when a summary link is followed", async () => {
    const { user, submit } = setup();
    await user.click(submit);
    await user.click(within(screen.getByRole("alert")).getByRole("link", { name: /e-mail/i }));
    expect(document.activeElement).toBe(field("E-mail"));
  });

  it("clears each error as the field is fixed, then the summary", async () => {
    const { user, submit } = setup();
    await user.click(submit);

    await user.type(field("Name"), "Dana Whitfield");
    expect(field("Name").getAttribute("aria-invalid")).toBeNull();
    expect(errorOf(field("Name"))).toBeUndefined();
    expect(within(screen.getByRole("alert")).getAllByRole("link")).toHaveLength(2);

    await user.type(field("E-mail"), "dana@");
    expect(errorOf(field("E-mail"))?.textContent).toContain("name@example.com");
    await user.type(field("E-mail"), "example.com");
    expect(field("E-mail").getAttribute("aria-invalid")).toBeNull();

    await user.type(field("Message"), MESSAGE);
    expect(field("Message").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("counts the message's characters", async () => {
    const { user } = setup();
    await user.type(field("Message"), "Twelve chars");
    expect(screen.getByText("12 of 5,000 characters")).toBeTruthy();
  });

  it("prepares an e-mail instead of pretending to send a valid message", async () => {
    const { user, submit } = setup();
    await user.type(field("Name"), "Dana Whitfield");
    await user.type(field("E-mail"), "dana@example.com");
    await user.type(field("Company"), "Whitfield IT");
    await user.click(screen.getByRole("radio", { name: /MSP/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: /^Topic/ }), "shadowcradle");
    await user.type(field("Message"), MESSAGE);
    await user.click(submit);

    expect(screen.queryByRole("alert")).toBeNull();
    const status = screen.getByRole("status");
    expect(status.textContent).toContain(contactForm.result.title);
    expect(status.contains(document.activeElement)).toBe(true);

    const mail = within(status).getByRole("link", { name: contactForm.result.openLabel });
    const href = mail.getAttribute("href") ?? "";
    expect(href.startsWith(`mailto:${site.email.sales}?subject=`)).toBe(true);
    expect(href).toContain(encodeURIComponent(MESSAGE));
    const params = new URLSearchParams(href.slice(href.indexOf("?")));
    expect(params.get("subject")).toBe("Website inquiry: ShadowCradle backup and recovery");
    const body = params.get("body") ?? "";
    expect(body).toContain("Name: Dana Whitfield");
    expect(body).toContain("Company: Whitfield IT");
    expect(body).toContain("I am: Managed service provider (MSP)");
    expect(body.endsWith(MESSAGE)).toBe(true);
    expect(
      within(status).getByRole("link", { name: site.phone.main.display }).getAttribute("href"),
    ).toBe(`tel:${site.phone.main.tel}`);
  });

  it("withdraws a prepared e-mail once the form changes", async () => {
    const { user, submit } = setup();
    await user.type(field("Name"), "Dana");
    await user.type(field("E-mail"), "dana@example.com");
    await user.type(field("Message"), MESSAGE);
    await user.click(submit);
    expect(screen.getByRole("status").textContent).not.toBe("");
    await user.type(field("Message"), " Thanks!");
    expect(screen.getByRole("status").textContent).toBe("");
  });
});

describe("contact page", () => {
  it("has one h1, no skipped heading level, and labels every section", () => {
    const { container } = render(<Contact />, { wrapper: MemoryRouter });
    const levels = [...container.querySelectorAll("h1, h2, h3, h4")].map((h) =>
      Number(h.tagName[1]),
    );
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    for (const section of container.querySelectorAll("section")) {
      const id = section.getAttribute("aria-labelledby");
      expect(section.querySelector(`[id="${id}"]`)?.tagName).toMatch(/^H[12]$/);
    }
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
  });

  it("shows the 24/7 incident line, reply time and office details", () => {
    render(<Contact />, { wrapper: MemoryRouter });
    const incident = screen.getByRole("region", { name: /incident/i });
    expect(
      within(incident)
        .getByRole("link", { name: site.phone.incident.display })
        .getAttribute("href"),
    ).toBe(`tel:${site.phone.incident.tel}`);
    expect(screen.getAllByText(new RegExp(site.replyTime)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(site.hours).length).toBeGreaterThan(0);
    expect(screen.getByText(site.address.street)).toBeTruthy();
    for (const address of [site.email.sales, site.email.support, site.email.security]) {
      expect(screen.getAllByRole("link", { name: address }).length).toBeGreaterThan(0);
    }
  });
});

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import contactPage from "~/content/generated/pages/contact";
import { site } from "~/content/generated/site";
import { pageSection } from "~/lib/content/variants";
import { loadSchemas } from "~/lib/forms/load-schemas";
import Contact from "~/routes/pages/contact";
import { expectHeadingOutline, expectLabelledSections } from "~/testing/page-outline";

import { ContactForm, type ContactFormProps } from "./contact-form";

/** The form's props as the page gives them, without the details beside it. */
const contactForm: ContactFormProps = {
  ...pageSection<ContactFormProps>(contactPage, "ContactForm"),
  details: undefined,
};

// A form loads its schema on first use; loaded up front, validation answers within the click.
beforeAll(() => loadSchemas());

const MESSAGE = "We run 40 Windows servers across two sites & want tested, off-site backups.";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Replaces fetch with one that answers `status` with `body` (or rejects, for `"offline"`). */
function stubFetch(answer: { status: number; body: unknown } | "offline") {
  const fetchMock = vi.fn<typeof fetch>(() =>
    answer === "offline"
      ? Promise.reject(new TypeError("Failed to fetch"))
      : Promise.resolve(
          new Response(JSON.stringify(answer.body), {
            status: answer.status,
            headers: { "Content-Type": "application/json" },
          }),
        ),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Replaces fetch with one that answers only when the returned function is called. */
function holdFetch() {
  let release: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    ),
  );
  return (response: Response) => release(response);
}

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

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Name"), "Dana Whitfield");
  await user.type(field("E-mail"), "dana@example.com");
  await user.type(field("Company"), "Whitfield IT");
  await user.click(screen.getByRole("radio", { name: /MSP/ }));
  await user.selectOptions(screen.getByRole("combobox", { name: /^Topic/ }), "shadowcradle");
  await user.type(field("Message"), MESSAGE);
}

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

  it("says nothing about sending being unavailable, and names every field for the no-JS post", () => {
    const { container } = render(<ContactForm {...contactForm} />, { wrapper: MemoryRouter });
    expect(container.textContent).not.toMatch(/not (available|switched on)|prepare my/i);
    const names = [...container.querySelectorAll("input, select, textarea")].map((control) =>
      control.getAttribute("name"),
    );
    expect(new Set(names)).toEqual(
      new Set(["name", "email", "company", "segment", "topic", "message", "website"]),
    );
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

  it("does not call the server while the form is invalid", async () => {
    const fetchMock = stubFetch({ status: 201, body: { ok: true } });
    const { user, submit } = setup();
    await user.type(field("E-mail"), "dana@example");
    await user.click(submit);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toContain("name@example.com");
  });

  it("sends a valid message to the API and replaces the form with a focused success panel", async () => {
    const release = holdFetch();
    const { user, submit } = setup();
    await fillIn(user);
    await user.click(submit);

    const sending = screen.getByRole("button", { name: contactForm.sendingLabel });
    expect(sending).toBe(submit);
    expect(submit.hasAttribute("disabled")).toBe(true);
    expect(submit.closest("form")?.getAttribute("aria-busy")).toBe("true");
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Dana Whitfield",
      email: "dana@example.com",
      company: "Whitfield IT",
      segment: "msp",
      topic: "shadowcradle",
      message: MESSAGE,
    });

    release(new Response(JSON.stringify({ ok: true }), { status: 201 }));
    const title = await screen.findByRole("heading", { name: contactForm.success.title });
    const status = screen.getByRole("status");
    expect(status.contains(title)).toBe(true);
    expect(status.contains(document.activeElement)).toBe(true);
    expect(status.textContent).toContain(site.replyTime);
    expect(
      within(status).getByRole("link", { name: site.phone.incident.display }).getAttribute("href"),
    ).toBe(`tel:${site.phone.incident.tel}`);
    expect(screen.queryByRole("textbox")).toBeNull();

    await user.click(within(status).getByRole("button", { name: contactForm.success.againLabel }));
    expect(document.activeElement).toBe(field("Name"));
    expect(field("Message")).toHaveProperty("value", "");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("shows the server's errors inline and in the focused summary", async () => {
    stubFetch({
      status: 400,
      body: {
        errors: {
          email: "Enter an e-mail address like name@example.com.",
          form: "Unexpected fields.",
        },
      },
    });
    const { user, submit } = setup();
    await fillIn(user);
    await user.click(submit);

    const summary = await screen.findByRole("alert");
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "#contact-email",
      "#contact-submit",
    ]);
    expect(field("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(field("E-mail"))?.textContent).toContain("name@example.com");
    expect(field("Name")).toHaveProperty("value", "Dana Whitfield");
    expect(submit.hasAttribute("disabled")).toBe(false);
    expect(submit.textContent).toBe(contactForm.submitLabel);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("keeps what was typed and offers e-mail and phone when the server cannot be reached", async () => {
    stubFetch("offline");
    const { user, submit } = setup();
    await fillIn(user);
    await user.click(submit);

    const alert = await screen.findByRole("alert", { name: contactForm.failure.title });
    expect(document.activeElement).toBe(alert);
    expect(alert.textContent).toContain("couldn't reach our server");
    expect(field("Name")).toHaveProperty("value", "Dana Whitfield");
    expect(field("Message")).toHaveProperty("value", MESSAGE);
    expect(screen.getByRole("radio", { name: /MSP/ })).toHaveProperty("checked", true);
    expect(submit.hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("");

    const mail = within(alert).getByRole("link", { name: contactForm.failure.openLabel });
    const href = mail.getAttribute("href") ?? "";
    expect(href.startsWith(`mailto:${site.email.sales}?subject=`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?")));
    expect(params.get("subject")).toBe("Website inquiry: ShadowCradle backup and recovery");
    const body = params.get("body") ?? "";
    expect(body).toContain("Name: Dana Whitfield");
    expect(body).toContain("Company: Whitfield IT");
    expect(body).toContain("I am: Managed service provider (MSP)");
    expect(body.endsWith(MESSAGE)).toBe(true);
    expect(
      within(alert).getByRole("link", { name: site.phone.main.display }).getAttribute("href"),
    ).toBe(`tel:${site.phone.main.tel}`);

    // The prepared e-mail follows later edits.
    await user.type(field("Message"), " Thanks!");
    expect(
      decodeURIComponent(
        within(alert)
          .getByRole("link", { name: contactForm.failure.openLabel })
          .getAttribute("href") ?? "",
      ).endsWith(`${MESSAGE} Thanks!`),
    ).toBe(true);
  });

  it("says when the server refuses for too many attempts, and lets the visitor retry", async () => {
    stubFetch({ status: 429, body: { error: "Too Many Requests" } });
    const { user, submit } = setup();
    await fillIn(user);
    await user.click(submit);
    expect((await screen.findByRole("alert")).textContent).toContain("wait a minute");

    stubFetch({ status: 201, body: { ok: true } });
    await user.click(submit);
    expect(await screen.findByRole("heading", { name: contactForm.success.title })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("contact page", () => {
  it("has one h1, no skipped heading level, and labels every section", () => {
    const { container } = render(<Contact />, { wrapper: MemoryRouter });
    expectHeadingOutline(container);
    expectLabelledSections(container);
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

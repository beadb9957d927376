import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { newsletterAction, newsletterFormCopy } from "~/content/signup-forms";
import { newsletterTopics } from "~/lib/forms/fields";
import { loadSchemas } from "~/lib/forms/load-schemas";

import {
  DEFAULT_NEWSLETTER_TOPICS,
  NewsletterForm,
  type NewsletterFormProps,
  NewsletterSection,
} from "./newsletter-form";

// A form loads its schema on first use; loaded up front, validation answers within the click.
beforeAll(() => loadSchemas());

afterEach(() => vi.unstubAllGlobals());

function setup(props: Partial<NewsletterFormProps> = {}) {
  const user = userEvent.setup();
  const { container } = render(
    <NewsletterForm id="news" action={newsletterAction} copy={newsletterFormCopy} {...props} />,
    { wrapper: MemoryRouter },
  );
  const email = screen.getByRole("textbox", { name: "Email" });
  const button = screen.getByRole("button", { name: "Subscribe" });
  return { user, container, email, button };
}

function answer(status: number, body: unknown = { ok: true }) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const checked = () =>
  screen
    .getAllByRole<HTMLInputElement>("checkbox")
    .filter((box) => box.checked)
    .map((box) => box.value);

describe("NewsletterForm", () => {
  it("checks the seed's defaults, Advertising Updates and Design, and no others", () => {
    setup();
    expect(DEFAULT_NEWSLETTER_TOPICS).toEqual(["advertising-updates", "design"]);
    expect(screen.getByRole("checkbox", { name: "Advertising Updates" })).toHaveProperty(
      "checked",
      true,
    );
    expect(screen.getByRole("checkbox", { name: "Design" })).toHaveProperty("checked", true);
    expect(checked()).toEqual(["advertising-updates", "design"]);
  });

  it("offers every schema topic in a group named by its legend", () => {
    setup();
    const group = screen.getByRole("group", { name: /^Topics/ });
    expect(
      within(group)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("value")),
    ).toEqual(newsletterTopics.map((topic) => topic.value));
  });

  it("takes other default topics when a page asks for them", () => {
    setup({ defaultTopics: ["security-advisories"] });
    expect(checked()).toEqual(["security-advisories"]);
  });

  it("posts urlencoded without JavaScript: email and one topics key per box", () => {
    const { container, email } = setup();
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/newsletter");
    expect(email.getAttribute("name")).toBe("email");
    const data = new FormData(form);
    expect(data.getAll("topics")).toEqual(["advertising-updates", "design"]);
    expect(data.get("website")).toBe("");
  });

  it("shows an inline error for a bad e-mail and sends nothing", async () => {
    const fetch = answer(201);
    const { user, email, button } = setup();
    await user.click(button);
    expect(fetch).not.toHaveBeenCalled();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    expect(screen.getByText("Enter your e-mail address.")).toBeTruthy();
  });

  it("sends the ticked topics in list order and announces the subscription", async () => {
    const fetch = answer(201);
    const { user, email, button } = setup();
    await user.type(email, "lee@example.org");
    await user.click(screen.getByRole("checkbox", { name: "Security advisories" }));
    await user.click(screen.getByRole("checkbox", { name: "Advertising Updates" }));
    await user.click(button);

    expect(fetch.mock.calls[0]?.[0]).toBe("/api/newsletter");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: "lee@example.org",
      topics: ["design", "security-advisories"],
    });
    const status = screen.getByRole("status");
    expect(await within(status).findByText(newsletterFormCopy.success.title)).toBeTruthy();
    expect(status.contains(document.activeElement)).toBe(true);
  });

  it("keeps the choices and raises an alert when sending fails", async () => {
    answer(429, { error: "Too many" });
    const { user, email, button } = setup();
    await user.type(email, "lee@example.org");
    await user.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Too many attempts");
    expect((email as HTMLInputElement).value).toBe("lee@example.org");
    expect(checked()).toEqual(["advertising-updates", "design"]);
  });
});

describe("NewsletterSection", () => {
  it("names the section and the form by its h2", () => {
    render(
      <NewsletterSection
        id="news-title"
        heading={{ title: "Get advisories by e-mail" }}
        form={{ id: "news", action: newsletterAction, copy: newsletterFormCopy }}
      />,
      { wrapper: MemoryRouter },
    );
    const region = screen.getByRole("region", { name: "Get advisories by e-mail" });
    expect(within(region).getByRole("form", { name: "Get advisories by e-mail" })).toBeTruthy();
  });
});

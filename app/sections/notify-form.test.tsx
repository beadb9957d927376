import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { notifyAction, notifyFormCopy } from "~/content/signup-forms";
import { loadSchemas } from "~/lib/forms/load-schemas";

import { NotifyForm, type NotifyFormProps, NotifySection } from "./notify-form";

// A form loads its schema on first use; loaded up front, validation answers within the click.
beforeAll(() => loadSchemas());

const copy = notifyFormCopy("Monitora opens for early access");

afterEach(() => vi.unstubAllGlobals());

function setup(props: Partial<NotifyFormProps> = {}) {
  const user = userEvent.setup();
  const { container } = render(
    <NotifyForm id="notify" action={notifyAction} copy={copy} {...props} />,
    { wrapper: MemoryRouter },
  );
  const email = screen.getByRole("textbox", { name: "Email" });
  const button = screen.getByRole("button", { name: "Notify me" });
  return { user, container, email, button };
}

/** A fetch that answers `status` with `body`, recording what was sent. */
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

const sentBody = (fetch: ReturnType<typeof answer>) =>
  JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

const errorText = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

describe("NotifyForm", () => {
  it("posts urlencoded to the API without JavaScript, with every field named", () => {
    const { container, email } = setup({ product: "Monitora" });
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/api/notify");
    expect(form?.noValidate).toBe(true);
    expect(email.getAttribute("name")).toBe("email");
    expect(email.getAttribute("type")).toBe("email");
    expect(email.getAttribute("autocomplete")).toBe("email");
    const hidden = container.querySelectorAll<HTMLInputElement>('input[type="hidden"]');
    expect([...hidden].map((input) => [input.name, input.value])).toEqual([
      ["product", "Monitora"],
    ]);
  });

  it("sends the industry when there is no product, and never both", () => {
    const { container, unmount } = render(
      <NotifyForm id="a" action={notifyAction} copy={copy} industry="Healthcare" />,
      { wrapper: MemoryRouter },
    );
    expect(container.querySelector<HTMLInputElement>('input[name="industry"]')?.value).toBe(
      "Healthcare",
    );
    expect(container.querySelector('input[name="product"]')).toBeNull();
    unmount();

    const both = render(
      <NotifyForm id="b" action={notifyAction} copy={copy} product="Portal" industry="Financial" />,
      { wrapper: MemoryRouter },
    );
    expect(both.container.querySelector('input[name="industry"]')).toBeNull();
    expect(both.container.querySelector<HTMLInputElement>('input[name="product"]')?.value).toBe(
      "Portal",
    );
  });

  it("sends neither on the generic page", () => {
    const { container } = setup();
    expect(container.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
  });

  it("hides the honeypot from people and assistive technology", () => {
    const { container } = setup();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')?.classList.contains("form-honeypot")).toBe(true);
  });

  it("shows an inline error for a bad e-mail, focuses the field and sends nothing", async () => {
    const fetch = answer(201);
    const { user, email, button } = setup({ product: "Monitora" });
    await user.type(email, "dana@");
    await user.click(button);
    expect(fetch).not.toHaveBeenCalled();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(errorText(email)).toContain("Enter an e-mail address like name@example.com.");
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole("status").textContent).toBe("");

    await user.type(email, "example.com");
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });

  it("says it is sending, then announces success in the status region and focuses it", async () => {
    let release: (response: Response) => void = () => {};
    const fetch = vi.fn(
      (_url: string, _init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const { user, email, button } = setup({ product: "Monitora" });
    await user.type(email, "  dana@example.com ");
    await user.click(button);

    expect(button.textContent).toBe(copy.sendingLabel);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/notify");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: "dana@example.com",
      product: "Monitora",
    });

    release(new Response('{"ok":true}', { status: 201 }));
    const status = await screen.findByText(copy.success.title);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole("status").contains(document.activeElement)).toBe(true);
    expect(screen.getByRole("status").textContent).toContain("when Monitora opens");
    expect(screen.queryByRole("textbox", { name: "Email" })).toBeNull();
  });

  it("treats a repeated request (200) as success too", async () => {
    const fetch = answer(200);
    const { user, email, button } = setup({ industry: "Financial" });
    await user.type(email, "dana@example.com");
    await user.click(button);
    expect(await screen.findByText(copy.success.title)).toBeTruthy();
    expect(sentBody(fetch)).toEqual({ email: "dana@example.com", industry: "Financial" });
  });

  it("keeps what was typed and raises an alert when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const { user, email, button } = setup();
    await user.type(email, "dana@example.com");
    await user.click(button);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(copy.failureTitle)).toBeTruthy();
    expect(alert.textContent).toContain("couldn't reach our server");
    expect(document.activeElement).toBe(alert);
    expect((email as HTMLInputElement).value).toBe("dana@example.com");
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.textContent).toBe("Notify me");
  });

  it("shows the server's field errors inline and other errors in the alert", async () => {
    answer(400, { errors: { email: "Keep the e-mail address under 254 characters." } });
    const { user, email, button } = setup();
    await user.type(email, "dana@example.com");
    await user.click(button);
    expect(await screen.findByText("Keep the e-mail address under 254 characters.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();

    answer(400, { errors: { form: "Choose a product or an industry, not both." } });
    await user.click(button);
    expect((await screen.findByRole("alert")).textContent).toContain("not both");
  });
});

describe("NotifySection", () => {
  it("labels the section and the form with its h2", () => {
    render(
      <NotifySection
        id="band-title"
        heading={{ title: "Be first when it opens" }}
        points={["One e-mail"]}
        form={{ id: "band", action: notifyAction, copy, industry: "Healthcare" }}
        note={{ text: "Summary:", link: { label: "Launch page", href: "/coming-soon" } }}
      />,
      { wrapper: MemoryRouter },
    );
    const region = screen.getByRole("region", { name: "Be first when it opens" });
    const form = within(region).getByRole("form", { name: "Be first when it opens" });
    expect(within(form).getByRole("button", { name: "Notify me" })).toBeTruthy();
    expect(within(region).getByRole("link", { name: "Launch page" }).getAttribute("href")).toBe(
      "/coming-soon",
    );
  });
});

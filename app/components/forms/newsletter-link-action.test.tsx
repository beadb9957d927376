import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import confirmFile from "~/content/generated/pages/newsletter/confirm";
import unsubscribeFile from "~/content/generated/pages/newsletter/unsubscribe";
import { confirmLink, unsubscribeLink } from "~/content/newsletter-links";
import { pageSection } from "~/lib/content/variants";
import type { NewsletterLinkProps } from "~/sections/newsletter-link";

import { NewsletterLinkAction } from "./newsletter-link-action";

/** Each page's words (its file) with what its button's outcomes say (shared with the server). */
const confirmPage = {
  ...pageSection<NewsletterLinkProps>(confirmFile, "NewsletterLink"),
  outcomes: confirmLink.outcomes,
};
const unsubscribePage = {
  ...pageSection<NewsletterLinkProps>(unsubscribeFile, "NewsletterLink"),
  outcomes: unsubscribeLink.outcomes,
};

const TOKEN = "12.0123456789abcdef0123456789abcdef.1795969166.sig";

function page(url: string, copy = confirmPage) {
  const successes = copy === confirmPage ? confirmLink.successes : unsubscribeLink.successes;
  return (
    <MemoryRouter initialEntries={[url]}>
      <NewsletterLinkAction id="t" copy={copy} successes={successes as never} />
    </MemoryRouter>
  );
}

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe("NewsletterLinkAction", () => {
  it("prerenders the button in a form that posts to the page's own URL, without JavaScript", () => {
    const html = renderToString(page("/newsletter/confirm"));
    expect(html).toMatch(/<form[^>]*method="post"[^>]*>/);
    expect(html).not.toMatch(/<form[^>]*action=/);
    expect(html).toContain(`>${confirmPage.button}</button>`);
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it("says what to do when opened without a token", () => {
    render(page("/newsletter/confirm"));
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain(confirmPage.missingToken.title);
  });

  it("confirms with one press: posts to its URL and focuses the outcome", async () => {
    const fetchImpl = answer(200, { outcome: "confirmed" });
    vi.stubGlobal("fetch", fetchImpl);
    render(page(`/newsletter/confirm?token=${TOKEN}`));
    await userEvent.click(screen.getByRole("button", { name: confirmPage.button }));
    expect(fetchImpl).toHaveBeenCalledWith(
      `/newsletter/confirm?token=${TOKEN}`,
      expect.objectContaining({ method: "POST" }),
    );
    const status = screen.getByRole("status");
    expect(status.textContent).toContain(confirmPage.outcomes.confirmed.title);
    expect(status.querySelector(".form-success")).toBe(document.activeElement);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows an expired link as a problem, with the way to sign up again", async () => {
    vi.stubGlobal("fetch", answer(410, { outcome: "expired" }));
    render(page(`/newsletter/confirm?token=${TOKEN}`));
    await userEvent.click(screen.getByRole("button"));
    const status = screen.getByRole("status");
    const expired = confirmPage.outcomes.expired;
    expect(status.querySelector(".form-failure")?.textContent).toContain(expired.title);
    expect(screen.getByRole("link", { name: expired.link.label })).toBeTruthy();
  });

  it("keeps the button after a failure, with the reason in an alert", async () => {
    vi.stubGlobal("fetch", answer(503, { error: "busy" }));
    render(page(`/newsletter/unsubscribe?token=${TOKEN}`, unsubscribePage as never));
    await userEvent.click(screen.getByRole("button", { name: unsubscribePage.button }));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(unsubscribePage.failureTitle);
    expect(alert.textContent).toMatch(/nothing was stored/);
    expect(alert).toBe(document.activeElement);
    expect(screen.getByRole("button", { name: unsubscribePage.button })).toBeTruthy();
  });
});

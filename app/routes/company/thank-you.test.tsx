import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { genericThankYou, thankYouForms, thankYouVariant } from "~/content/thank-you";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

import ThankYou, { clientLoader, HydrateFallback, meta } from "./thank-you";

const knownPaths = new Set(routePaths(routes));
const lookup = (query: string) => thankYouVariant(new URLSearchParams(query));
type Props = Parameters<typeof ThankYou>[0];

describe("/thank-you", () => {
  it("prerenders the generic page, true of every form, with one h1 and links onward", () => {
    const { container } = render(<HydrateFallback />, { wrapper: MemoryRouter });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Thank you — we received your message",
    );
    const text = container.textContent ?? "";
    expect(text).toMatch(/If you wrote to us/);
    expect(text).toMatch(/newsletter or a launch notice/);
    const levels = [...container.querySelectorAll("h1, h2, h3")].map((h) => Number(h.tagName[1]));
    expect(levels).toEqual([1, 2]);
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
    const next = screen.getByRole("list", { name: "Where to next" });
    const hrefs = within(next)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/home", "/contact", "/labs"]);
    for (const href of hrefs) expect(knownPaths).toContain(href);
  });

  it.each([
    ["contact", "Thank you — your message is with our team"],
    ["newsletter", "Check your inbox to confirm"],
    ["notify", "You're on the list"],
  ])("tailors the page to form=%s after hydration", async (form, heading) => {
    const data = await clientLoader({
      request: new Request(`https://example.com/thank-you?form=${form}`),
    } as Parameters<typeof clientLoader>[0]);
    render(<ThankYou {...({ loaderData: data } as unknown as Props)} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(heading);
  });

  it("knows exactly the forms the API redirects from", () => {
    expect(thankYouForms).toEqual(["contact", "newsletter", "notify"]);
    expect(lookup("form=NOTIFY").title).toBe("You're on the list");
  });

  it.each(["", "form=", "form=other", "form=__proto__", "form=<script>alert(1)</script>"])(
    "falls back to the generic page for %j",
    (query) => {
      expect(lookup(query)).toBe(genericThankYou);
    },
  );

  it("stays out of search results and keeps its meta lengths", () => {
    const tags = (meta as unknown as (args: object) => Record<string, string>[])({});
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
    const title = tags.find((tag) => "title" in tag)?.title ?? "";
    const description = tags.find((tag) => tag.name === "description")?.content ?? "";
    expect(title.length).toBeLessThanOrEqual(60);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});

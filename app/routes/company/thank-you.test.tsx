import { render, screen, within } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, onTestFinished } from "vitest";

import { genericThankYou, thankYouForms, thankYouVariant } from "~/content/thank-you";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

import ThankYou, { meta } from "./thank-you";

const knownPaths = new Set(routePaths(routes));
const lookup = (query: string) => thankYouVariant(new URLSearchParams(query));
const page = (query = "") => (
  <MemoryRouter initialEntries={[`/thank-you${query}`]}>
    <ThankYou />
  </MemoryRouter>
);
const tagsFor = (search: string) =>
  (meta as unknown as (args: object) => Record<string, string>[])({
    location: { pathname: "/thank-you", search },
  });

const tailored = [
  ["contact", "Thank you — your message is with our team"],
  ["newsletter", "Check your inbox to confirm"],
  ["notify", "You're on the list"],
] as const;

describe("/thank-you", () => {
  it("prerenders the generic page, true of every form, with one h1 and links onward", () => {
    // In the document, so the list's aria-labelledby name resolves.
    const container = document.body.appendChild(document.createElement("div"));
    onTestFinished(() => container.remove());
    // The prerender has no query; a query on the first render must not change the HTML either.
    container.innerHTML = renderToString(page("?form=contact"));
    expect(container.innerHTML).toBe(renderToString(page()));
    expect(container.querySelector("h1")?.textContent).toBe("Thank you — we received your message");
    const text = container.textContent ?? "";
    expect(text).toMatch(/If you wrote to us/);
    expect(text).toMatch(/newsletter or a launch notice/);
    const levels = [...container.querySelectorAll("h1, h2, h3")].map((h) => Number(h.tagName[1]));
    expect(levels).toEqual([1, 2]);
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
    const next = within(container).getByRole("list", { name: "Where to next" });
    const hrefs = within(next)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/home", "/contact", "/labs"]);
    for (const href of hrefs) expect(knownPaths).toContain(href);
  });

  it.each(tailored)(
    "hydrates the generic HTML as it is, then tailors it to form=%s",
    async (form, heading) => {
      const container = document.createElement("div");
      container.innerHTML = renderToString(page(`?form=${form}`));
      const h1 = container.querySelector("h1");
      const mismatches: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, page(`?form=${form}`), {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
      expect(mismatches).toEqual([]);
      expect(container.querySelector("h1")).toBe(h1);
      expect(h1?.textContent).toBe(heading);
    },
  );

  it.each(tailored)(
    "shows the form=%s variant at once after a client navigation",
    (form, heading) => {
      render(page(`?form=${form}`));
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(heading);
    },
  );

  it("knows exactly the forms the API redirects from", () => {
    expect(thankYouForms).toEqual(["contact", "newsletter", "notify"]);
    expect(lookup("form=NOTIFY").title).toBe("You're on the list");
  });

  it.each(["", "form=", "form=other", "form=__proto__", "form=<script>alert(1)</script>"])(
    "falls back to the generic page for %j",
    (query) => {
      expect(lookup(query)).toBe(genericThankYou);
      render(page(`?${query}`));
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(genericThankYou.title);
    },
  );

  it.each(["", "?form=contact", "?form=newsletter", "?form=notify", "?form=other"])(
    "stays out of search results and keeps its meta lengths for %j",
    (search) => {
      const tags = tagsFor(search);
      expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
      const title = tags.find((tag) => "title" in tag)?.title ?? "";
      const description = tags.find((tag) => tag.name === "description")?.content ?? "";
      expect(title.length).toBeLessThanOrEqual(60);
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
    },
  );

  it("titles the document after the variant, and the prerender plainly", () => {
    const titleOf = (search: string) => tagsFor(search).find((tag) => "title" in tag)?.title;
    expect(titleOf("")).toBe("Thank you | CradleSec");
    expect(titleOf("?form=other")).toBe("Thank you | CradleSec");
    for (const [form, heading] of tailored) {
      expect(titleOf(`?form=${form}`)).toBe(`${heading} | CradleSec`);
    }
  });
});

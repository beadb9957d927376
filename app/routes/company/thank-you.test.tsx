import { render, screen, within } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, onTestFinished } from "vitest";

import thankYouPage from "~/content/generated/pages/thank-you";
import { site } from "~/content/generated/site";
import { pageSection, sectionVariant } from "~/lib/content/variants";
import { FORM_ENDPOINTS } from "~/lib/forms/submit";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";
import type { ConfirmationFields } from "~/sections/confirmation";

import ThankYou, { meta } from "./thank-you";

const knownPaths = new Set(routePaths(routes));
const confirmation = pageSection<ConfirmationFields>(thankYouPage, "Confirmation");
/** The prerendered version: the file's own fields, true of every form. */
const genericThankYou = sectionVariant(confirmation, null).fields;
const lookup = (query: string) =>
  sectionVariant(confirmation, new URLSearchParams(query).get("form")).fields;
const page = (query = "") => (
  <MemoryRouter initialEntries={[`/thank-you${query}`]}>
    <ThankYou />
  </MemoryRouter>
);
const tagsFor = (search: string) =>
  (meta as unknown as (args: object) => Record<string, string>[])({
    location: { pathname: "/thank-you", search },
  });

/** Each form the API redirects from, with the h1 of its variant. */
const tailored = Object.keys(FORM_ENDPOINTS).map(
  (form) => [form, confirmation.variants?.[form]?.title ?? "(no variant)"] as const,
);

describe("/thank-you", () => {
  it("prerenders the generic page, true of every form, with one h1 and links onward", () => {
    // In the document, so the list's aria-labelledby name resolves.
    const container = document.body.appendChild(document.createElement("div"));
    onTestFinished(() => container.remove());
    // The prerender has no query; a query on the first render must not change the HTML either.
    container.innerHTML = renderToString(page("?form=contact"));
    expect(container.innerHTML).toBe(renderToString(page()));
    expect(container.querySelector("h1")?.textContent).toBe(genericThankYou.title);
    const paragraphs = [...container.querySelectorAll("p")].map((p) => p.textContent);
    for (const paragraph of genericThankYou.paragraphs) expect(paragraphs).toContain(paragraph);
    const levels = [...container.querySelectorAll("h1, h2, h3")].map((h) => Number(h.tagName[1]));
    expect(levels).toEqual([1, 2]);
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
    const next = within(container).getByRole("list", { name: "Where to next" });
    const hrefs = within(next)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(genericThankYou.next.links.map((link) => link.href));
    expect(hrefs.length).toBeGreaterThan(0);
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

  it("has a variant for exactly the forms the API redirects from, each its own", () => {
    expect(Object.keys(confirmation.variants ?? {}).sort()).toEqual(
      Object.keys(FORM_ENDPOINTS).sort(),
    );
    expect(new Set(tailored.map(([, heading]) => heading)).size).toBe(tailored.length);
    expect(lookup("form=NOTIFY").title).toBe(confirmation.variants?.notify?.title);
  });

  it.each(["", "form=", "form=other", "form=__proto__", "form=<script>alert(1)</script>"])(
    "falls back to the generic page for %j",
    (query) => {
      expect(lookup(query)).toEqual(genericThankYou);
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
    expect(titleOf("")).toBe(`${thankYouPage.title} | ${site.brand}`);
    expect(titleOf("?form=other")).toBe(`${thankYouPage.title} | ${site.brand}`);
    for (const [form, heading] of tailored) {
      expect(titleOf(`?form=${form}`)).toBe(`${heading} | ${site.brand}`);
    }
  });
});

import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";

import portfolio from "~/content/generated/pages/portfolio";
import { fillPlaceholders } from "~/lib/placeholders";
import { sectionProps } from "~/testing/content-page";

import { CaseStudyFilter, type CaseStudyFilterProps } from "./case-study-filter";

const portfolioCaseStudies = sectionProps<CaseStudyFilterProps>(portfolio, "CaseStudyFilter");

const { studies, labels } = portfolioCaseStudies;
const total = studies.length;
/** The live count the filter announces for `shown` of all the studies. */
const showing = (shown: number) => fillPlaceholders(labels.count, { shown, total });
const count = (industry: string | null, service: string | null) =>
  studies.filter(
    (study) =>
      (industry === null || study.industry === industry) &&
      (service === null || study.services.includes(service)),
  ).length;

// jsdom has no CSS.escape; user-event needs it to move between radios with the arrow keys.
if (typeof globalThis.CSS?.escape !== "function") {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  globalThis.CSS = { ...globalThis.CSS, escape } as typeof CSS;
}

/** Shows the router's current query, so tests can see what the filter wrote to the URL. */
function QueryProbe() {
  return <p data-testid="query">{useLocation().search}</p>;
}

const Stub = createRoutesStub([
  {
    path: "/portfolio",
    Component: () => (
      <>
        <CaseStudyFilter {...portfolioCaseStudies} />
        <QueryProbe />
      </>
    ),
  },
]);

/** The page as the build prerenders it: the filter alone, nothing test-only. */
const PageStub = createRoutesStub([
  { path: "/portfolio", Component: () => <CaseStudyFilter {...portfolioCaseStudies} /> },
]);

function renderAt(url: string) {
  const user = userEvent.setup();
  render(<Stub initialEntries={[url]} />);
  return user;
}

const status = () => screen.getByRole("status");
const query = () => screen.getByTestId("query").textContent;
const cards = () => screen.queryAllByRole("article");
const group = (name: string) => screen.getByRole("group", { name });

describe("CaseStudyFilter", () => {
  it("shows every case study and a live count without a query", () => {
    renderAt("/portfolio");
    expect(cards()).toHaveLength(total);
    expect(status().textContent).toBe(showing(total));
    expect(
      (screen.getByRole("radio", { name: "All industries" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole("button", { name: "Clear filters" }).className).toContain("invisible");
  });

  it("applies the filters found in the URL", () => {
    renderAt("/portfolio?industry=healthcare&service=identity-access");
    const expected = count("healthcare", "identity-access");
    expect(expected).toBeGreaterThan(0);
    expect(cards()).toHaveLength(expected);
    expect(status().textContent).toBe(showing(expected));
    const industry = within(group("Industry")).getByRole("radio", { name: "Healthcare" });
    expect((industry as HTMLInputElement).checked).toBe(true);
  });

  it("ignores unknown query values and leaves unrelated keys alone", async () => {
    const user = renderAt("/portfolio?industry=retail&service=%3Cb%3Ex%3C%2Fb%3E&ref=mail");
    expect(cards()).toHaveLength(total);
    expect(screen.queryByText("<b>x</b>")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "MSP" }));
    expect(query()).toBe("?industry=msp&ref=mail");
  });

  it("filters by industry and by service, and writes both to the URL", async () => {
    const user = renderAt("/portfolio");
    await user.click(screen.getByRole("radio", { name: "Enterprise" }));
    expect(cards()).toHaveLength(count("enterprise", null));
    expect(query()).toBe("?industry=enterprise");

    await user.click(screen.getByRole("radio", { name: "Compliance" }));
    expect(cards()).toHaveLength(count("enterprise", "compliance-readiness"));
    expect(query()).toBe("?industry=enterprise&service=compliance-readiness");
    expect(status().textContent).toBe(showing(count("enterprise", "compliance-readiness")));
  });

  it("works from the keyboard: one tab stop per group, arrow keys to choose", async () => {
    const user = renderAt("/portfolio");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "All industries" }));
    await user.keyboard("{ArrowRight}");
    expect(query()).toBe("?industry=msp");
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "MSP" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "All services" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Clear filters" }));
  });

  it("clears both filters and keeps focus in the filter", async () => {
    const user = renderAt("/portfolio?industry=msp&service=backup-disaster-recovery");
    const clear = screen.getByRole("button", { name: "Clear filters" });
    expect(clear.className).not.toContain("invisible");
    await user.click(clear);
    expect(query()).toBe("");
    expect(cards()).toHaveLength(total);
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "All industries" }));
  });

  it("shows an empty state with a way back when nothing matches", async () => {
    expect(count("consumer", "compliance-readiness")).toBe(0);
    const user = renderAt("/portfolio?industry=consumer&service=compliance-readiness");
    expect(cards()).toHaveLength(0);
    expect(status().textContent).toBe(showing(0));
    expect(screen.getByText(portfolioCaseStudies.labels.empty.title)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show all case studies" }));
    expect(cards()).toHaveLength(total);
    expect(query()).toBe("");
  });

  it("links each card's services to their descriptions", () => {
    renderAt("/portfolio");
    const first = cards()[0];
    if (!first) throw new Error("no card");
    const links = within(first).getAllByRole("link");
    expect(links.length).toBe(studies[0]?.services.length);
    for (const link of links) expect(link.getAttribute("href")).toMatch(/^\/services#[a-z-]+$/);
  });

  it("prerenders the unfiltered list and applies the query only after hydration", async () => {
    // What the build writes: /portfolio has no query at prerender time.
    const html = renderToString(<PageStub initialEntries={["/portfolio"]} />);
    expect(html).toContain(showing(total));

    // Even with a query the server render stays unfiltered, so hydration always matches.
    const withQuery = renderToString(<PageStub initialEntries={["/portfolio?industry=msp"]} />);
    expect(withQuery).toContain(showing(total));

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <PageStub initialEntries={["/portfolio?industry=msp"]} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      showing(count("msp", null)),
    );
    container.remove();
  });
});

import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Lamp from "lucide-react/icons/lamp";
import Leaf from "lucide-react/icons/leaf";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { Countdown } from "~/components/kit/countdown";
import { SampleForm } from "~/components/kit/sample-form";
import { KitTabs } from "~/components/kit/tabs";
import { TemplateFooter } from "~/components/kit/template-footer";
import { setCurrency } from "~/hooks/use-currency";
import { loadSchemas } from "~/lib/forms/load-schemas";
import { expectNoInlineStylesAndSizedSvgs } from "~/testing/page-outline";

import { Faq } from "./faq";
import { PostFinder } from "./post-finder";
import { Pricing } from "./pricing";
import { ProductCard } from "./product-card";
import { Schedule } from "./schedule";
import { TestimonialWall } from "./testimonial-wall";

/** Renders inside a router (sections link with <Link>). */
function renderRouted(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub />);
}

afterEach(() => {
  vi.useRealTimers();
  act(() => setCurrency("USD"));
});

const plans = [
  {
    name: "Starter",
    blurb: "For a first launch.",
    price: 1900,
    annualPrice: 1600,
    unit: "/month",
    features: ["One project"],
    cta: { label: "Start with Starter", href: "#start" },
  },
];

describe("<Pricing> with a billing toggle", () => {
  it("shows monthly prices first and annual ones when Annual is picked", async () => {
    renderRouted(<Pricing id="p" heading={{ title: "Plans" }} plans={plans} billingToggle />);
    expect(screen.getByText("$19")).toBeTruthy();
    const annual = screen.getByRole("radio", { name: /Annual/ });
    expect(annual.getAttribute("aria-checked")).toBe("false");
    await userEvent.click(annual);
    expect(annual.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByText("$16")).toBeTruthy();
    expect(screen.getByText(/billed annually/)).toBeTruthy();
  });

  it("follows the currency picked in the template footer", async () => {
    renderRouted(
      <>
        <Pricing id="p" heading={{ title: "Plans" }} plans={plans} />
        <TemplateFooter brand="Sample" />
      </>,
    );
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "EUR");
    expect(screen.getByText("€17")).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "JPY");
    expect(screen.getByText("¥2,869")).toBeTruthy();
  });
});

describe("<TemplateFooter>", () => {
  it("offers the seed's four currencies and a sample language choice that says so", async () => {
    renderRouted(<TemplateFooter brand="Sample" />);
    const currency = screen.getByRole("combobox", { name: "Currency" });
    expect(
      within(currency)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["USD", "EUR", "UKP", "JPY"]);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Deutsch");
    expect(screen.getByText("Sample only: this page has no Deutsch version.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "hello@example.com" }).getAttribute("href")).toBe(
      "mailto:hello@example.com",
    );
  });
});

describe("<Countdown>", () => {
  it("shows dashes until its first tick, then counts down each second and stops at zero", () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse("2026-11-22T10:00:00.400Z"));
    const target = Date.parse("2026-11-23T10:00:03Z");
    render(<Countdown target={target} label="Sale ends" doneText="The sale has ended" />);
    const timer = screen.getByRole("timer");
    const values = () =>
      [...timer.querySelectorAll(".kit-countdown-value")].map((node) => node.textContent);
    expect(values()).toEqual(["--", "--", "--", "--"]);
    // The first tick lands on the next whole second.
    act(() => vi.advanceTimersByTime(600));
    expect(values()).toEqual(["1", "00", "00", "02"]);
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(["1", "00", "00", "01"]);
    act(() => vi.advanceTimersByTime(24 * 3600 * 1000 + 5000));
    expect(values()).toEqual(["0", "00", "00", "00"]);
    expect(timer.getAttribute("aria-label")).toBe("Sale ends: The sale has ended");
  });
});

describe("<SampleForm>", () => {
  const fields = [
    { name: "email", label: "Email", type: "email", required: true },
    {
      name: "space",
      label: "Space",
      type: "select",
      options: ["Desk", "Office"],
      placeholder: "Pick",
      required: true,
    },
    { name: "code", label: "Code", type: "text", minLength: 4 },
  ] as const;

  // The form loads its schema on first use; loaded up front, validation answers within the click.
  beforeAll(() => loadSchemas());

  it("shows each error under its label and focuses the first, then follows the values", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    render(
      <SampleForm label="Book" fields={fields} submitLabel="Book" thanks="Thanks, {first}." />,
    );
    const email = screen.getByRole("textbox", { name: "Email" });
    const code = screen.getByRole("textbox", { name: "Code" });
    await userEvent.type(email, "not-an-address");
    await userEvent.type(code, "abc");
    await userEvent.click(screen.getByRole("button", { name: "Book" }));
    expect(screen.getByRole("status").textContent).toBe("");
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (control: HTMLElement) =>
      document.getElementById(control.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(describedBy(email)).toMatch(/^Error: .*like name@example.com/);
    const space = screen.getByRole("combobox", { name: "Space" });
    expect(space.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(code)).toMatch(/at least 4 characters/);

    // Fixing a field clears its error; an empty optional field breaks no rule.
    await userEvent.clear(code);
    expect(code.hasAttribute("aria-invalid")).toBe(false);
    await userEvent.clear(email);
    await userEvent.type(email, "ada@example.com");
    expect(email.hasAttribute("aria-invalid")).toBe(false);
    await userEvent.selectOptions(space, "Office");

    await userEvent.click(screen.getByRole("button", { name: "Book" }));
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Thanks, ada@example.com.");
    expect(document.activeElement).toBe(status);
    expect((email as HTMLInputElement).value).toBe("");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("<Faq>", () => {
  it("opens answers as disclosures, several at a time", async () => {
    renderRouted(
      <Faq
        id="faq"
        heading={{ title: "Questions" }}
        items={[
          { question: "Can I pause?", answer: "Yes, any month." },
          { question: "Is there a contract?", answer: "No." },
        ]}
      />,
    );
    const first = screen.getByRole("button", { name: "Can I pause?" });
    const second = screen.getByRole("button", { name: "Is there a contract?" });
    expect(first.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(first);
    await userEvent.click(second);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(second.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Yes, any month.")).toBeTruthy();
  });
});

describe("<TestimonialWall>", () => {
  it("shows the first ones and the rest behind Show more", async () => {
    const items = Array.from({ length: 8 }, (_, index) => ({
      quote: `Quote number ${index + 1}.`,
      name: `Person ${index + 1}`,
      role: "Customer",
    }));
    renderRouted(
      <TestimonialWall id="wall" heading={{ title: "Reviews" }} items={items} initial={6} />,
    );
    expect(screen.queryByText("Quote number 7.")).toBeNull();
    const more = screen.getByRole("button", { name: "Show 2 more" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(more);
    expect(screen.getByText("Quote number 8.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show fewer" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });
});

describe("<PostFinder>", () => {
  const art = { seed: "p", motif: Leaf, alt: "" };
  const posts = [
    {
      title: "Slow mornings",
      excerpt: "A kettle and a window.",
      topic: "Home",
      date: "2026-10-01",
      minutes: 3,
      author: "A",
      art,
    },
    {
      title: "Trail snacks",
      excerpt: "Five that survive a bag.",
      topic: "Travel",
      date: "2026-10-02",
      minutes: 4,
      author: "B",
      art,
    },
  ];

  it("filters by topic chip and by search words", async () => {
    renderRouted(<PostFinder id="posts" heading={{ title: "Featured" }} posts={posts} />);
    expect(screen.getAllByRole("article")).toHaveLength(2);
    await userEvent.click(screen.getByRole("radio", { name: "Travel" }));
    expect(
      screen.getAllByRole("article").map((post) => within(post).getByRole("heading").textContent),
    ).toEqual(["Trail snacks"]);
    await userEvent.click(screen.getByRole("radio", { name: "All" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search posts" }), "kettle");
    expect(screen.getAllByRole("article")).toHaveLength(1);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search posts" }), " zebra");
    expect(screen.getByText(/No posts match/)).toBeTruthy();
  });
});

describe("<ProductCard>", () => {
  const product = {
    id: "arlo",
    name: "Arlo lamp",
    price: 12900,
    motif: Lamp,
    colours: [
      { name: "Clay", hex: "#b8673f" },
      { name: "Ink", hex: "#2f3340" },
    ],
  };

  it("draws the product in the picked colour and saves it to the wishlist", async () => {
    const { container } = renderRouted(<ProductCard product={product} />);
    expect(screen.getByRole("img", { name: "Arlo lamp in Clay" })).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Ink" }));
    expect(screen.getByRole("img", { name: "Arlo lamp in Ink" })).toBeTruthy();
    expect(container.querySelector("g[color]")?.getAttribute("color")).toBe("#2f3340");
    const wish = screen.getByRole("button", { name: "Save Arlo lamp to wishlist" });
    expect(wish.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(wish);
    expect(wish.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("$129.00")).toBeTruthy();
    expectNoInlineStylesAndSizedSvgs(container);
  });
});

describe("<KitTabs>", () => {
  // jsdom has no CSS.escape, which React Aria's keyboard navigation uses to find the next tab.
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  if (typeof CSS === "undefined") vi.stubGlobal("CSS", { escape });

  it("moves between tabs with the arrow keys and shows the selected panel, labelled by its tab", async () => {
    render(
      <KitTabs
        label="Days"
        tabs={[
          { id: "d1", label: "Day 1", panel: <p>Keynotes</p> },
          { id: "d2", label: "Day 2", panel: <p>Workshops</p> },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole("tab");
    expect(screen.getByRole("tablist", { name: "Days" })).toBeTruthy();
    expect(first?.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Keynotes");
    await userEvent.click(first as HTMLElement);
    await userEvent.keyboard("{ArrowRight}");
    expect(second?.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(second);
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("Workshops");
    expect(panel.getAttribute("aria-labelledby")).toBe(second?.id);
  });
});

describe("<Schedule> with a list view", () => {
  const days = [
    {
      id: "mon",
      label: "Mon",
      title: "Monday",
      sessions: [{ time: "07:00", title: "Sunrise flow" }],
    },
    {
      id: "tue",
      label: "Tue",
      title: "Tuesday",
      sessions: [{ time: "19:00", title: "Evening yin" }],
    },
  ];

  it("shows one day's tab at a time, or the whole week as a list", async () => {
    renderRouted(
      <Schedule id="s" heading={{ title: "Timetable" }} days={days} tabsLabel="Days" listView />,
    );
    expect(screen.getByRole("tablist", { name: "Days" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Monday" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Tuesday" })).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Whole week" }));
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Monday",
      "Tuesday",
    ]);
    expect(screen.getByText("Evening yin")).toBeTruthy();
  });
});

// Parts: kit components a section shows in a slot of its own (a hero's aside, a banner's extra),
// written in a template file as `aside: { part: PhoneSpread, … }`. Checked by the slot's schema,
// imported by the page's route module like a section, drawn in place by ContentSections.
import { join } from "node:path";

import { act, render, screen, within } from "@testing-library/react";
import Mic from "lucide-react/icons/mic";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SampleForm } from "~/components/kit/sample-form";
import conference from "~/content/generated/templates/landing/conference";
import { CONFERENCE_ICS_PATH, conferenceEvent } from "~/content/templates/landing/conference-event";
import { shopProducts } from "~/content/templates/shop/products";
import { loader as conferenceIcs } from "~/routes/landing/conference-ics";
import { Hero } from "~/sections/kit/hero";
import { PeopleStack } from "~/sections/kit/people-stack";
import { PhoneSpread } from "~/sections/kit/phone-spread";
import { WeeklyCountdown } from "~/sections/kit/weekly-countdown";
import { parseProblem } from "~/testing/content-page";

import { sectionUses, sortedUses, useModulePath } from "./compiler/route-modules";
import { type ContentPage, parseContentPage } from "./page";
import { ContentSections } from "./render";
import { withParts } from "./sections-view";
import { contentVariables } from "./variables";

const FILE = "content/templates/landing/test-page.md";
const ROOT = join(import.meta.dirname, "../../..");

const templatePage = (sections: string) =>
  [
    "---",
    "title: A sample page for the kit",
    "description: A description long enough to pass the search engine length check, and no more.",
    "theme: mobile",
    "brand: Sample",
    "sections:",
    sections,
    "---",
    "",
  ].join("\n");

const hero = (aside: string, after: readonly string[] = []) =>
  templatePage(
    [
      "  - section: Hero",
      "    variant: kit",
      "    title: An app for the test",
      "    lead: What it does.",
      "    aside:",
      aside,
      ...after,
    ].join("\n"),
  );

const phones = [
  "      part: PhoneSpread",
  "      level: 2",
  "      screen: { title: Today, icon: book-open }",
  "      left: [{ icon: mic, title: Speak back, text: Feedback on every phrase. }]",
  "      right: [{ icon: flame, title: Keep a streak, text: Gentle reminders. }]",
].join("\n");

const parse = (source: string) => parseContentPage(FILE, source, contentVariables);

describe("a part in a content file", () => {
  it("is imported by the page's route module, beside the section that shows it", () => {
    const uses = sectionUses(parse(hero(phones)).sections);
    expect(uses).toEqual([{ name: "Hero", variant: "kit" }, { name: "PhoneSpread" }]);
    expect(sortedUses(uses, ROOT).map((use) => use.from)).toEqual([
      "sections/kit/hero",
      "sections/kit/phone-spread",
    ]);
  });

  it("is checked by the slot that takes it, with the part's own fields", () => {
    expect(parse(hero(phones)).sections[0]).toMatchObject({
      aside: { part: "PhoneSpread", level: 2, left: [{ icon: "mic" }] },
    });
    expect(parseProblem(parse, hero("      part: Marquee"))).toMatch(
      /sections\.0\.aside\.part: use a part a hero shows beside its text/,
    );
    expect(parseProblem(parse, hero(phones.replace("level: 2", "level: 4")))).toMatch(
      /sections\.0\.aside\.level: use 2 or 3/,
    );
    const slides = (id: string) =>
      `      part: ShopProductSlides\n      label: Popular\n      products: [${id}]`;
    expect(parse(hero(slides(shopProducts[0]!.id))).sections[0]).toMatchObject({
      aside: { part: "ShopProductSlides", products: [shopProducts[0]!.id] },
    });
    expect(parseProblem(parse, hero(slides("no-such-lamp")))).toMatch(
      /sections\.0\.aside\.products\.0: use a product of the shop's catalogue/,
    );
  });

  it("in a banner's extra: a weekly countdown, its day by name", () => {
    const banner = (day: string) =>
      templatePage(
        [
          "  - section: CtaBanner",
          "    variant: kit",
          "    id: sale",
          "    title: A sale",
          "    text: Some text.",
          "    extra: { part: WeeklyCountdown, label: Time left, doneText: Over, endsEvery: " +
            `${day} }`,
        ].join("\n"),
      );
    expect(parse(banner("sunday")).sections[0]).toMatchObject({
      extra: { part: "WeeklyCountdown", endsEvery: "sunday" },
    });
    expect(parseProblem(parse, banner("someday"))).toMatch(
      /sections\.0\.extra\.endsEvery: name a day of the week/,
    );
  });

  const modules = import.meta.glob<Record<string, unknown>>([
    "../../sections/kit/*.tsx",
    "../../components/kit/*.tsx",
  ]);
  it.each([
    "KitForm",
    "LaunchPanel",
    "PeopleStack",
    "PhoneSpread",
    "PlanWithToggle",
    "SampleForm",
    "ShopProductSlides",
    "WeeklyCountdown",
  ])("%s is the component its kit file exports", async (name) => {
    const load = modules[`../../${useModulePath({ name }, ROOT)}.tsx`];
    expect(load).toBeDefined();
    expect(typeof (await load!())[name]).toBe("function");
  });
});

describe("a hero's form, plan or people", () => {
  const form = [
    "      part: SampleForm",
    "      label: Book a call",
    "      fields: [{ name: email, label: Email, type: email, required: true }]",
    "      submitLabel: Book",
    "      thanks: Thanks, {first}.",
  ].join("\n");
  const people = [
    "      part: PeopleStack",
    "      label: Speakers",
    "      people: [{ name: Ada Byron, line: Opening talk }]",
  ].join("\n");
  const plan = [
    "      part: PlanWithToggle",
    "      annualNote: save 20%",
    "      plan:",
    "        { name: Member, blurb: All of it., price: 2400, annualPrice: 1900, unit: /month,",
    "          features: [Workouts], cta: { label: Join, href: '#join' } }",
  ].join("\n");

  it("are imported where their module sorts among the sections' (the stylesheet's order)", () => {
    // The hero with its part, and a Stats section after it.
    const imports = (source: string) =>
      sortedUses([...sectionUses(parse(source).sections), { name: "Stats" }], ROOT).map(
        (use) => use.from,
      );
    const page = (aside: string) => hero(aside);
    expect(imports(page(plan))).toEqual([
      "sections/kit/hero",
      "sections/kit/plan-with-toggle",
      "sections/kit/stats",
    ]);
    // The sample form is a kit component, not a section: it comes before the sections.
    expect(imports(page(form))).toEqual([
      "components/kit/sample-form",
      "sections/kit/hero",
      "sections/kit/stats",
    ]);
  });

  it("are checked by the slot that takes them, with the part's own fields", () => {
    expect(parse(hero(people)).sections[0]).toMatchObject({
      aside: { part: "PeopleStack", label: "Speakers" },
    });
    expect(parse(hero(plan)).sections[0]).toMatchObject({
      aside: { part: "PlanWithToggle", plan: { price: 2400 } },
    });
    expect(parseProblem(parse, hero(people.replace(/\n.*people:.*$/, "")))).toMatch(
      /sections\.0\.aside\.people/,
    );
    const below = (part: string) =>
      hero(form).replace("    aside:\n", "    below:\n").replace(form, part);
    expect(parse(below(form)).sections[0]).toMatchObject({ below: { part: "SampleForm" } });
    expect(parseProblem(parse, below(people))).toMatch(
      /sections\.0\.below\.part: use a part a hero shows under its actions/,
    );
  });

  it("are drawn in the hero: the form under the actions, the aside on a card with its anchor", () => {
    const page = parse(
      hero(people).replace(
        "    aside:\n",
        `    asideCard: { anchor: speakers }\n    below:\n${form}\n    aside:\n`,
      ),
    );
    const { container } = render(
      <MemoryRouter>
        <ContentSections
          page={page}
          components={
            { "Hero.kit": Hero, PeopleStack, SampleForm } as Record<string, ComponentType<never>>
          }
        />
      </MemoryRouter>,
    );
    const below = container.querySelector(".kit-hero-below");
    expect(within(below as HTMLElement).getByRole("form", { name: "Book a call" })).toBeTruthy();
    const card = container.querySelector(".kit-hero-aside .kit-hero-card");
    expect(card?.id).toBe("speakers");
    expect(within(card as HTMLElement).getByRole("list", { name: "Speakers" })).toBeTruthy();
  });
});

describe("/landing/conference's calendar file", () => {
  it("is what the page's hero links to, and holds the event", async () => {
    const hero = (conference as ContentPage).sections.find((entry) => entry.section === "Hero");
    const actions = (hero?.actions ?? []) as { href: string }[];
    expect(actions.map((action) => action.href)).toContain(CONFERENCE_ICS_PATH);
    const response = conferenceIcs();
    expect(response.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    expect(await response.text()).toContain(`UID:${conferenceEvent.uid}`);
  });
});

describe("ContentSections", () => {
  it("draws a part where the file wrote it, with its fields as props", () => {
    const page = {
      kind: "template",
      path: "/landing/test-page",
      title: "t",
      description: "d",
      theme: "mobile",
      brand: "Sample",
      sections: [
        {
          section: "Hero",
          variant: "kit",
          title: "An app",
          lead: "What it does.",
          aside: {
            part: "PhoneSpread",
            level: 2,
            screen: { title: "Today", icon: "mic" },
            left: [{ icon: "mic", title: "Speak back", text: "Feedback." }],
            right: [{ icon: "mic", title: "Keep a streak", text: "Reminders." }],
          },
        },
      ],
    } as const;
    render(
      <MemoryRouter>
        <ContentSections
          page={page as never}
          components={{ "Hero.kit": Hero, PhoneSpread } as Record<string, ComponentType<never>>}
          icons={{ mic: Mic }}
        />
      </MemoryRouter>,
    );
    // The points are h2 (level: 2), beside the hero's h1.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("An app");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Speak back",
      "Keep a streak",
    ]);
  });

  it("leaves what is not a part as it is, and names a part it has no component for", () => {
    const data = { icon: Mic, items: [{ title: "x" }] };
    expect(withParts(data, {}, "/p")).toEqual(data);
    expect((withParts(data, {}, "/p") as typeof data).icon).toBe(Mic);
    expect(() => withParts({ aside: { part: "Nothing" } }, {}, "/p")).toThrow(
      "/p: no component for part Nothing",
    );
  });
});

describe("WeeklyCountdown", () => {
  afterEach(() => vi.useRealTimers());

  it("counts down to the named day's midnight (UTC) this week", () => {
    vi.useFakeTimers();
    // A Friday, noon UTC: Sunday midnight is 1 day and 12 hours away.
    vi.setSystemTime(Date.UTC(2026, 10, 27, 12, 0, 0, 500));
    render(<WeeklyCountdown label="Time left" doneText="Over" endsEvery="sunday" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("timer").getAttribute("aria-label")).toBe(
      "Time left: 1 days, 11 hours and 59 minutes left",
    );
  });
});

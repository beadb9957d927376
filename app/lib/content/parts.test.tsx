// Parts: what a section draws inside itself from a file's data (a hero's form, plan card or
// speakers), how a page's route module imports them, and how they reach the section.
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { CONFERENCE_ICS_PATH, conferenceEvent } from "~/content/templates/landing/conference-event";
import { loader as conferenceIcs } from "~/routes/landing/conference-ics";
import { Hero } from "~/sections/kit/hero";
import { parseProblem } from "~/testing/content-page";

import { partUses, routeModuleSource } from "../../content-routes";
import { type ContentPage, parseContentPage } from "./page";
import { PART_MODULES, type PartName } from "./parts";
import { ContentSections, withParts } from "./render";
import { contentVariables } from "./variables";

import conference from "/content/templates/landing/conference.md";

const file = "content/templates/landing/sample.md";
const kitPage = (hero: string[]) =>
  [
    "---",
    "title: A sample page for the kit",
    "description: A description long enough to pass the search engine length check, and no more.",
    "theme: conference",
    "brand: Relay",
    "sections:",
    "  - section: Hero",
    "    variant: kit",
    "    title: A hero",
    "    lead: Its lead.",
    ...hero.map((line) => `    ${line}`),
    "---",
    "",
  ].join("\n");

const form = [
  "  part: SampleForm",
  "  label: Book a call",
  "  fields: [{ name: email, label: Email, type: email, required: true }]",
  "  submitLabel: Book",
  "  thanks: Thanks, {first}.",
];
const people = [
  "  part: PeopleStack",
  "  label: Speakers",
  "  people: [{ name: Ada Byron, line: Opening talk }]",
];

const parse = (source: string) => parseContentPage(file, source, contentVariables);

describe("a page file's parts", () => {
  it("are read from its sections, each once, sorted; an unknown name is none", () => {
    const source = kitPage(["aside:", ...people, "below:", ...form]);
    expect(partUses(source)).toEqual(["PeopleStack", "SampleForm"]);
    expect(partUses(kitPage(["aside: { part: Nothing }"]))).toEqual([]);
  });

  it("are imported by the page's route module under their own names", () => {
    const source = routeModuleSource(
      file,
      "x.md",
      [{ name: "Hero", variant: "kit" }],
      undefined,
      [],
      ["SampleForm"],
    );
    expect(source).toContain(
      'import { SampleForm as PartSampleForm } from "~/components/kit/sample-form";',
    );
    expect(source).toContain("const parts = { SampleForm: PartSampleForm };");
    expect(source).toContain("parts={parts}");
    expect(routeModuleSource(file, "x.md", [{ name: "Hero", variant: "kit" }])).not.toContain(
      "parts",
    );
  });

  it("are imported where their module sorts among the sections' (the stylesheet order)", () => {
    const sections = [{ name: "Hero", variant: "kit" }, { name: "Stats" }];
    const lines = (parts: PartName[]) =>
      routeModuleSource(file, "x.md", sections, undefined, [], parts)
        .split("\n")
        .filter((line) => line.startsWith("import {") && !line.includes("render"))
        .map((line) => line.replace(/.*"~\/(.*)";$/, "$1"));
    expect(lines(["PlanWithToggle"])).toEqual([
      "sections/kit/hero",
      "sections/kit/plan-with-toggle",
      "sections/kit/stats",
    ]);
    expect(lines(["SampleForm"])[0]).toBe("components/kit/sample-form");
  });

  it.each(Object.entries(PART_MODULES))("%s: its module exports it by that name", async (name) => {
    const modules = import.meta.glob<Record<string, unknown>>([
      "../../components/**/*.tsx",
      "../../sections/**/*.tsx",
    ]);
    const load = modules[`../../${PART_MODULES[name as PartName]}.tsx`];
    expect(load).toBeDefined();
    expect(typeof (await load!())[name]).toBe("function");
  });

  it("are checked by the section's schema: a part it draws, with that part's props", () => {
    expect(parse(kitPage(["aside:", ...people])).sections[0]).toMatchObject({
      aside: { part: "PeopleStack", label: "Speakers" },
    });
    expect(parseProblem(parse, kitPage(["aside: { part: Nothing }"]))).toMatch(
      /sections\.0\.aside\.part: name a part/,
    );
    expect(parseProblem(parse, kitPage(["below:", ...people.slice(0, 2)]))).toMatch(
      /sections\.0\.below\.people/,
    );
  });
});

describe("withParts", () => {
  it("puts each part's element where its data was, and leaves everything else alone", () => {
    const Icon = () => null;
    const Part = () => null;
    const fields = { title: "part", icon: Icon, aside: { part: "SampleForm", label: "Book" } };
    const result = withParts(fields, { SampleForm: Part }) as typeof fields & {
      aside: { type: unknown; props: unknown };
    };
    expect(result.title).toBe("part");
    expect(result.icon).toBe(Icon);
    expect(result.aside.type).toBe(Part);
    expect(result.aside.props).toEqual({ label: "Book" });
  });
});

function renderPage(page: ContentPage, parts: Parameters<typeof ContentSections>[0]["parts"]) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ContentSections page={page} components={{ "Hero.kit": Hero }} parts={parts} />
      ),
    },
  ]);
  return render(<Stub />);
}

describe("a kit hero's parts", () => {
  it("draw the form under the actions, and the aside on a card with its anchor", async () => {
    const { SampleForm } = await import("~/components/kit/sample-form");
    const { PeopleStack } = await import("~/sections/kit/people-stack");
    const page = parse(
      kitPage(["below:", ...form, "aside:", ...people, "asideCard: { anchor: speakers }"]),
    );
    const { container } = renderPage(page, { SampleForm, PeopleStack });
    const below = container.querySelector(".kit-hero-below");
    expect(within(below as HTMLElement).getByRole("form", { name: "Book a call" })).toBeTruthy();
    const card = container.querySelector(".kit-hero-aside .kit-hero-card");
    expect(card?.id).toBe("speakers");
    expect(within(card as HTMLElement).getByRole("list", { name: "Speakers" })).toBeTruthy();
    expect(screen.getByText("Ada Byron")).toBeTruthy();
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

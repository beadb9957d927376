/** List collections: checked entry by entry with the line of each mistake, then joined by slug. */
import { describe, expect, it } from "vitest";

import { portfolioProjects } from "~/content/templates/portfolio/projects";
import { portfolioProjectsSchema } from "~/content/templates/portfolio/projects.schema";

import { readCollection } from "./generated-collections";
import { parseContentPage } from "./page";
import { contentVariables } from "./variables";
import { entriesField, pickEntries } from "./vocab/collection";

const FILE = "content/templates/portfolio/projects.yaml";

const project = (slug: string, extra = "") =>
  [
    `- slug: ${slug}`,
    "  title: A project",
    "  client: A client",
    "  category: Web",
    "  industry: Retail",
    '  year: "2025"',
    "  tags: [Website]",
    "  summary: What we made.",
    "  art: { seed: s, motif: coffee, alt: A cup }",
    "  href: /portfolio/single-v1",
    extra,
  ]
    .filter(Boolean)
    .join("\n");

const problem = (source: string) => {
  try {
    readCollection(FILE, source, portfolioProjectsSchema);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe("a YAML collection", () => {
  it("gives its checked entries, in file order", () => {
    const entries = readCollection(
      FILE,
      `${project("one")}\n${project("two")}`,
      portfolioProjectsSchema,
    );
    expect(entries.map((entry) => entry.slug)).toEqual(["one", "two"]);
  });

  it("fails with the file, the line and the field of a mistake", () => {
    const message = problem(`${project("one")}\n${project("two").replace('"2025"', "2025")}`);
    expect(message).toMatch(/^content\/templates\/portfolio\/projects\.yaml:/);
    expect(message).toMatch(/line 16, 1\.year: write the year in quotes/);
    expect(problem(project("one", "  price: 3"))).toMatch(/line 1, 0: unknown field price/);
    expect(problem(`${project("one")}\n  motto: [`)).toMatch(/line \d+: not valid YAML/);
  });

  it("refuses a slug written twice", () => {
    expect(problem(`${project("one")}\n${project("one")}`)).toMatch(
      /line 11, 1\.slug: one is written twice/,
    );
  });

  it("is joined by `all` or by slugs in the order written, each once, known", () => {
    const field = entriesField(["a", "b", "c"], "things");
    expect(field.safeParse("all").success).toBe(true);
    expect(field.safeParse(["c", "a"]).success).toBe(true);
    expect(field.safeParse(["a", "a"]).success).toBe(false);
    expect(field.safeParse(["d"]).error?.issues[0]?.message).toMatch(/0: name one of the things/);
    const entries = [{ slug: "a" }, { slug: "b" }, { slug: "c" }];
    expect(pickEntries(entries, ["c", "a"])).toEqual([{ slug: "c" }, { slug: "a" }]);
    expect(pickEntries(entries, "all")).toEqual(entries);
  });
});

describe("the portfolio's projects", () => {
  const page = (sections: string) =>
    parseContentPage(
      "content/templates/portfolio/test.md",
      [
        "---",
        "title: A sample portfolio page for the kit",
        "description: A description long enough to pass the search engine length check, and no more.",
        "theme: creative",
        "brand: Fieldnote Studio",
        "sections:",
        sections,
        "---",
        "",
      ].join("\n"),
      contentVariables,
    );
  const [first, second] = portfolioProjects;

  it("become rows, worded with each project's fields, frames in turn", () => {
    const rows = page(
      [
        "  - section: AlternatingRows",
        "    id: rows",
        "    heading: { title: Work }",
        "    fromProjects:",
        `      projects: [${first!.slug}, ${second!.slug}]`,
        '      eyebrow: "{client} · {year}"',
        '      link: "Read about {title}"',
        "      frames: [browser, tablet]",
      ].join("\n"),
    ).sections[0] as unknown as { rows: Record<string, unknown>[] };
    expect(rows.rows).toHaveLength(2);
    expect(rows.rows[0]).toMatchObject({
      eyebrow: `${first!.client} · ${first!.year}`,
      title: first!.title,
      tags: first!.tags,
      frame: "browser",
      link: { label: `Read about ${first!.title}`, href: first!.href },
    });
    expect(rows.rows[1]).toMatchObject({ frame: "tablet", art: second!.art });
  });

  it("are named by slug in sections, and a wording names only their fields", () => {
    expect(() =>
      page(
        [
          "  - section: ProjectCards",
          "    id: more",
          "    heading: { title: More }",
          "    projects: [no-such-project]",
        ].join("\n"),
      ),
    ).toThrow(/line 10, sections\.0\.projects: 0: name one of the projects/);
    expect(() =>
      page(
        [
          "  - section: AlternatingRows",
          "    id: rows",
          "    heading: { title: Work }",
          '    fromProjects: { projects: all, link: "Read about {price}" }',
        ].join("\n"),
      ),
    ).toThrow(/name only the project's \{title\}/);
  });

  it("give a story its project's tags, and pages their facts as values", () => {
    const story = page(
      [
        "  - section: ProjectStory",
        "    id: story",
        "    heading: { title: Story }",
        `    project: ${first!.slug}`,
        `    facts: [{ label: Client, value: "{{portfolio.${first!.slug}.client}}" }]`,
        "    blocks: [{ title: Brief, text: A brief. }]",
      ].join("\n"),
    ).sections[0];
    expect(story).toMatchObject({ tags: first!.tags, facts: [{ value: first!.client }] });
    expect(story).not.toHaveProperty("project");
  });
});

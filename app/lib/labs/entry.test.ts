import { describe, expect, it } from "vitest";

import { labArticles } from "~/content/labs-articles";
import { checkUnique, labSummaries } from "~/content/labs-entries";
import { ContentError } from "~/lib/content/page";
import { contentVariables } from "~/lib/content/variables";

import { labSlug, parseLabEntry } from "./entry";

const research = (extra = "", body = "## Findings\n\nWhat we found at {{site.brand}}.\n") =>
  [
    "---",
    "title: A research note of ours",
    "description: A description long enough for a search result to show it whole, and no longer.",
    "date: 2026-03-01",
    "kind: research",
    "tags: [Backup]",
    "author: Someone, somewhere",
    extra,
    "---",
    body,
  ]
    .filter((line) => line !== "")
    .join("\n");

const advisory = (cvss: string) =>
  research(
    [
      "advisory:",
      "  id: CSA-2026-99",
      "  severity: High",
      "  cwe:",
      "    id: CWE-427",
      "    name: Uncontrolled Search Path Element",
      "  cvss:",
      "    vector: CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
      `    score: ${cvss}`,
      "  products:",
      "    - name: Agent",
      '      affected: "<2.0"',
      '      fixed: "2.0"',
      "  remediation: Update the agent.",
      "  timeline:",
      "    - date: 2026-03-01",
      "      event: Published",
      "  credit: A researcher",
    ].join("\n"),
  ).replace("kind: research", "kind: advisory");

const parse = (source: string, file = "content/labs/a-note.md") =>
  parseLabEntry(file, source, contentVariables);
const problems = (source: string) => {
  try {
    parse(source);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
};

describe("a Labs file", () => {
  it("is a page at /labs/<slug> with its body rendered and the site's values filled in", () => {
    const entry = parse(research());
    expect(entry.path).toBe("/labs/a-note");
    expect(entry.html).toBe("<h2>Findings</h2>\n<p>What we found at CradleSec.</p>");
    expect(entry.jsonLd[0]).toMatchObject({
      "@type": "ScholarlyArticle",
      headline: "A research note of ours",
      datePublished: "2026-03-01",
      url: "https://www.cradlesec.com/labs/a-note",
    });
  });

  it("makes a code block keyboard-focusable, since a narrow screen scrolls it sideways", () => {
    const entry = parse(research("", "## Run it\n\n```sh\nrestore-drill --all\n```\n"));
    expect(entry.html).toBe(
      '<h2>Run it</h2>\n<pre tabindex="0"><code class="language-sh">restore-drill --all\n</code></pre>',
    );
  });

  it("stops the build on a mistake, with the line and the field", () => {
    expect(problems(research().replace("kind: research", "kind: blog"))).toMatch(
      /line 5, kind: use one of: advisory, research, tool/,
    );
    expect(problems(research("", "Body with {{site.nothing}}."))).toMatch(
      /body: \{\{site\.nothing\}\} is not a value/,
    );
    expect(problems(research("", ""))).toMatch(/write the article/);
    expect(() => labSlug("content/labs/Not Kebab.md")).toThrow(/kebab-case/);
  });

  it("as an advisory, has a score that agrees with its vector", () => {
    expect(parse(advisory("9.8")).advisory?.id).toBe("CSA-2026-99");
    expect(problems(advisory("7.5"))).toMatch(
      /advisory\.cvss\.score: the vector's base score is 9\.8/,
    );
  });

  it("as a vulnerability, names its weakness; a threat without products has none", () => {
    expect(problems(advisory("9.8").replace(/ {2}cwe:\n.*\n.*\n/, ""))).toMatch(
      /advisory\.cwe: a vulnerability names its weakness/,
    );
    expect(problems(advisory("9.8").replace("CWE-427", "CWE-0427"))).toMatch(
      /write the id as CWE-NNN/,
    );
  });

  it("as an advisory, needs the advisory's facts; other kinds may not have them", () => {
    expect(problems(research().replace("kind: research", "kind: advisory"))).toMatch(
      /an advisory needs its id/,
    );
    expect(problems(advisory("9.8").replace("kind: advisory", "kind: tool"))).toMatch(
      /only entries of kind advisory/,
    );
  });
});

describe("the Labs entries", () => {
  it("are read from content/labs, newest first, each title and advisory id once", () => {
    expect(labSummaries.length).toBeGreaterThanOrEqual(9);
    const dates = labSummaries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(() =>
      checkUnique([labSummaries[0]!, { ...labSummaries[1]!, title: labSummaries[0]!.title }]),
    ).toThrow(/same title/);
  });

  it("are full articles of a few hundred words, every value filled in", () => {
    for (const entry of labArticles) {
      const words = entry.html
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, entry.slug).toBeGreaterThanOrEqual(250);
      expect(entry.html, entry.slug).not.toContain("{{");
    }
  });
});

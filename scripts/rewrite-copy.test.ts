import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import {
  isProse,
  rewriteMarkdownFile,
  rewriteProse,
  rewriteYaml,
  shiftLetters,
} from "./rewrite-copy.mjs";

describe("rewrite-copy", () => {
  it("shifts letters within their case and keeps everything else", () => {
    const text = "Backup, in 15 min — 99.9%!";
    const out = shiftLetters(text);
    expect(out).not.toBe(text);
    expect(out).toHaveLength(text.length);
    expect(out.replace(/[A-Za-z]/g, "x")).toBe(text.replace(/[A-Za-z]/g, "x"));
    const cases = (value: string) => value.replace(/[a-z]/g, "x").replace(/[A-Z]/g, "X");
    expect(cases(out)).toBe(cases(text));
  });

  it("keeps placeholders, anchors, URLs, paths, e-mail addresses, code and link targets in prose", () => {
    const text =
      "Write to {{site.email.sales}} or sales@cradlesec.com about {count} [our plans](/pricing#plans) " +
      "at https://www.cradlesec.com/labs, run `dmarc-lint --json` {#anchor-id}";
    const out = rewriteProse(text);
    expect(out).toHaveLength(text.length);
    for (const kept of [
      "{{site.email.sales}}",
      "sales@cradlesec.com",
      "{count}",
      "](/pricing#plans)",
      "https://www.cradlesec.com/labs",
      "`dmarc-lint --json`",
      "{#anchor-id}",
    ]) {
      expect(out).toContain(kept);
    }
    expect(out).not.toContain("Write to");
    expect(out).not.toContain("our plans");
  });

  it("decides prose by shape: a space, or one word under a key that holds copy", () => {
    expect(isProse("summary", "Backup for clinics")).toBe(true);
    expect(isProse("title", "Pricing")).toBe(true);
    expect(isProse("icon", "shield-check")).toBe(false);
    expect(isProse("slug", "backup-disaster-recovery")).toBe(false);
    expect(isProse("status", "available")).toBe(false);
    expect(isProse("section", "FeatureGrid")).toBe(false);
    expect(isProse("href", "/industries/msp")).toBe(false);
    expect(isProse("origin", "https://www.cradlesec.com")).toBe(false);
    expect(isProse("email", "hello@example.com")).toBe(false);
    expect(isProse("date", "2026-11-17")).toBe(false);
    expect(isProse("text", "{{site.hours}}")).toBe(false);
  });

  it("keeps the accessible names of the contract", () => {
    for (const name of ["Add to cart", "Search", "Portal Login", "Back to top", "Subscribe"]) {
      expect(isProse("label", name)).toBe(false);
    }
  });

  it("rewrites a YAML file's prose and keeps its keys, structure values, comments and layout", () => {
    const source = [
      "# The industries.",
      "- slug: msp",
      "  # Full name.",
      "  name: Managed Service Providers",
      "  title: Partners",
      "  icon: shield-check",
      "  href: /industries/msp",
      "  summary: White-label backup, monitoring and security you can resell",
      "    with margin, from {{site.brand}}.",
      '  cta: { label: "Get Started", href: "https://example.com/start" }',
      "  tags: [Open source, DNS]",
      "",
    ].join("\n");
    const out = rewriteYaml(source);
    expect(out.split("\n").map((line) => line.length)).toEqual(
      source.split("\n").map((line) => line.length),
    );
    expect(out).toContain("# The industries.\n- slug: msp\n  # Full name.\n");
    const [before] = parse(source) as [Record<string, unknown>];
    const [after] = parse(out) as [Record<string, unknown>];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const key of ["slug", "icon", "href", "cta"]) expect(after[key]).toEqual(before[key]);
    expect(after.name).not.toBe(before.name);
    expect(after.title).not.toBe(before.title);
    expect(after.summary).toMatch(/ \{\{site\.brand\}\}\.$/);
    expect((after.summary as string).length).toBe((before.summary as string).length);
    expect(after.tags).toEqual([shiftLetters("Open source"), "DNS"]);
  });

  it("rewrites a Markdown file's frontmatter and body and keeps its syntax", () => {
    const source = [
      "---",
      "title: Restore drills that work",
      "kind: tool",
      "date: 2026-06-30",
      "---",
      "",
      "## What it checks {#checks}",
      "",
      "- **DMARC:** see [the guide](https://example.com/guide) and <https://example.com>.",
      "",
      "```sh",
      "go install example.com/tool",
      "```",
      "",
    ].join("\n");
    const out = rewriteMarkdownFile(source);
    expect(out).toHaveLength(source.length);
    expect(out).toMatch(/^---\ntitle: \S+ /);
    expect(out).not.toContain("Restore drills that work");
    expect(out).toContain("kind: tool\ndate: 2026-06-30\n---\n");
    expect(out).toContain(" {#checks}\n");
    expect(out).not.toContain("What it checks");
    expect(out).toContain("- **");
    expect(out).toContain(
      "](https://example.com/guide) " + shiftLetters("and") + " <https://example.com>.",
    );
    expect(out).toContain("```sh\ngo install example.com/tool\n```\n");
  });
});

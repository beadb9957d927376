import { describe, expect, it } from "vitest";

import { describeIssues, frontmatterSchema } from "./frontmatter";

const valid = {
  title: "The restore drill nobody wants to run",
  excerpt: "A backup you have never restored is a hope, not a plan.",
  category: "IT operations",
  date: "2026-11-03",
  author: "ines-okafor",
  cover: "database-backup",
  tags: ["Backup", "Recovery"],
};

const problems = (input: unknown) => {
  const result = frontmatterSchema.safeParse(input);
  return result.success ? "" : describeIssues(result.error);
};

describe("frontmatterSchema", () => {
  it("accepts a complete frontmatter, with or without trending", () => {
    expect(frontmatterSchema.safeParse(valid).success).toBe(true);
    expect(frontmatterSchema.safeParse({ ...valid, trending: true }).success).toBe(true);
  });

  it("names the field and what to write for each problem", () => {
    expect(problems({ ...valid, category: "Gardening" })).toContain(
      "category: use one of: Security, IT operations, Privacy, Design, Cloud",
    );
    expect(problems({ ...valid, date: "3 November 2026" })).toContain(
      "date: write the date as YYYY-MM-DD",
    );
    expect(problems({ ...valid, author: "nobody" })).toContain("author: use one of: ines-okafor");
    expect(problems({ ...valid, excerpt: "x".repeat(161) })).toContain(
      "excerpt: keep it to 160 characters or fewer",
    );
    expect(problems({ ...valid, tags: [] })).toContain("tags: give at least one tag");
    expect(problems({ ...valid, trending: "yes" })).toContain("trending: write true or false");
  });

  it("refuses missing and unknown fields", () => {
    const untitled: Partial<typeof valid> = { ...valid };
    delete untitled.title;
    expect(problems(untitled)).toContain("title: write it as text");
    expect(problems({ ...valid, draft: true })).toContain("unknown field draft");
  });
});

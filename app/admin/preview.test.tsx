import { readFileSync } from "node:fs";
import { join } from "node:path";

import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { readFrontmatter } from "~/lib/content/frontmatter";

import { prepare, PreviewApp, PreviewPage } from "./preview";
import type { PreviewMessage } from "./preview-frame";

const FILE = "content/pages/home.md";
const home = readFrontmatter(FILE, readFileSync(join(import.meta.dirname, "../..", FILE), "utf8"))
  .data as { sections: { section: string; title: string }[] };
/** The home page's Hero, as the file writes it. */
const hero = home.sections.find((section) => section.section === "Hero")!;

const entry = (sections: unknown[], title = "A page drawn in the preview"): PreviewMessage => ({
  type: "cradlesec-preview",
  collection: "company",
  file: "content/pages/preview-test.md",
  data: {
    title,
    description: "A page the preview test draws, with a description long enough to be accepted.",
    updated: "2026-01-05",
    sections,
    body: "",
  },
});

describe("the editor's preview page", () => {
  it("draws a Hero with the site's section: its title is the h1", () => {
    const prepared = prepare(entry([hero]));
    if ("problem" in prepared) throw new Error(prepared.problem);
    render(<PreviewPage prepared={prepared} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain(
      hero.title.replace(/\*\*|\{\{[^}]+\}\}/g, "").slice(0, 20),
    );
  });

  it("shows the build's message for data it would refuse", () => {
    const prepared = prepare(entry([{ ...hero, title: "" }], "Too short"));
    render(<PreviewPage prepared={prepared} />);
    expect(screen.getByRole("alert").textContent).toMatch(/title/);
  });

  it("redraws on each message from its own origin, and ignores others", async () => {
    render(<PreviewApp />);
    const post = (data: PreviewMessage, origin: string) =>
      act(() => {
        window.dispatchEvent(new MessageEvent("message", { data, origin }));
      });
    await post(entry([hero]), "https://elsewhere.example");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    await post(entry([hero]), window.location.origin);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain(hero.title);
    await post(entry([{ ...hero, title: "Typed a little more" }]), window.location.origin);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Typed a little more");
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

import type * as FontSubset from "./scripts/font-subset.mjs";
import { ensureFontSubset } from "./scripts/font-subset.mjs";
import { fontSubset } from "./vite.fonts";

vi.mock("./scripts/font-subset.mjs", async (original) => ({
  ...(await original<typeof FontSubset>()),
  ensureFontSubset: vi.fn(async () => ({
    status: "subset" as const,
    bytes: 24_000,
    characters: ["a", "Ł"],
    hash: "0123456789abcdef",
  })),
}));

type BuildStart = (this: { warn: (message: string) => void }) => Promise<void>;

describe("the font-subset build plugin", () => {
  it("makes the subset follow the copy before the build reads a module, once per process", async () => {
    const plugin = fontSubset();
    const warn = vi.fn();
    const buildStart = plugin.buildStart as unknown as BuildStart;
    await buildStart.call({ warn });
    await buildStart.call({ warn }); // the prerender's build, after the client's
    expect(ensureFontSubset).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/follows the copy: 2 characters/);
  });
});

import { existsSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { site } from "~/content/generated/site";
import { pageMeta } from "~/lib/meta";

import { ogImagePath } from "../../../scripts/og-image-path.mjs";

describe("ogImagePath", () => {
  it.each([
    ["/home", "/og/home.png"],
    ["/industries/msp", "/og/industries-msp.png"],
    ["/labs/", "/og/labs.png"],
    ["/", "/og/home.png"],
  ])("%s → %s", (path, image) => {
    expect(ogImagePath(path)).toBe(image);
  });
});

describe("pageMeta preview image", () => {
  const base = { title: "Services", description: "A description.", path: "/industries/msp" };
  const find = (meta: ReturnType<typeof pageMeta>, key: string) =>
    meta.find((tag) => "property" in tag && tag.property === key) ??
    meta.find((tag) => "name" in tag && tag.name === key);

  it("gives indexable pages a large card with an absolute image URL", () => {
    const meta = pageMeta(base);
    expect(find(meta, "og:image")).toMatchObject({
      content: `${site.origin}/og/industries-msp.png`,
    });
    expect(find(meta, "og:image:width")).toMatchObject({ content: "1200" });
    expect(find(meta, "og:image:height")).toMatchObject({ content: "630" });
    expect(find(meta, "og:image:alt")).toMatchObject({ content: `Services | ${site.brand}` });
    expect(find(meta, "twitter:card")).toMatchObject({ content: "summary_large_image" });
  });

  it("keeps noindex pages on the small card without an image", () => {
    const meta = pageMeta({ ...base, noindex: true });
    expect(find(meta, "og:image")).toBeUndefined();
    expect(find(meta, "twitter:card")).toMatchObject({ content: "summary" });
  });
});

describe("public/site.webmanifest", () => {
  const manifest = JSON.parse(readFileSync("public/site.webmanifest", "utf8")) as {
    name: string;
    short_name: string;
    theme_color: string;
    background_color: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };

  it("names the brand from the site config and uses the navy theme", () => {
    expect(manifest.name).toBe(site.brand);
    expect(manifest.short_name).toBe(site.brand);
    expect(manifest).toMatchObject({
      theme_color: "#0b1220",
      background_color: "#0b1220",
      display: "standalone",
      start_url: "/home",
    });
  });

  it("points at icons that exist, including a maskable one", () => {
    for (const icon of manifest.icons) expect(existsSync(`public${icon.src}`), icon.src).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    expect(existsSync("public/icons/apple-touch-icon.png")).toBe(true);
  });
});

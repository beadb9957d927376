// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

import { DEFAULT_LOCALE_MODULE, siteLocale, withSiteLocale } from "./vite.locale.ts";

const require = createRequire(import.meta.url);
const file = join(
  dirname(require.resolve("react-aria/package.json")),
  "dist/private/i18n/useDefaultLocale.mjs",
);
const original = readFileSync(file, "utf8");

type DefaultLocale = () => { locale: string; direction: string };

/** Imports a copy of the module (its imports pointed back at the originals) and returns getDefaultLocale. */
async function getDefaultLocale(code: string, dir: string): Promise<DefaultLocale> {
  const url = (path: string) => JSON.stringify(pathToFileURL(path).href);
  const runnable = code
    .replace(
      /from "(\.[^"]+)"/g,
      (_, relative: string) => `from ${url(resolve(dirname(file), relative))}`,
    )
    .replace(`from "react"`, `from ${url(require.resolve("react"))}`)
    .replace(/^\/\/# sourceMappingURL=.*$/m, "");
  const copy = join(dir, `default-locale-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(copy, runnable);
  const module = (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as {
    getDefaultLocale: DefaultLocale;
  };
  return module.getDefaultLocale;
}

describe("withSiteLocale", () => {
  const dir = mkdtempSync(join(tmpdir(), "site-locale-"));
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("matches the installed React Aria module", () => {
    expect(file).toMatch(DEFAULT_LOCALE_MODULE);
    expect(original).toContain("supportedLocalesOf");
  });

  it("makes the default locale the site's, where React Aria's follows the browser", async () => {
    vi.stubGlobal("navigator", { language: "ar-EG" });
    const library = await getDefaultLocale(original, dir);
    const site = await getDefaultLocale(withSiteLocale(original, file), dir);
    expect(library()).toEqual({ locale: "ar-EG", direction: "rtl" });
    expect(site()).toEqual({ locale: "en-US", direction: "ltr" });
  });

  it("replaces only that function, and leaves no Intl call", () => {
    const result = withSiteLocale(original, file);
    expect(result).not.toMatch(/\bIntl\b/);
    const outside = (code: string) => code.replace(/function [\w$]+\(\) \{[\s\S]*?\n\}\n/, "");
    expect(outside(result)).toBe(outside(original));
  });

  it("fails when React Aria changes how it detects the locale", () => {
    const changed = [
      original.replace("supportedLocalesOf", "getCanonicalLocales"),
      original.replace("navigator.language", "navigator.languages[0]"),
      original.replace(" as getDefaultLocale", " as detectLocale"),
      original + original.slice(original.indexOf("function ")),
    ];
    for (const code of changed) {
      expect(() => withSiteLocale(code, file)).toThrow(/update or remove the plugin/);
    }
  });
});

describe("siteLocale", () => {
  const plugin = siteLocale();
  const hook = <T extends (...args: never[]) => unknown>(value: unknown) =>
    (typeof value === "function" ? value : (value as { handler: T }).handler) as T;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const transform = hook<(code: string, id: string) => { code: string } | undefined>(
    plugin.transform,
  );
  const buildStart = hook<() => void>(plugin.buildStart);
  const buildEnd = hook<(error?: Error) => void>(plugin.buildEnd);

  it("transforms React Aria's module only, and the client build once", () => {
    buildStart.call(context);
    expect(transform.call(context, "export const x = 1;", "/site/app/root.tsx")).toBeUndefined();
    expect(() => buildEnd.call(context)).toThrow(/transformed 0 times/);

    buildStart.call(context);
    expect(transform.call(context, original, file)?.code).not.toMatch(/\bIntl\b/);
    expect(() => buildEnd.call(context)).not.toThrow();
    expect(plugin.apply).toBe("build");
  });
});

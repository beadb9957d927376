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

/** Imports a copy of the module, its imports pointed back at the originals. */
async function importCopy(code: string, dir: string): Promise<Record<string, unknown>> {
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
  return (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as Record<string, unknown>;
}

/** The module's getDefaultLocale, from a copy of `code`. */
const getDefaultLocale = async (code: string, dir: string) =>
  (await importCopy(code, dir)).getDefaultLocale as DefaultLocale;

const dir = mkdtempSync(join(tmpdir(), "site-locale-"));
afterEach(() => vi.unstubAllGlobals());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An Intl whose every use throws: the first use is what loads ICU's data in a browser. */
const untouchableIntl = new Proxy(
  {},
  {
    get(_, name) {
      throw new Error(`Intl.${String(name)} used`);
    },
  },
);

describe("withSiteLocale", () => {
  it("matches the installed React Aria module", () => {
    expect(file).toMatch(DEFAULT_LOCALE_MODULE);
  });

  it("makes the default locale the site's, where React Aria's follows the browser", async () => {
    vi.stubGlobal("navigator", { language: "ar-EG" });
    const library = await getDefaultLocale(original, dir);
    const site = await getDefaultLocale(withSiteLocale(original, file), dir);
    expect(library()).toEqual({ locale: "ar-EG", direction: "rtl" });
    expect(site()).toEqual({ locale: "en-US", direction: "ltr" });
  });

  it("evaluates and answers without using Intl, where React Aria's uses it at once", async () => {
    vi.stubGlobal("navigator", { language: "ar-EG" });
    vi.stubGlobal("Intl", untouchableIntl);
    await expect(getDefaultLocale(original, dir)).rejects.toThrow(/Intl\./);
    const site = await getDefaultLocale(withSiteLocale(original, file), dir);
    expect(site()).toEqual({ locale: "en-US", direction: "ltr" });
  });

  it("keeps the module's other export, the hook", async () => {
    const names = async (code: string) => Object.keys(await importCopy(code, dir)).sort();
    expect(await names(withSiteLocale(original, file))).toEqual(await names(original));
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

  it("transforms React Aria's module only, and the client build once", async () => {
    buildStart.call(context);
    expect(transform.call(context, "export const x = 1;", "/site/app/root.tsx")).toBeUndefined();
    expect(() => buildEnd.call(context)).toThrow(/transformed 0 times/);

    buildStart.call(context);
    const code = transform.call(context, original, file)?.code ?? "";
    expect(() => buildEnd.call(context)).not.toThrow();
    vi.stubGlobal("navigator", { language: "ar-EG" });
    expect((await getDefaultLocale(code, dir))()).toEqual({ locale: "en-US", direction: "ltr" });
    expect(plugin.apply).toBe("build");
  });
});

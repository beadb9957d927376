import type { Plugin } from "vite";

import { SITE_DIRECTION, SITE_LOCALE } from "./app/lib/site-locale.ts";

/**
 * React Aria's default locale is the site's, not the browser's (decision 0014).
 *
 * React Aria picks its default locale when its i18n module is evaluated, on every page that uses
 * one of its components: the browser's language, checked with
 * `Intl.DateTimeFormat.supportedLocalesOf`, and its direction from `new Intl.Locale().maximize()`.
 * Those are the page's first Intl calls, and a renderer's first Intl call loads ICU's data: 15–80
 * ms on this machine's main thread, four times that in Lighthouse's mobile simulation.
 *
 * The site is written in one language (`SITE_LOCALE`), so this build returns that locale
 * without asking Intl. React Aria's own way to fix a locale (`<I18nProvider locale>`) still
 * evaluates the detection, hence a transform of its published module. It checks the function it
 * replaces token for token and fails the build when React Aria changes it, or when the module is
 * no longer in the build. Build only: the dev server pre-bundles React Aria, so `npm run dev`
 * keeps the browser's language.
 */
export function siteLocale(): Plugin {
  let replaced = 0;
  return {
    name: "cradlesec:site-locale",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      replaced = 0;
    },
    transform(code, id) {
      if (!DEFAULT_LOCALE_MODULE.test(id.split("?")[0]!)) return undefined;
      replaced += 1;
      return { code: withSiteLocale(code, id), map: null };
    },
    buildEnd(error) {
      if (!error && replaced !== 1) {
        this.error(
          `vite.locale.ts: React Aria's locale module (react-aria/dist/private/i18n/useDefaultLocale.mjs) ` +
            `was transformed ${replaced} times in the client build, not once. Find where React Aria ` +
            `detects the default locale now, then update or remove this plugin.`,
        );
      }
    },
  };
}

/** The module of React Aria's published build that detects the default locale. */
export const DEFAULT_LOCALE_MODULE =
  /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;

/**
 * `getDefaultLocale` as react-aria 3.53 publishes it, compared token by token (whitespace and
 * its generated names aside). `NAME` is the function's name, `ID` any other generated name.
 */
const DETECTION = `
function NAME() {
  let locale = typeof window !== 'undefined' && window[ID] || // @ts-ignore
  typeof navigator !== 'undefined' && (navigator.language || navigator.userLanguage) || 'en-US';
  try { Intl.DateTimeFormat.supportedLocalesOf([ locale ]); } catch { locale = 'en-US'; }
  return { locale: locale, direction: (0, ID)(locale) ? 'rtl' : 'ltr' };
}`;

const detection = new RegExp(
  DETECTION.trim()
    .replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")
    .replace(/\s+/g, "\\s*")
    .replace("NAME", "(\\$[\\w$]+)")
    .replaceAll("ID", "\\$[\\w$]+"),
  "g",
);

/** The module with `getDefaultLocale` returning the site's locale; throws if it is not the one expected. */
export function withSiteLocale(code: string, id: string): string {
  const found = [...code.matchAll(detection)];
  const name = found[0]?.[1];
  if (found.length !== 1 || !name || !code.includes(`${name} as getDefaultLocale`)) {
    throw new Error(
      `vite.locale.ts: ${id} no longer detects the default locale the way this plugin expects ` +
        `(one getDefaultLocale checking the browser's language with Intl). Read what it does now, ` +
        `then update or remove the plugin.`,
    );
  }
  const site = JSON.stringify({ locale: SITE_LOCALE, direction: SITE_DIRECTION });
  const result = code.replace(detection, () => `function ${name}() {\n  return ${site};\n}`);
  if (/\bIntl\b/.test(result)) {
    throw new Error(`vite.locale.ts: ${id} still uses Intl after the default locale was replaced.`);
  }
  return result;
}

// @vitest-environment node
import { transformWithOxc } from "vite";
import { describe, expect, it } from "vitest";

import { removeExports } from "./vite.sections.ts";

/** A section module as the plugins see it: after the TypeScript and JSX transforms. */
const SECTION = `
import * as z from "zod/mini";

import { products } from "~/content/products";
import { elementId, text } from "~/lib/content/vocab/fields";
import { cx } from "~/lib/cx";
import { type Fields } from "~/lib/content/vocab/section";

import { SectionHeading } from "./section-heading";

import "~/styles/sections/_sample.scss";

const item = z.strictObject({ title: text(1, 80).check(z.describe("The item's title")) });
const unused = 1;

export const schema = z.strictObject({ id: elementId, items: z.array(item) });

export const resolve = (fields: Fields<typeof schema>) => ({ ...fields, count: products.length });

export const takesBody = true;

export type SampleProps = ReturnType<typeof resolve>;

/** What only the component uses. */
const className = (muted: boolean) => cx("section", muted && "section-muted");

export function Sample({ id, items, count }: SampleProps) {
  return (
    <section className={className(false)} aria-labelledby={id}>
      <SectionHeading id={id} title={String(count)} />
      {items.map((entry) => <p key={entry.title}>{entry.title}</p>)}
    </section>
  );
}
`;

const compiled = async (source: string) =>
  (await transformWithOxc(source, "/site/app/sections/sample.tsx", { lang: "tsx" })).code;

const FOR_BROWSER = new Set(["schema", "part", "resolve", "takesBody"]);
const forBrowser = (code: string) =>
  removeExports(code, (name) => FOR_BROWSER.has(name), "sample.tsx", /^zod(\/|$)/)?.code;
const forChecks = (code: string) =>
  removeExports(code, (name) => /^[A-Z][A-Za-z0-9]*[a-z]/.test(name))?.code;

describe("removeExports, for the browser", () => {
  it("removes the schema, the resolve and takesBody, and what only they used", async () => {
    const code = forBrowser(await compiled(SECTION));
    expect(code).toBeDefined();
    expect(code).not.toMatch(/zod|vocab\/fields|content\/products|strictObject/);
    expect(code).not.toMatch(/\b(schema|resolve|takesBody|item)\b/);
    expect(code).toMatch(/export function Sample/);
    expect(code).toMatch(/import \{ cx \} from "~\/lib\/cx"/);
    expect(code).toMatch(/import \{ SectionHeading \} from "\.\/section-heading"/);
    // An import for its effect stays, and so does code that was unused already.
    expect(code).toMatch(/import "~\/styles\/sections\/_sample\.scss"/);
    expect(code).toMatch(/const unused = 1/);
  });

  it("keeps what the component uses too, and only the names it uses of an import", async () => {
    const code = forBrowser(
      await compiled(`
import { a, b } from "./shared";
export const schema = a(b);
export function Shown() { return <p>{b}</p>; }
`),
    );
    expect(code).toMatch(/import \{ b \} from "\.\/shared";/);
    expect(code).not.toMatch(/schema|\ba\b/);
  });

  it("removes a piece of schema another section's schema imports: an export built with zod", async () => {
    const code = forBrowser(
      await compiled(`
import * as z from "zod/mini";
import { catalogue } from "~/content/catalogue";
const slugs = catalogue.map((entry) => entry.slug);
export const slug = z.enum(slugs);
export const SLUG_COUNT = 3;
export function Shown() { return <p />; }
`),
    );
    expect(code).not.toMatch(/zod|catalogue|slug\b|slugs/);
    expect(code).toMatch(/export const SLUG_COUNT = 3/);
  });

  it("sees a parameter or a property of the same name as no use of an import", async () => {
    const code = forBrowser(
      await compiled(`
import * as z from "zod/mini";
import { tierId, unitCents } from "./pricing";
export const schema = z.strictObject({ tier: tierId, cents: z.number().check(z.gte(unitCents)) });
export function Shown({ line }) {
  const estimate = (tierId) => tierId + line.unitCents;
  return <p>{estimate("a")}</p>;
}
`),
    );
    expect(code).not.toMatch(/\.\/pricing/);
    expect(code).toMatch(/line\.unitCents/);
  });

  it("leaves a module without those exports alone", async () => {
    expect(forBrowser(await compiled("export function Plain() { return <p />; }"))).toBeUndefined();
  });

  it("refuses a component that uses its own schema: the browser would miss it", async () => {
    const source = `import * as z from "zod/mini";
export const schema = z.strictObject({});
export function Broken() { return <p>{Object.keys(schema.shape).length}</p>; }`;
    expect(() => forBrowser(source)).toThrow(/uses schema, which it removes/);
  });
});

describe("removeExports, for the content checks", () => {
  it("removes a component exported under a second name too", async () => {
    const code = forChecks(
      await compiled(`
import * as z from "zod/mini";
export const schema = z.strictObject({});
export function KitTitle() { return <h1 />; }
export { KitTitle as Title, schema as titleSchema };
`),
    );
    expect(code).not.toMatch(/KitTitle|jsx/);
    expect(code).toMatch(/export \{ schema as titleSchema \};/);
  });

  it("removes the components and what only they used, and keeps the schema and resolve", async () => {
    const code = forChecks(await compiled(SECTION));
    expect(code).toBeDefined();
    expect(code).not.toMatch(/Sample|SectionHeading|section-heading|lib\/cx|jsx-runtime/);
    expect(code).toMatch(/export const schema = z\.strictObject/);
    expect(code).toMatch(/export const resolve = /);
    expect(code).toMatch(/from "~\/content\/products"/);
  });
});

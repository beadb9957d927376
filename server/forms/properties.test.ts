// @vitest-environment node
// Property: what the shared schema (the browser's check) accepts, the server stores, and what
// it refuses gets a 400 naming the same fields. Generated bodies mix blank optional values
// (spaces, tabs, NBSP, line breaks), edge lengths, emoji, wrong choices and invalid e-mails,
// sent as JSON or urlencoded, and every stored row is compared with the schema's output.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  contactSchema,
  contactTopics,
  newsletterSchema,
  newsletterTopics,
  notifySchema,
  segments,
  validate,
} from "../../app/lib/forms/schemas.js";
import { type Db, openDatabase } from "../db/database.js";
import { FORM, post, type Running, type TestSite, testSite } from "../testing/site.js";
import { findBadCharacters } from "./request.js";
import { BODY_LIMIT } from "./routes.js";

let site: TestSite;
let server: Running;
let db: Db;

beforeAll(async () => {
  site = await testSite();
  server = await site.start();
  db = openDatabase(server.dataDir);
});
afterAll(async () => {
  db.close();
  await server.app.close();
  site.cleanup();
});

// Blank to String.prototype.trim, which zod's trim uses: spaces of every width, tab, line
// breaks, NBSP, the BOM.
const WHITESPACE = [" ", "\t", "\n", "\r\n", "\u00a0", "\u2003", "\u3000", "\ufeff", "\u2028"];
const blank = fc
  .array(fc.constantFrom(...WHITESPACE), { maxLength: 3 })
  .map((parts) => parts.join(""));
const character = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(..."abcXYZ019 -.,'&@=+/\\\"<>".split("")) },
  { weight: 3, arbitrary: fc.constantFrom("é", "ß", "Ø", "中", "😀", "👩‍💻") },
  { weight: 2, arbitrary: fc.constantFrom(...WHITESPACE) },
);
/** Now and then a control character, which only the server refuses (findBadCharacters). */
const control = fc.oneof(
  { weight: 25, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.constantFrom("\u0007", "\u001b", "\u007f") },
);
/** Text whose length before trimming is within [min, max] characters, sometimes padded. */
const text = (min: number, max: number) =>
  fc
    .tuple(blank, fc.string({ unit: character, minLength: min, maxLength: max }), control, blank)
    .map(([before, core, odd, after]) => before + core.slice(0, 3) + odd + core.slice(3) + after);
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const choice = (values: readonly { value: string }[], wrong: string[]) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...values.map((item) => item.value)) },
    { weight: 1, arbitrary: fc.constantFrom(...wrong) },
  );
/** The part of an address around the run's unique number: mostly valid, padded, any case. */
const emailShape = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record({
      local: fc.constantFrom("dana", "a.b", "x_y+tag", "ORTIZ"),
      domain: fc.constantFrom("example.com", "Example.COM", "sub.example.org"),
      before: blank,
      after: blank,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      local: fc.constantFrom("not an", "a..b", "Zoë"),
      domain: fc.constantFrom("nodot", "", "example.com"),
      before: blank,
      after: blank,
    }),
  },
);

let serial = 0;
const email = (shape: { local: string; domain: string; before: string; after: string }) => {
  serial += 1;
  const at = shape.domain ? `@${shape.domain}` : "";
  return `${shape.before}${shape.local}${shape.local ? "." : ""}p${serial}${at}${shape.after}`;
};

const encoding = fc.constantFrom("json", "urlencoded");

/** Drops the fields left out. */
const defined = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

/** The body as it goes over the wire: JSON, or urlencoded as a browser form sends it. */
function encode(body: Record<string, unknown>, how: string): string {
  if (how === "json") return JSON.stringify(body);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

const send = (path: string, payload: string, how: string) =>
  post(`${server.base}${path}`, payload, {
    type: how === "json" ? "application/json" : FORM,
    headers: { accept: "application/json" },
  });

/**
 * What the server must answer: the schema's verdict, then the two rules only the server adds
 * (documented in request.ts and routes.ts): no control characters, not both product and
 * industry.
 */
function expected<T extends Record<string, unknown>>(
  schema: Parameters<typeof validate<T>>[0],
  body: Record<string, unknown>,
): { stored: T } | { refused: string[] } {
  const verdict = validate(schema, body);
  if (!verdict.ok) return { refused: Object.keys(verdict.errors).sort() };
  const bad = findBadCharacters(verdict.data);
  if (bad) return { refused: Object.keys(bad).sort() };
  if (verdict.data.product && verdict.data.industry) return { refused: ["form"] };
  return { stored: verdict.data };
}

const RUNS = { numRuns: 120, seed: 20_261_201 };
// Each run is a post and a commit (fsync): a few seconds per form.
const TIMEOUT_MS = 60_000;
const orNull = (value: unknown) => (value === undefined || value === "" ? null : value);

/**
 * Posts bodies made of `fields` (plus a unique e-mail), as JSON and urlencoded, and checks each
 * answer: 413 over 16 KB; the expected 400; or a 2xx and a row as `stored` says.
 */
function holds<T extends Record<string, unknown>>(
  path: string,
  schema: Parameters<typeof validate<T>>[0],
  fields: fc.Arbitrary<Record<string, unknown> & { email: Parameters<typeof email>[0] }>,
  stored: (data: T) => unknown,
  row: (data: T) => unknown,
) {
  return fc.assert(
    fc.asyncProperty(fields, encoding, async (generated, how) => {
      const body = defined({ ...generated, email: email(generated.email) });
      const payload = encode(body, how);
      const answer = await send(path, payload, how);
      // Over 16 KB on the wire (a long message of accented letters, percent-encoded), whatever
      // the fields: 413, which tells the visitor to shorten it.
      if (Buffer.byteLength(payload) > BODY_LIMIT) {
        expect(answer.status).toBe(413);
        return;
      }
      const outcome = expected(schema, body);
      if ("refused" in outcome) {
        expect(answer.status, JSON.stringify(body)).toBe(400);
        const errors = (answer.json as { errors: Record<string, string> }).errors;
        expect(Object.keys(errors).sort(), JSON.stringify(body)).toEqual(outcome.refused);
      } else {
        expect(answer.status, `${how} ${JSON.stringify(body)} → ${answer.text}`).toBeLessThan(300);
        expect(row(outcome.stored), JSON.stringify(body)).toEqual(stored(outcome.stored));
      }
    }),
    RUNS,
  );
}

describe("what the schema accepts is stored; what it refuses gets a 400 naming the fields", () => {
  it(
    "contact",
    () => {
      const contactRow = db.prepare(
        "SELECT name, email, company, segment, topic, message FROM contact_submissions WHERE email = ?",
      );
      const fields = fc.record({
        name: fc.oneof({ weight: 9, arbitrary: text(1, 104) }, { weight: 1, arbitrary: blank }),
        email: emailShape,
        company: optional(fc.oneof(blank, text(1, 124))),
        segment: optional(choice(segments, ["reseller", "MSP"])),
        topic: optional(choice(contactTopics, ["sales"])),
        message: fc.oneof(
          { weight: 8, arbitrary: text(17, 120) },
          // Around the 5,000-character limit: mostly plain letters, as long messages are.
          {
            weight: 1,
            arbitrary: fc
              .tuple(fc.integer({ min: 4990, max: 5006 }), text(0, 8))
              .map(([length, tail]) => "a ".repeat(length).slice(0, length) + tail),
          },
        ),
        website: optional(blank),
      });
      return holds(
        "/api/contact",
        contactSchema,
        fields,
        (data) => ({
          name: data.name,
          email: data.email,
          company: orNull(data.company),
          segment: orNull(data.segment),
          topic: orNull(data.topic),
          message: data.message,
        }),
        (data) => contactRow.get(data.email),
      );
    },
    TIMEOUT_MS,
  );

  it(
    "newsletter",
    () => {
      const subscriptionRow = db.prepare<[string], { status: string; topics: string }>(
        `SELECT status, (SELECT json_group_array(topic) FROM
           (SELECT topic FROM newsletter_topics WHERE subscription_id = s.id ORDER BY topic))
           AS topics
         FROM newsletter_subscriptions s WHERE email = ?`,
      );
      const topics = [...newsletterTopics.map((topic) => topic.value), "gardening"];
      const fields = fc.record({
        email: emailShape,
        topics: optional(fc.array(fc.constantFrom(...topics), { maxLength: 12 })),
        website: optional(blank),
      });
      return holds(
        "/api/newsletter",
        newsletterSchema,
        fields,
        (data) => ({ status: "pending", topics: [...new Set(data.topics ?? [])].sort() }),
        (data) => {
          const row = subscriptionRow.get(data.email.toLowerCase());
          return row && { status: row.status, topics: JSON.parse(row.topics) as string[] };
        },
      );
    },
    TIMEOUT_MS,
  );

  it(
    "notify",
    () => {
      const notifyRow = db.prepare("SELECT product, industry FROM notify_requests WHERE email = ?");
      const fields = fc.record({
        email: emailShape,
        product: optional(fc.oneof(blank, text(1, 44))),
        industry: optional(fc.oneof(blank, text(1, 44))),
        website: optional(blank),
      });
      return holds(
        "/api/notify",
        notifySchema,
        fields,
        (data) => ({ product: orNull(data.product), industry: orNull(data.industry) }),
        (data) => notifyRow.get(data.email.toLowerCase()),
      );
    },
    TIMEOUT_MS,
  );
});

describe("blank optional values, as the issue found them", () => {
  it.each([
    ["/api/contact", { company: " " }],
    ["/api/contact", { company: "\u00a0" }],
    ["/api/notify", { product: "  " }],
    ["/api/notify", { industry: "\t" }],
    ["/api/notify", { product: "\u00a0", industry: " " }],
  ])("%s stores %j as absent", async (path, extra) => {
    const base =
      path === "/api/contact"
        ? { name: "Ann", message: "A message that is long enough to send." }
        : {};
    const address = email({ local: "blank", domain: "example.com", before: "", after: "" });
    const answer = await post(`${server.base}${path}`, { ...base, email: address, ...extra });
    expect(answer.status).toBe(201);
  });

  it("stores an urlencoded company=+ (one space) as no company", async () => {
    const address = email({ local: "plus", domain: "example.com", before: "", after: "" });
    const body = `name=Ann&email=${encodeURIComponent(address)}&company=+&message=${encodeURIComponent(
      "A message that is long enough to send.",
    )}`;
    const answer = await post(`${server.base}/api/contact`, body, { type: FORM });
    expect(answer.status).toBe(303);
    expect(
      db.prepare("SELECT company FROM contact_submissions WHERE email = ?").pluck().get(address),
    ).toBeNull();
  });

  it("never logs a database constraint error", () => {
    expect(site.logs.join("\n")).not.toMatch(/SQLITE_CONSTRAINT/);
  });
});

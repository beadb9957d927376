// @vitest-environment node
// Every CSAF document the build writes, through the BSI's validator (@secvisogram/csaf-validator-lib,
// the library behind Secvisogram): the strict and plain schema, every mandatory (6.1), optional
// (6.2) and informative (6.3) test of CSAF 2.0: no error, no warning, no info. All but one: 6.3.8,
// the spell check, runs the hunspell program with installed dictionaries, which neither CI nor a
// fresh machine has (and which would count the brand's names as misspellings). The infos left are
// by design, each derived below from the document: 6.3.6 for each URL outside the site (no network
// in tests: whether first.org answers is not this build's to prove), and 6.3.9 and 6.3.10 for each
// affected version range, which the advisory knows as a range ("<4.12.3", CSAF's
// product_version_range), not as a list of versions.
import { createRequire } from "node:module";

import * as informative from "@secvisogram/csaf-validator-lib/informativeTests.js";
import * as mandatory from "@secvisogram/csaf-validator-lib/mandatoryTests.js";
import * as optional from "@secvisogram/csaf-validator-lib/optionalTests.js";
import * as schema from "@secvisogram/csaf-validator-lib/schemaTests.js";
import validateStrict from "@secvisogram/csaf-validator-lib/validateStrict.js";
import type * as Undici from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { site } from "~/content/generated/site";
import { labAdvisories } from "~/content/labs-articles";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

import { csafResponse } from "./csaf-files";

type Test = (doc: unknown) => unknown;
const library = [schema, mandatory, optional, informative].flatMap(
  (module) => Object.values(module) as Test[],
);
const tests = library.filter((test) => test !== informative.informativeTest_6_3_8);

interface Finding {
  instancePath: string;
  message: string;
}
interface Result {
  name: string;
  isValid: boolean;
  errors: Finding[];
  warnings: Finding[];
  infos: Finding[];
}

// Test 6.3.6 sends a HEAD to every URL that is not a self reference, with the undici the library
// depends on. Offline here: the site's own URLs answer from the route table; any other refuses.
const requireFromLib = createRequire(
  require.resolve("@secvisogram/csaf-validator-lib/package.json"),
);
const undici = requireFromLib("undici") as typeof Undici;
const knownPaths = new Set(routePaths(routes));
let previous: ReturnType<typeof undici.getGlobalDispatcher>;
beforeAll(() => {
  previous = undici.getGlobalDispatcher();
  const agent = new undici.MockAgent();
  agent.disableNetConnect();
  agent
    .get(site.origin)
    .intercept({ method: "HEAD", path: (path) => knownPaths.has(path.replace(/\/$/, "") || "/") })
    .reply(200, "")
    .persist();
  undici.setGlobalDispatcher(agent);
});
afterAll(() => undici.setGlobalDispatcher(previous));

const documents = await Promise.all(
  labAdvisories.map(async (entry) => ({
    id: entry.advisory.id,
    doc: JSON.parse(await csafResponse(entry).text()) as unknown,
  })),
);

/** Every string at a key named "url" in `value`, with its JSON pointer. */
function urls(value: unknown, path = ""): [string, string][] {
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === "url" && typeof child === "string"
      ? [[`${path}/${key}`, child] as [string, string]]
      : urls(child, `${path}/${key}`),
  );
}

/** The product branches below a product_version_range branch, with their pointers. */
function ranges(value: unknown, path = ""): string[] {
  if (typeof value !== "object" || value === null) return [];
  const branch = value as { category?: string; product?: unknown };
  const here = branch.category === "product_version_range" && branch.product ? [path] : [];
  return [
    ...here,
    ...Object.entries(value).flatMap(([key, child]) => ranges(child, `${path}/${key}`)),
  ];
}

function expectedInfos(doc: unknown): string[] {
  const external = urls(doc).filter(
    ([pointer, url]) => !url.startsWith(`${site.origin}/`) && !isSelfReference(doc, pointer),
  );
  return [
    ...external.map(
      ([pointer]) =>
        `informativeTest_6_3_6 ${pointer}: use of non-self referencing urls failing to resolve`,
    ),
    ...ranges(doc).flatMap((pointer) => [
      `informativeTest_6_3_9 ${pointer}: missing ancestor with category product_version`,
      `informativeTest_6_3_10 ${pointer}/product: usage of product_version_range category`,
    ]),
  ];
}

/** Whether the reference at `pointer` (…/references/N/url) is a self reference. */
function isSelfReference(doc: unknown, pointer: string): boolean {
  const parts = pointer.split("/").slice(1, -1);
  let node: unknown = doc;
  for (const part of parts) node = (node as Record<string, unknown>)[part];
  return (node as { category?: string }).category === "self";
}

describe("the CSAF documents through the BSI's validator", () => {
  it("runs the library's 76 tests of CSAF 2.0 (2 schema, 43 mandatory, 20 optional, 11 informative) but 6.3.8", () => {
    expect(library).toHaveLength(76);
    expect(tests).toHaveLength(75);
    expect(documents.length).toBe(labAdvisories.length);
  });

  it.each(documents.map(({ id, doc }) => [id, doc] as const))(
    "%s: no error, warning or info",
    async (_id, doc) => {
      const { tests: results, isValid } = (await validateStrict(tests, doc)) as {
        tests: Result[];
        isValid: boolean;
      };
      const findings = (kind: "errors" | "warnings" | "infos") =>
        results.flatMap((result) =>
          result[kind].map((f) => `${result.name} ${f.instancePath}: ${f.message}`),
        );
      expect(findings("errors")).toEqual([]);
      expect(findings("warnings")).toEqual([]);
      expect(findings("infos").sort()).toEqual(expectedInfos(doc).sort());
      expect(isValid).toBe(true);
      expect(results).toHaveLength(tests.length);
    },
  );
});

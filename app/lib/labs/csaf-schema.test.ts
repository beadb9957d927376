// The CSAF documents the build writes, validated against the OASIS CSAF 2.0 JSON schema and the
// FIRST CVSS schemas it references, vendored under vendor/csaf/ (its README says from where): no
// network at test time. The mandatory tests the schema cannot express are in csaf.test.ts.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";

import { labAdvisories, labArticles } from "~/content/labs-articles";

import { csafResponse } from "./csaf-files";

const VENDOR = resolve(__dirname, "../../../vendor/csaf");
const schema = (file: string) =>
  JSON.parse(readFileSync(resolve(VENDOR, file), "utf8")) as Record<string, unknown>;

// Ajv's JSON Schema 2020-12 build: the draft CSAF 2.0 is written in.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// The CSAF schema refers to the CVSS schemas by these URLs (their $id adds a date query).
for (const version of ["2.0", "3.0", "3.1"]) {
  ajv.addSchema(
    schema(`cvss-v${version}.json`),
    `https://www.first.org/cvss/cvss-v${version}.json`,
  );
}
const csafSchema = schema("csaf_json_schema.json");
const validate = ajv.compile(csafSchema);

/** The schema's complaints about a document, as "path: message". */
function schemaErrors(doc: unknown): string[] {
  if (validate(doc)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || "/"}: ${error.message}`);
}

type Doc = {
  document: Record<string, unknown> & { tracking: Record<string, unknown> };
  vulnerabilities?: (Record<string, unknown> & {
    scores?: { cvss_v3?: Record<string, unknown> }[];
    product_status?: Record<string, string[]>;
  })[];
};

// Each advisory's file exactly as the prerender writes it (its route's response body).
const written = await Promise.all(
  labAdvisories.map(async (entry) => ({
    id: entry.advisory.id,
    doc: JSON.parse(await csafResponse(entry).text()) as Doc,
  })),
);

describe("the CSAF documents against the OASIS CSAF 2.0 JSON schema", () => {
  it("uses the vendored CSAF 2.0 schema (JSON Schema 2020-12) and the CVSS schemas it refers to", () => {
    expect(csafSchema.$id).toBe("https://docs.oasis-open.org/csaf/csaf/v2.0/csaf_json_schema.json");
    expect(csafSchema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    const refs = JSON.stringify(csafSchema).match(/https:\/\/www\.first\.org\/cvss\/[^"#]+/g);
    expect(new Set(refs)).toEqual(
      new Set(["2.0", "3.0", "3.1"].map((v) => `https://www.first.org/cvss/cvss-v${v}.json`)),
    );
  });

  it("validates every advisory's document, one per advisory file", () => {
    expect(written.map(({ id }) => id)).toEqual(labAdvisories.map((entry) => entry.advisory.id));
    expect(written.length).toBe(labArticles.filter((entry) => entry.kind === "advisory").length);
    expect(written.length).toBeGreaterThan(0);
    for (const { id, doc } of written) {
      expect(schemaErrors(doc), id).toEqual([]);
    }
  });

  describe("fails a broken document", () => {
    const vulnerable = written.find(({ doc }) => doc.vulnerabilities?.[0]?.scores?.[0]?.cvss_v3);
    const broken = (change: (doc: Doc) => void) => {
      const doc = structuredClone((vulnerable ?? written[0])!.doc);
      change(doc);
      return schemaErrors(doc);
    };

    it("has an advisory with a CVSS score to break", () => {
      expect(vulnerable).toBeDefined();
    });

    it("without its category, or of another CSAF version", () => {
      expect(broken((doc) => delete doc.document.category)).toContain(
        "/document: must have required property 'category'",
      );
      expect(broken((doc) => (doc.document.csaf_version = "2.1"))).toContain(
        "/document/csaf_version: must be equal to one of the allowed values",
      );
    });

    it("with a tracking version or date that is not one", () => {
      expect(broken((doc) => (doc.document.tracking.version = "v1"))).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/document\/tracking\/version: /)]),
      );
      expect(
        broken((doc) => (doc.document.tracking.current_release_date = "27 November 2026")),
      ).toContain('/document/tracking/current_release_date: must match format "date-time"');
    });

    it("with a CVSS score the CVSS 3.1 schema refuses", () => {
      expect(
        broken((doc) => {
          const cvss = doc.vulnerabilities![0]!.scores![0]!.cvss_v3!;
          cvss.vectorString = "CVSS:3.1/AV:X";
          cvss.baseScore = 11;
        }),
      ).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/vulnerabilities\/0\/scores\/0\/cvss_v3\/vectorString: /),
          expect.stringMatching(/^\/vulnerabilities\/0\/scores\/0\/cvss_v3\/baseScore: /),
        ]),
      );
    });

    it("with a CVE id of the wrong form, or an empty product status", () => {
      expect(broken((doc) => (doc.vulnerabilities![0]!.cve = "CVE-26-1"))).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/vulnerabilities\/0\/cve: /)]),
      );
      expect(broken((doc) => (doc.vulnerabilities![0]!.product_status = { fixed: [] }))).toContain(
        "/vulnerabilities/0/product_status/fixed: must NOT have fewer than 1 items",
      );
    });

    it("with a note or TLP label that CSAF 2.0 does not have", () => {
      expect(
        broken((doc) => ((doc.document.notes as { category: string }[])[0]!.category = "abstract")),
      ).toContain("/document/notes/0/category: must be equal to one of the allowed values");
      expect(broken((doc) => (doc.document.distribution = { tlp: { label: "CLEAR" } }))).toContain(
        "/document/distribution/tlp/label: must be equal to one of the allowed values",
      );
    });
  });
});

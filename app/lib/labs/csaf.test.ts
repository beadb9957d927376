import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { labAdvisories, labArticles } from "~/content/labs-articles";
import { site } from "~/content/site";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

import {
  type AdvisoryEntry,
  csafChanges,
  csafDocument,
  csafIndex,
  csafProviderMetadata,
} from "./csaf";
import { type CsafDocument, csafMandatoryProblems } from "./csaf-checks";
import { cvss31BaseScore } from "./cvss";
import { CSAF_PROVIDER_METADATA, CSAF_WHITE, csafFileName, labCsafPath } from "./paths";

const knownPaths = new Set(routePaths(routes));
const documents = labAdvisories.map((entry) => ({
  entry,
  doc: csafDocument(entry) as unknown as CsafDocument,
}));
const clone = (doc: CsafDocument): CsafDocument => structuredClone(doc);
const vulnerable = documents.find(({ doc }) => doc.vulnerabilities !== undefined);
const informational = documents.find(
  ({ doc }) => doc.document.category === "csaf_informational_advisory",
);

describe("CVSS 3.1 base scores", () => {
  it.each([
    ["CVSS:3.1/AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H", 7.8],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", 9.8],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:C/C:L/I:L/A:N", 6.1],
    ["CVSS:3.1/AV:N/AC:H/PR:H/UI:R/S:U/C:N/I:N/A:N", 0],
    ["CVSS:3.1/AV:P/AC:H/PR:H/UI:R/S:C/C:L/I:N/A:N", 1.8],
  ])("%s is %d, as FIRST's calculator gives it", (vector, score) => {
    expect(cvss31BaseScore(vector)).toBe(score);
  });
});

describe("the advisories as CSAF 2.0 documents", () => {
  it("has a document for every advisory, both profiles among them", () => {
    expect(labAdvisories.length).toBe(
      labArticles.filter((entry) => entry.kind === "advisory").length,
    );
    expect(vulnerable?.doc.document.category).toBe("csaf_security_advisory");
    expect(informational).toBeDefined();
  });

  it.each(documents.map(({ entry, doc }) => [entry.advisory.id, doc] as const))(
    "%s passes the mandatory tests that apply",
    (_id, doc) => {
      expect(csafMandatoryProblems(doc)).toEqual([]);
    },
  );

  it("names each file after its tracking id, in its release year's folder, as a route", () => {
    for (const { entry, doc } of documents) {
      const path = labCsafPath(entry.advisory.id, entry.date);
      expect(path).toBe(
        `${CSAF_WHITE}/${doc.document.tracking.initial_release_date.slice(0, 4)}/${doc.document.tracking.id.toLowerCase()}.json`,
      );
      expect(knownPaths).toContain(path);
      expect(doc.document.references).toContainEqual(
        expect.objectContaining({ category: "self", url: `${site.origin}${path}` }),
      );
    }
    expect(csafFileName("CSA-2026/07 b")).toBe("csa-2026_07_b.json");
  });

  it("carries the advisory's facts: CVE, score, products, remediation, credit", () => {
    const { entry, doc } = vulnerable ?? documents[0]!;
    const vulnerability = doc.vulnerabilities?.[0];
    expect(vulnerability?.cve).toBe(entry.advisory.cve);
    expect(vulnerability?.scores?.[0]?.cvss_v3?.vectorString).toBe(entry.advisory.cvss?.vector);
    expect(vulnerability?.product_status?.known_affected).toHaveLength(
      entry.advisory.products?.length ?? 0,
    );
    expect(JSON.stringify(doc)).toContain(entry.advisory.remediation);
    expect(JSON.stringify(doc)).toContain(entry.advisory.credit);
  });

  it("numbers an advisory's updates as revisions after its publication", () => {
    const base = (vulnerable ?? documents[0]!).entry;
    const updated: AdvisoryEntry = {
      ...base,
      advisory: {
        ...base.advisory,
        updates: [
          { date: "2026-12-01", summary: "Added the macOS agent." },
          { date: "2026-12-09", summary: "Corrected the fixed version." },
        ],
      },
    };
    const doc = csafDocument(updated) as unknown as CsafDocument;
    expect(doc.document.tracking.revision_history.map((r) => r.number)).toEqual(["1", "2", "3"]);
    expect(doc.document.tracking.version).toBe("3");
    expect(doc.document.tracking.current_release_date).toBe("2026-12-09T00:00:00.000Z");
    expect(csafMandatoryProblems(doc)).toEqual([]);
  });
});

describe("the mandatory tests catch what they are for", () => {
  const doc = () => clone((vulnerable ?? documents[0]!).doc);
  const problems = (change: (doc: CsafDocument) => void) => {
    const changed = doc();
    change(changed);
    return csafMandatoryProblems(changed).map((problem) => problem.split(" ")[0]);
  };

  it("a product id defined twice, or used and never defined", () => {
    expect(
      problems((d) => {
        const branch = d.product_tree!.branches![0]!.branches![0]!.branches!;
        branch[1]!.product!.product_id = branch[0]!.product!.product_id;
      }),
    ).toContain("6.1.2");
    expect(
      problems((d) => d.vulnerabilities![0]!.product_status!.fixed!.push("CSAFPID-9999")),
    ).toContain("6.1.1");
  });

  it("a product both affected and fixed, and a score that disagrees with its vector", () => {
    expect(
      problems((d) => {
        const status = d.vulnerabilities![0]!.product_status!;
        status.fixed!.push(status.known_affected![0]!);
      }),
    ).toContain("6.1.6");
    expect(
      problems((d) => (d.vulnerabilities![0]!.scores![0]!.cvss_v3!.baseScore = 9.1)),
    ).toContain("6.1.9");
  });

  it("a revision history with a gap, a repeat, the wrong order or another version", () => {
    const revision = (number: string, date: string) => ({ number, date, summary: "x" });
    expect(
      problems((d) =>
        d.document.tracking.revision_history.push(revision("3", "2026-12-20T00:00:00.000Z")),
      ),
    ).toEqual(expect.arrayContaining(["6.1.21", "6.1.16"]));
    expect(
      problems((d) =>
        d.document.tracking.revision_history.push(revision("1", "2026-12-20T00:00:00.000Z")),
      ),
    ).toContain("6.1.22");
    expect(
      problems((d) => {
        d.document.tracking.revision_history.unshift(revision("2", "2020-01-01T00:00:00.000Z"));
        d.document.tracking.version = "2";
      }),
    ).toContain("6.1.14");
  });

  it("an informational advisory with vulnerabilities or without an external reference", () => {
    const info = clone(informational!.doc);
    info.vulnerabilities = [];
    info.document.references = info.document.references?.filter((r) => r.category === "self");
    expect(csafMandatoryProblems(info).map((p) => p.split(" ")[0])).toEqual(
      expect.arrayContaining(["6.1.27.2", "6.1.27.3"]),
    );
  });
});

describe("the CSAF provider's files (CSAF 2.0 section 7.1)", () => {
  it("index.txt lists every document's path below the folder, each a route", () => {
    const lines = csafIndex(labAdvisories).trimEnd().split("\n");
    expect(lines).toHaveLength(labAdvisories.length);
    for (const line of lines) {
      expect(line).toMatch(/^\d{4}\/[a-z0-9_+-]+\.json$/);
      expect(knownPaths).toContain(`${CSAF_WHITE}/${line}`);
    }
  });

  it("changes.csv gives each path and its current release date, newest first, quoted", () => {
    const rows = csafChanges(labAdvisories).trimEnd().split("\n");
    expect(rows).toHaveLength(labAdvisories.length);
    const parsed = rows.map((row) => /^"([^"]+)","([^"]+)"$/.exec(row)?.slice(1));
    expect(parsed.every(Boolean)).toBe(true);
    const dates = parsed.map((row) => row?.[1] ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(parsed.map((row) => row?.[0]))).toEqual(
      new Set(csafIndex(labAdvisories).trimEnd().split("\n")),
    );
  });

  it("provider-metadata.json names the publisher, the distribution and the last update", () => {
    const metadata = csafProviderMetadata(labAdvisories);
    expect(metadata.canonical_url).toBe(`${site.origin}${CSAF_PROVIDER_METADATA}`);
    expect(metadata.metadata_version).toBe("2.0");
    expect(metadata.role).toBe("csaf_publisher");
    expect(metadata.distributions).toEqual([{ directory_url: `${site.origin}${CSAF_WHITE}/` }]);
    const latest = documents.map(({ doc }) => doc.document.tracking.current_release_date).sort();
    expect(metadata.last_updated).toBe(latest.at(-1));
    expect(knownPaths).toContain(CSAF_PROVIDER_METADATA);
  });

  it("security.txt points to the provider metadata with a CSAF field", () => {
    const securityTxt = readFileSync(resolve("public/.well-known/security.txt"), "utf8");
    expect(securityTxt).toContain(`\nCSAF: ${site.origin}${CSAF_PROVIDER_METADATA}\n`);
  });
});

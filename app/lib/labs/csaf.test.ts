// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import * as openpgp from "openpgp";
import { describe, expect, it } from "vitest";

import { site } from "~/content/generated/site";
import { labAdvisories, labArticles } from "~/content/labs-articles";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

import {
  type AdvisoryEntry,
  csafChanges,
  csafDocument,
  csafFiles,
  csafIndex,
  csafListing,
  csafProviderMetadata,
  csafRolieFeed,
  productCpe,
} from "./csaf";
import { type CsafDocument, csafSiteProblems } from "./csaf-checks";
import {
  csafCompanionResponse,
  csafProviderMetadataResponse,
  csafPublicKeyResponse,
  csafResponse,
} from "./csaf-files";
import { readSigningKey } from "./csaf-signing.server";
import { cvss31BaseScore } from "./cvss";
import {
  CSAF_DOCUMENT_COMPANIONS,
  CSAF_PROVIDER_METADATA,
  CSAF_PUBLIC_KEY,
  CSAF_ROLIE_FEED,
  CSAF_ROOT,
  CSAF_THROWAWAY_KEY_COMMENT,
  CSAF_WHITE,
  csafFileName,
  csafFolders,
  csafListingFile,
  labCsafPath,
} from "./paths";

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
    "%s is of a profile the site publishes, its release dates those of its revisions",
    (_id, doc) => {
      expect(csafSiteProblems(doc)).toEqual([]);
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
    expect(vulnerability?.cwe).toEqual(entry.advisory.cwe);
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
    expect(csafSiteProblems(doc)).toEqual([]);
  });
});

describe("the site's own checks catch what they are for", () => {
  const doc = () => clone((vulnerable ?? documents[0]!).doc);

  it("a profile the site does not publish, and release dates that are not the revisions'", () => {
    const other = doc();
    other.document.category = "csaf_base";
    other.document.tracking.initial_release_date = "2020-01-01T00:00:00.000Z";
    other.document.tracking.current_release_date = "2020-01-01T00:00:00.000Z";
    expect(csafSiteProblems(other)).toHaveLength(3);
  });
});

describe("products and their versions", () => {
  it("names every product by CPE 2.3: the fixed version exactly, the affected range as NVD does", () => {
    const { entry, doc } = vulnerable ?? documents[0]!;
    const helpers = JSON.stringify(doc.product_tree).match(/"cpe":"[^"]+"/g) ?? [];
    const products = entry.advisory.products ?? [];
    expect(helpers).toHaveLength(products.length * 2);
    for (const product of products) {
      expect(helpers).toContain(`"cpe":"${productCpe(product.name, product.fixed)}"`);
      expect(helpers).toContain(`"cpe":"${productCpe(product.name, "*")}"`);
    }
    expect(productCpe("ShadowCradle Windows agent", "4.12.3")).toBe(
      "cpe:2.3:a:cradlesec:shadowcradle_windows_agent:4.12.3:*:*:*:*:*:*:*",
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

  it("provider-metadata.json names the publisher, both distributions, the key, the last update", () => {
    const metadata = csafProviderMetadata(labAdvisories, { fingerprint: "AB".repeat(20) });
    expect(metadata.canonical_url).toBe(`${site.origin}${CSAF_PROVIDER_METADATA}`);
    expect(metadata.metadata_version).toBe("2.0");
    expect(metadata.role).toBe("csaf_trusted_provider");
    expect(metadata.distributions).toEqual([
      {
        directory_url: `${site.origin}${CSAF_WHITE}/`,
        rolie: {
          feeds: [
            expect.objectContaining({
              tlp_label: "WHITE",
              url: `${site.origin}${CSAF_ROLIE_FEED}`,
            }),
          ],
        },
      },
    ]);
    expect(metadata.public_openpgp_keys).toEqual([
      { fingerprint: "AB".repeat(20), url: `${site.origin}${CSAF_PUBLIC_KEY}` },
    ]);
    expect(knownPaths).toContain(CSAF_ROLIE_FEED);
    expect(knownPaths).toContain(CSAF_PUBLIC_KEY);
    const latest = documents.map(({ doc }) => doc.document.tracking.current_release_date).sort();
    expect(metadata.last_updated).toBe(latest.at(-1));
    expect(knownPaths).toContain(CSAF_PROVIDER_METADATA);
  });

  it("security.txt points to the provider metadata with a CSAF field", () => {
    const securityTxt = readFileSync(resolve("public/.well-known/security.txt"), "utf8");
    expect(securityTxt).toContain(`\nCSAF: ${site.origin}${CSAF_PROVIDER_METADATA}\n`);
  });

  it("the ROLIE feed lists every document once, with its hashes and signature, each a route", () => {
    const { feed } = csafRolieFeed(labAdvisories);
    expect(feed.entry).toHaveLength(labAdvisories.length);
    expect(feed.link).toEqual([{ href: `${site.origin}${CSAF_ROLIE_FEED}`, rel: "self" }]);
    for (const [index, entry] of feed.entry.entries()) {
      const advisory = labAdvisories[index]!;
      const path = labCsafPath(advisory.advisory.id, advisory.date);
      expect(entry.id).toBe(advisory.advisory.id);
      expect(entry.content).toEqual({ src: `${site.origin}${path}`, type: "application/json" });
      expect(entry.link.map((link) => link.rel).sort()).toEqual([
        "hash",
        "hash",
        "self",
        "signature",
      ]);
      for (const link of entry.link) {
        expect(knownPaths).toContain(link.href.slice(site.origin.length));
      }
    }
  });

  it("beside each document: its SHA-256 and SHA-512 as sha256sum writes them", async () => {
    for (const entry of labAdvisories) {
      const path = labCsafPath(entry.advisory.id, entry.date);
      const body = await csafResponse(entry).text();
      for (const algorithm of ["sha256", "sha512"] as const) {
        const file = await (await csafCompanionResponse(`${path}.${algorithm}`)).text();
        const hex = createHash(algorithm).update(body).digest("hex");
        expect(file).toBe(`${hex}  ${csafFileName(entry.advisory.id)}\n`);
        expect(knownPaths).toContain(`${path}.${algorithm}`);
      }
    }
  });

  it("each document's signature verifies with the published key, whose fingerprint the metadata gives", async () => {
    const publicKey = await openpgp.readKey({
      armoredKey: await (await csafPublicKeyResponse()).text(),
    });
    const metadata = JSON.parse(await (await csafProviderMetadataResponse()).text()) as {
      public_openpgp_keys: { fingerprint: string }[];
    };
    expect(metadata.public_openpgp_keys[0]?.fingerprint).toBe(
      publicKey.getFingerprint().toUpperCase(),
    );
    for (const entry of labAdvisories) {
      const path = labCsafPath(entry.advisory.id, entry.date);
      const body = await csafResponse(entry).text();
      const signature = await (await csafCompanionResponse(`${path}.asc`)).text();
      expect(signature).toMatch(/^-----BEGIN PGP SIGNATURE-----/);
      const check = async (text: string) => {
        const result = await openpgp.verify({
          message: await openpgp.createMessage({ binary: new TextEncoder().encode(text) }),
          signature: await openpgp.readSignature({ armoredSignature: signature }),
          verificationKeys: publicKey,
        });
        return result.signatures[0]!.verified.then(
          () => true,
          () => false,
        );
      };
      expect(await check(body), path).toBe(true);
      expect(await check(body.replace("CSAF", "CSAf")), path).toBe(false);
    }
  });

  it("a listing of every folder, linking what it holds, each a route", () => {
    const files = csafFiles(labAdvisories);
    const folders = csafFolders(files);
    const years = new Set(labAdvisories.map((entry) => entry.date.slice(0, 4)));
    expect(folders).toEqual(
      [
        `${CSAF_ROOT}/`,
        `${CSAF_ROOT}/openpgp/`,
        `${CSAF_WHITE}/`,
        ...[...years].map((y) => `${CSAF_WHITE}/${y}/`),
      ].sort(),
    );
    for (const folder of folders) {
      expect(knownPaths).toContain(csafListingFile(folder));
      const html = csafListing(folder, labAdvisories);
      expect(html).not.toMatch(/<script|<style|style=/);
      const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
      const targets = links.map((link) => new URL(link, `${site.origin}${folder}`).pathname);
      // Every file and subfolder below it is linked, and every link leads to one.
      const below = [...files, ...folders].filter(
        (path) =>
          path.startsWith(folder) &&
          path !== folder &&
          /^[^/]+\/?$/.test(path.slice(folder.length)),
      );
      expect(targets.filter((target) => target.startsWith(folder)).sort()).toEqual(below.sort());
      for (const target of targets) {
        expect(files.includes(target) || folders.includes(target), target).toBe(true);
      }
    }
    const yearFolder = csafListing(`${CSAF_WHITE}/${[...years][0]}/`, labAdvisories);
    expect(yearFolder.match(/href="[^"]+\.json"/g)).toHaveLength(
      labAdvisories.filter((entry) => entry.date.startsWith([...years][0]!)).length,
    );
    expect(CSAF_DOCUMENT_COMPANIONS).toHaveLength(3);
  });
});

describe("the signing key", () => {
  it("without configuration, is a throwaway key made for the build, marked so", async () => {
    const key = await readSigningKey({});
    expect(key.throwaway).toBe(true);
    expect(key.publicKey).toContain(`Comment: ${CSAF_THROWAWAY_KEY_COMMENT}`);
    expect(key.fingerprint).toMatch(/^[0-9A-F]{40}$/);
  });

  it("refuses to make one when a release build requires the configured key", async () => {
    await expect(readSigningKey({ CSAF_OPENPGP_KEY_REQUIRED: "1" })).rejects.toThrow(
      /CSAF_OPENPGP_KEY_FILE is not set/,
    );
  });

  it("reads the configured key file with its passphrase, and signs with it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "csaf-key-"));
    try {
      const { privateKey, publicKey } = await openpgp.generateKey({
        userIDs: [{ name: "Test CSAF signer", email: "csaf@example.com" }],
        passphrase: "correct horse",
      });
      const file = join(dir, "key.asc");
      writeFileSync(file, privateKey);
      const env = { CSAF_OPENPGP_KEY_FILE: file, CSAF_OPENPGP_PASSPHRASE: "correct horse" };
      const key = await readSigningKey(env);
      const expected = await openpgp.readKey({ armoredKey: publicKey });
      expect(key.throwaway).toBe(false);
      expect(key.fingerprint).toBe(expected.getFingerprint().toUpperCase());
      expect(key.publicKey).not.toContain("Comment:");
      const result = await openpgp.verify({
        message: await openpgp.createMessage({ binary: new TextEncoder().encode("x\n") }),
        signature: await openpgp.readSignature({ armoredSignature: await key.sign("x\n") }),
        verificationKeys: expected,
      });
      await expect(result.signatures[0]!.verified).resolves.toBe(true);
      await expect(readSigningKey({ CSAF_OPENPGP_KEY_FILE: file })).rejects.toThrow(/PASSPHRASE/);
      await expect(readSigningKey({ ...env, CSAF_OPENPGP_PASSPHRASE: "wrong" })).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

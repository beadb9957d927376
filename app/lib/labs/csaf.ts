/**
 * An advisory as a CSAF 2.0 document (OASIS Common Security Advisory Framework), and the files of
 * a CSAF trusted provider's TLP:WHITE distribution (CSAF 2.0 section 7.1: provider-metadata.json,
 * a folder per year, index.txt, changes.csv, a listing of each folder, a ROLIE feed, a hash and a
 * signature beside each document). A vulnerability in a product of ours is a
 * csaf_security_advisory; an advisory about a threat, with no product of ours, a
 * csaf_informational_advisory, which by its profile carries no vulnerability (section 4.3).
 */
import { createHash } from "node:crypto";

import { site } from "~/content/generated/site";

import { cvssSeverity } from "./cvss";
import type { Advisory, LabEntry } from "./entry";
import {
  CSAF_PROVIDER_METADATA,
  CSAF_PUBLIC_KEY,
  CSAF_ROLIE_FEED,
  CSAF_ROOT,
  CSAF_WHITE,
  csafFilePaths,
  csafFolderEntries,
  labCsafPath,
} from "./paths";

export type AdvisoryEntry = LabEntry & { advisory: Advisory };

/** A day as CSAF's date-time: midnight UTC. */
const csafDate = (day: string) => `${day}T00:00:00.000Z`;

const TLP_URL = "https://www.first.org/tlp/";

/** The publisher: the vendor, in its site's namespace. */
export const csafPublisher = () => ({
  category: "vendor",
  name: site.brand,
  namespace: site.origin,
  contact_details: `Security team: ${site.email.security}`,
});

/** The document's revisions: its publication, then each update, numbered 1, 2, … */
export function csafRevisions(entry: AdvisoryEntry) {
  return [
    { date: csafDate(entry.date), number: "1", summary: "Initial publication." },
    ...(entry.advisory.updates ?? []).map((update, index) => ({
      date: csafDate(update.date),
      number: String(index + 2),
      summary: update.summary,
    })),
  ];
}

/** Text from the article's HTML, for the document's details note: tags out, entities decoded. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
  return html
    .replace(/<\/(p|h2|h3|li|pre|blockquote)>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/**
 * `value` with every object's keys in the order CSAF's optional test 6.2.13 checks (an
 * Intl.Collator's; arrays keep their order).
 */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (typeof value !== "object" || value === null) return value;
  const collator = new Intl.Collator("en");
  return Object.fromEntries(
    Object.keys(value)
      .sort((a, b) => collator.compare(a, b))
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  ) as T;
}

/** A CPE 2.3 component: lower case, anything but letters, digits, ".", "-" as "_". */
const cpeComponent = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, "_")
    .replace(/^_|_$/g, "");

/**
 * The CPE 2.3 name of one of our products (vendor: the brand) at `version`; "*" for a range, as
 * NVD writes a range's name: the range itself is the branch's vers string.
 */
export const productCpe = (product: string, version: string) =>
  `cpe:2.3:a:${cpeComponent(site.brand)}:${cpeComponent(product)}:${version}:*:*:*:*:*:*:*`;

interface ProductIds {
  affected: string[];
  fixed: string[];
}

/** The product tree (vendor → product → versions) and the ids of affected and fixed versions. */
function productTree(advisory: Advisory) {
  const ids: ProductIds = { affected: [], fixed: [] };
  let next = 1;
  const product = (name: string, cpe: string, list: string[]) => {
    const product_id = `CSAFPID-${String(next++).padStart(4, "0")}`;
    list.push(product_id);
    return { name, product_id, product_identification_helper: { cpe } };
  };
  const branches = (advisory.products ?? []).map((item) => ({
    category: "product_name",
    name: item.name,
    branches: [
      {
        category: "product_version_range",
        name: `vers:generic/${item.affected}`,
        product: product(
          `${site.brand} ${item.name} ${item.affected}`,
          productCpe(item.name, "*"),
          ids.affected,
        ),
      },
      {
        category: "product_version",
        name: item.fixed,
        product: product(
          `${site.brand} ${item.name} ${item.fixed}`,
          productCpe(item.name, item.fixed),
          ids.fixed,
        ),
      },
    ],
  }));
  return { tree: { branches: [{ category: "vendor", name: site.brand, branches }] }, ids };
}

/** The advisory's CSAF 2.0 document, its keys sorted (optional test 6.2.13). */
export function csafDocument(entry: AdvisoryEntry) {
  const { advisory } = entry;
  const revisions = csafRevisions(entry);
  const current = revisions.at(-1) ?? revisions[0];
  const isVulnerability = advisory.products !== undefined;
  const { tree, ids } = productTree(advisory);
  return sortKeys({
    document: {
      acknowledgments: [{ names: [advisory.credit] }],
      category: isVulnerability ? "csaf_security_advisory" : "csaf_informational_advisory",
      csaf_version: "2.0",
      distribution: { tlp: { label: "WHITE", url: TLP_URL } },
      lang: "en",
      notes: [
        { category: "summary", title: "Summary", text: entry.description },
        { category: "details", title: "Details", text: plainText(entry.html) },
        { category: "general", title: "What to do", text: advisory.remediation },
      ],
      publisher: csafPublisher(),
      references: [
        {
          category: "self",
          summary: "This CSAF document",
          url: `${site.origin}${labCsafPath(advisory.id, entry.date)}`,
        },
        {
          category: "self",
          summary: "This advisory on the website",
          url: `${site.origin}${entry.path}`,
        },
        ...(advisory.references ?? []).map((reference) => ({
          category: "external",
          summary: reference.summary,
          url: reference.url,
        })),
      ],
      title: entry.title,
      tracking: {
        current_release_date: current?.date,
        id: advisory.id,
        initial_release_date: csafDate(entry.date),
        revision_history: revisions,
        status: "final",
        version: current?.number,
      },
    },
    ...(isVulnerability
      ? {
          product_tree: tree,
          vulnerabilities: [
            {
              ...(advisory.cve ? { cve: advisory.cve } : {}),
              ...(advisory.cwe ? { cwe: advisory.cwe } : {}),
              notes: [{ category: "description", title: "Description", text: entry.description }],
              product_status: { fixed: ids.fixed, known_affected: ids.affected },
              release_date: csafDate(entry.date),
              remediations: [
                {
                  category: "vendor_fix",
                  details: advisory.remediation,
                  product_ids: ids.affected,
                },
              ],
              ...(advisory.cvss
                ? {
                    scores: [
                      {
                        cvss_v3: {
                          baseScore: advisory.cvss.score,
                          baseSeverity: cvssSeverity(advisory.cvss.score),
                          vectorString: advisory.cvss.vector,
                          version: "3.1",
                        },
                        products: ids.affected,
                      },
                    ],
                  }
                : {}),
              title: entry.title,
            },
          ],
        }
      : {}),
  });
}

/** A document's path below the TLP:WHITE folder, e.g. "2026/csa-2026-07.json". */
const whitePath = (entry: AdvisoryEntry) =>
  labCsafPath(entry.advisory.id, entry.date).slice(CSAF_WHITE.length + 1);

/** index.txt: every document's path below the folder, one a line (section 7.1.12). */
export function csafIndex(entries: readonly AdvisoryEntry[]): string {
  return entries.map((entry) => `${whitePath(entry)}\n`).join("");
}

/** changes.csv: path and current release date, most recent first (section 7.1.13). */
export function csafChanges(entries: readonly AdvisoryEntry[]): string {
  return entries
    .map((entry) => ({ path: whitePath(entry), date: csafRevisions(entry).at(-1)?.date ?? "" }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path))
    .map(({ path, date }) => `"${path}","${date}"\n`)
    .join("");
}

/** The latest release date of any document: when the provider's files last changed. */
const lastUpdated = (entries: readonly AdvisoryEntry[]) =>
  entries
    .map((entry) => csafRevisions(entry).at(-1)?.date ?? "")
    .sort()
    .at(-1) ?? csafDate("2026-01-01");

const TLP_WHITE_FEED = `${site.brand} CSAF advisories (TLP:WHITE)`;

/** The public key as provider-metadata.json lists it (requirement 20). */
export interface PublicKeyRef {
  fingerprint: string;
}

/** provider-metadata.json (section 7.1.7): who publishes, where, signed with which key. */
export function csafProviderMetadata(entries: readonly AdvisoryEntry[], key: PublicKeyRef) {
  return sortKeys({
    canonical_url: `${site.origin}${CSAF_PROVIDER_METADATA}`,
    distributions: [
      {
        directory_url: `${site.origin}${CSAF_WHITE}/`,
        rolie: {
          feeds: [
            {
              summary: TLP_WHITE_FEED,
              tlp_label: "WHITE",
              url: `${site.origin}${CSAF_ROLIE_FEED}`,
            },
          ],
        },
      },
    ],
    last_updated: lastUpdated(entries),
    list_on_CSAF_aggregators: true,
    metadata_version: "2.0",
    mirror_on_CSAF_aggregators: true,
    public_openpgp_keys: [
      { fingerprint: key.fingerprint, url: `${site.origin}${CSAF_PUBLIC_KEY}` },
    ],
    publisher: csafPublisher(),
    role: "csaf_trusted_provider",
  });
}

/** The hash file of a document (requirement 18): "<hex>  <file name>", as sha256sum writes it. */
export function csafHashFile(body: string, path: string, algorithm: "sha256" | "sha512"): string {
  const hex = createHash(algorithm).update(body, "utf8").digest("hex");
  return `${hex}  ${path.slice(path.lastIndexOf("/") + 1)}\n`;
}

/**
 * The ROLIE feed of the TLP:WHITE documents (requirement 15, RFC 8322 as JSON): an entry per
 * document with its hash and signature files.
 */
export function csafRolieFeed(entries: readonly AdvisoryEntry[]) {
  const url = (path: string) => `${site.origin}${path}`;
  return sortKeys({
    feed: {
      category: [{ scheme: "urn:ietf:params:rolie:category:information-type", term: "csaf" }],
      entry: entries.map((entry) => {
        const path = labCsafPath(entry.advisory.id, entry.date);
        const revisions = csafRevisions(entry);
        return {
          content: { src: url(path), type: "application/json" },
          format: {
            schema: "https://docs.oasis-open.org/csaf/csaf/v2.0/csaf_json_schema.json",
            version: "2.0",
          },
          id: entry.advisory.id,
          link: [
            { href: url(path), rel: "self" },
            { href: url(`${path}.sha256`), rel: "hash" },
            { href: url(`${path}.sha512`), rel: "hash" },
            { href: url(`${path}.asc`), rel: "signature" },
          ],
          published: revisions[0]?.date,
          summary: { content: entry.description },
          title: entry.title,
          updated: revisions.at(-1)?.date,
        };
      }),
      id: `${site.origin}${CSAF_ROLIE_FEED}`,
      link: [{ href: url(CSAF_ROLIE_FEED), rel: "self" }],
      title: TLP_WHITE_FEED,
      updated: lastUpdated(entries),
    },
  });
}

/** Every file of the provider, for these advisories. */
export const csafFiles = (entries: readonly AdvisoryEntry[]) =>
  csafFilePaths(entries.map((entry) => labCsafPath(entry.advisory.id, entry.date)));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * A folder's listing (requirement 14: "directory listing … to support manual navigation"), as a
 * web server's own would be: HTML, links relative to the folder, no script, no style.
 */
export function csafListing(folder: string, entries: readonly AdvisoryEntry[]): string {
  const title = escapeHtml(`Index of ${folder}`);
  // The parent's link, except from the provider's folder (/.well-known/ has no listing).
  const parent = folder === `${CSAF_ROOT}/` ? [] : ["../"];
  const links = [...parent, ...csafFolderEntries(folder, csafFiles(entries))];
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title}</title>`,
    "</head>",
    "<body>",
    `<h1>${title}</h1>`,
    "<ul>",
    ...links.map((name) => `<li><a href="${escapeHtml(name)}">${escapeHtml(name)}</a></li>`),
    "</ul>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** A JSON file's body as the build writes it. */
export const jsonBody = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

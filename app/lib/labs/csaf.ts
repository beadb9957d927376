/**
 * An advisory as a CSAF 2.0 document (OASIS Common Security Advisory Framework), and the files of
 * a CSAF provider's TLP:WHITE distribution (CSAF 2.0 section 7.1: provider-metadata.json, a
 * folder per year, index.txt, changes.csv). A vulnerability in a product of ours is a
 * csaf_security_advisory; an advisory about a threat, with no product of ours, a
 * csaf_informational_advisory, which by its profile carries no vulnerability (section 4.3).
 */
import { site } from "~/content/site";

import { cvssSeverity } from "./cvss";
import type { Advisory, LabEntry } from "./entry";
import { CSAF_PROVIDER_METADATA, CSAF_WHITE, labCsafPath } from "./paths";

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

interface ProductIds {
  affected: string[];
  fixed: string[];
}

/** The product tree (vendor → product → versions) and the ids of affected and fixed versions. */
function productTree(advisory: Advisory) {
  const ids: ProductIds = { affected: [], fixed: [] };
  let next = 1;
  const product = (name: string, list: string[]) => {
    const product_id = `CSAFPID-${String(next++).padStart(4, "0")}`;
    list.push(product_id);
    return { name, product_id };
  };
  const branches = (advisory.products ?? []).map((item) => ({
    category: "product_name",
    name: item.name,
    branches: [
      {
        category: "product_version_range",
        name: `vers:generic/${item.affected}`,
        product: product(`${site.brand} ${item.name} ${item.affected}`, ids.affected),
      },
      {
        category: "product_version",
        name: item.fixed,
        product: product(`${site.brand} ${item.name} ${item.fixed}`, ids.fixed),
      },
    ],
  }));
  return { tree: { branches: [{ category: "vendor", name: site.brand, branches }] }, ids };
}

/** The advisory's CSAF 2.0 document. */
export function csafDocument(entry: AdvisoryEntry) {
  const { advisory } = entry;
  const revisions = csafRevisions(entry);
  const current = revisions.at(-1) ?? revisions[0];
  const isVulnerability = advisory.products !== undefined;
  const { tree, ids } = productTree(advisory);
  return {
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
  };
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

/** provider-metadata.json (section 7.1.20): who publishes, where, last changed when. */
export function csafProviderMetadata(entries: readonly AdvisoryEntry[]) {
  const dates = entries.map((entry) => csafRevisions(entry).at(-1)?.date ?? "").sort();
  return {
    canonical_url: `${site.origin}${CSAF_PROVIDER_METADATA}`,
    distributions: [{ directory_url: `${site.origin}${CSAF_WHITE}/` }],
    last_updated: dates.at(-1) ?? csafDate("2026-01-01"),
    list_on_CSAF_aggregators: true,
    metadata_version: "2.0",
    mirror_on_CSAF_aggregators: true,
    publisher: csafPublisher(),
    role: "csaf_publisher",
  };
}

/** A JSON file's body as the build writes it. */
export const jsonBody = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

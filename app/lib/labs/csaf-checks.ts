/**
 * The CSAF 2.0 mandatory tests (section 6.1) that apply to the documents the build writes and
 * that a JSON schema cannot express: product ids defined once and only referenced when defined,
 * no contradicting product status, scores that match their vectors, a consistent revision
 * history, the profiles' required parts. Each problem names its test. Used by the tests.
 */
import { cvss31BaseScore, cvssSeverity } from "./cvss";

interface Product {
  product_id: string;
}
interface Branch {
  category: string;
  name: string;
  branches?: Branch[];
  product?: Product;
}
interface Revision {
  date: string;
  number: string;
}
interface Vulnerability {
  cve?: string;
  notes?: unknown[];
  product_status?: Record<string, string[]>;
  remediations?: { product_ids?: string[] }[];
  scores?: {
    products: string[];
    cvss_v3?: { version: string; vectorString: string; baseScore: number; baseSeverity: string };
  }[];
}
export interface CsafDocument {
  document: {
    category: string;
    csaf_version: string;
    lang?: string;
    source_lang?: string;
    notes?: { category: string }[];
    references?: { category?: string; url: string }[];
    tracking: {
      id: string;
      status: string;
      version: string;
      initial_release_date: string;
      current_release_date: string;
      revision_history: Revision[];
    };
  };
  product_tree?: { branches?: Branch[]; full_product_names?: Product[] };
  vulnerabilities?: Vulnerability[];
}

const AFFECTED = ["first_affected", "known_affected", "last_affected"];
const NOT_AFFECTED = ["known_not_affected"];
const FIXED = ["first_fixed", "fixed"];
const INTEGER_VERSION = /^(0|[1-9][0-9]*)$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function definedProducts(tree: CsafDocument["product_tree"]): { id: string; branch?: Branch }[] {
  const found: { id: string; branch?: Branch }[] = [];
  const walk = (branches: Branch[] = []) => {
    for (const branch of branches) {
      if (branch.product) found.push({ id: branch.product.product_id, branch });
      walk(branch.branches);
    }
  };
  walk(tree?.branches);
  for (const product of tree?.full_product_names ?? []) found.push({ id: product.product_id });
  return found;
}

/** Every mandatory test's problem with `doc`, as "6.1.x …" lines; empty when it passes. */
export function csafMandatoryProblems(doc: CsafDocument): string[] {
  const problems: string[] = [];
  const { tracking } = doc.document;
  const vulnerabilities = doc.vulnerabilities ?? [];
  const defined = definedProducts(doc.product_tree);
  const ids = defined.map((product) => product.id);

  // 6.1.2 Multiple Definition of Product ID
  const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (duplicates.length > 0) problems.push(`6.1.2 product ids defined twice: ${duplicates}`);

  // 6.1.1 Missing Definition of Product ID
  const referenced = vulnerabilities.flatMap((vulnerability) => [
    ...Object.values(vulnerability.product_status ?? {}).flat(),
    ...(vulnerability.remediations ?? []).flatMap((remediation) => remediation.product_ids ?? []),
    ...(vulnerability.scores ?? []).flatMap((score) => score.products),
  ]);
  const missing = referenced.filter((id) => !ids.includes(id));
  if (missing.length > 0) problems.push(`6.1.1 product ids used but not defined: ${missing}`);

  vulnerabilities.forEach((vulnerability, index) => {
    const status = vulnerability.product_status ?? {};
    const group = (names: string[]) => new Set(names.flatMap((name) => status[name] ?? []));
    const [affected, notAffected, fixed] = [group(AFFECTED), group(NOT_AFFECTED), group(FIXED)];
    // 6.1.6 Contradicting Product Status
    for (const id of affected) {
      if (notAffected.has(id) || fixed.has(id)) {
        problems.push(
          `6.1.6 vulnerabilities[${index}]: ${id} is affected and not affected or fixed`,
        );
      }
    }
    for (const id of notAffected) {
      if (fixed.has(id))
        problems.push(`6.1.6 vulnerabilities[${index}]: ${id} not affected and fixed`);
    }
    // 6.1.7 Multiple Scores with same Version per Product
    const scored = (vulnerability.scores ?? []).flatMap((score) =>
      score.cvss_v3 ? score.products.map((id) => `${id}@${score.cvss_v3?.version}`) : [],
    );
    if (new Set(scored).size !== scored.length) {
      problems.push(`6.1.7 vulnerabilities[${index}]: a product has two CVSS v3 scores`);
    }
    // 6.1.9 Invalid CVSS computation
    for (const score of vulnerability.scores ?? []) {
      const cvss = score.cvss_v3;
      if (!cvss) continue;
      if (!cvss.vectorString.startsWith(`CVSS:${cvss.version}/`)) {
        problems.push(
          `6.1.10 vulnerabilities[${index}]: the vector's version is not ${cvss.version}`,
        );
        continue;
      }
      const computed = cvss31BaseScore(cvss.vectorString);
      if (computed !== cvss.baseScore || cvssSeverity(computed) !== cvss.baseSeverity) {
        problems.push(
          `6.1.9 vulnerabilities[${index}]: the vector gives ${computed} ${cvssSeverity(computed)}, ` +
            `not ${cvss.baseScore} ${cvss.baseSeverity}`,
        );
      }
    }
    // 6.1.27.5 Vulnerability Notes, 6.1.27.6 Product Status (security advisory profile)
    if (doc.document.category === "csaf_security_advisory") {
      if (!vulnerability.notes?.length)
        problems.push(`6.1.27.5 vulnerabilities[${index}]: no notes`);
      if (!vulnerability.product_status) {
        problems.push(`6.1.27.6 vulnerabilities[${index}]: no product_status`);
      }
    }
  });

  // 6.1.23 Multiple Use of Same CVE
  const cves = vulnerabilities.flatMap((vulnerability) => vulnerability.cve ?? []);
  if (new Set(cves).size !== cves.length) problems.push("6.1.23 a CVE is used twice");

  // 6.1.31 Version Range in Product Version
  for (const { branch } of defined) {
    if (
      branch?.category === "product_version" &&
      /[<>]|\b(after|all|before|earlier|later|prior|versions)\b/i.test(branch.name)
    ) {
      problems.push(`6.1.31 product_version "${branch.name}" names a range`);
    }
  }

  // Revision history: 6.1.14 sorted, 6.1.16 latest = version, 6.1.21 no missing item,
  // 6.1.22 no number twice, 6.1.18/6.1.20 no draft or pre-release numbers once final,
  // and the release dates it implies.
  const history = tracking.revision_history;
  const numbers = history.map((revision) => revision.number);
  if (!numbers.every((number) => INTEGER_VERSION.test(number))) {
    problems.push("6.1.30 revision numbers must all use integer versioning, as the document does");
  } else {
    const values = numbers.map(Number);
    const byDate = [...history].sort((a, b) => a.date.localeCompare(b.date));
    if (
      byDate.some(
        (revision, index) => Number(revision.number) !== [...values].sort((a, b) => a - b)[index],
      )
    ) {
      problems.push("6.1.14 revision history not sorted: numbers and dates disagree");
    }
    if (new Set(values).size !== values.length)
      problems.push("6.1.22 a revision number is used twice");
    const sorted = [...values].sort((a, b) => a - b);
    if (
      sorted[0] !== 1 ||
      sorted.some((value, index) => index > 0 && value !== (sorted[index - 1] ?? 0) + 1)
    ) {
      problems.push("6.1.21 revision numbers must be 1, 2, 3… without a gap");
    }
    if (String(Math.max(...values)) !== tracking.version) {
      problems.push(`6.1.16 tracking.version ${tracking.version} is not the latest revision`);
    }
    if (tracking.status === "final" && values.includes(0)) {
      problems.push("6.1.18 a final document has a revision 0");
    }
  }
  if (!INTEGER_VERSION.test(tracking.version)) {
    problems.push("6.1.30 tracking.version is not an integer version");
  }
  for (const date of [
    tracking.initial_release_date,
    tracking.current_release_date,
    ...history.map((r) => r.date),
  ]) {
    if (!DATE_TIME.test(date)) problems.push(`date ${date} is not a date-time`);
  }
  const dates = history.map((revision) => revision.date).sort();
  if (dates[0] !== tracking.initial_release_date) {
    problems.push("initial_release_date is not the first revision's date");
  }
  if (dates.at(-1) !== tracking.current_release_date) {
    problems.push("current_release_date is not the latest revision's date");
  }

  // 6.1.28 Translation
  if (doc.document.source_lang && doc.document.source_lang === doc.document.lang) {
    problems.push("6.1.28 lang and source_lang are the same");
  }

  // 6.1.27 Profile tests
  const category = doc.document.category;
  if (category === "csaf_security_advisory") {
    if (!doc.product_tree) problems.push("6.1.27.4 a security advisory needs a product_tree");
    if (vulnerabilities.length === 0)
      problems.push("6.1.27.4 a security advisory needs vulnerabilities");
  } else if (category === "csaf_informational_advisory") {
    const notes = doc.document.notes ?? [];
    if (
      !notes.some((note) =>
        ["description", "details", "general", "summary"].includes(note.category),
      )
    ) {
      problems.push(
        "6.1.27.1 an informational advisory needs a description, details, general or summary note",
      );
    }
    const references = doc.document.references ?? [];
    if (!references.some((reference) => (reference.category ?? "external") === "external")) {
      problems.push("6.1.27.2 an informational advisory needs an external reference");
    }
    if (doc.vulnerabilities !== undefined) {
      problems.push("6.1.27.3 an informational advisory must not have vulnerabilities");
    }
  } else {
    problems.push(`document.category ${category} is not a profile this site publishes`);
  }
  if (doc.document.csaf_version !== "2.0") problems.push("csaf_version must be 2.0");
  return problems;
}

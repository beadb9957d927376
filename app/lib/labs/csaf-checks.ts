/**
 * What the site asks of its CSAF documents beyond CSAF 2.0's own tests, which the BSI's validator
 * runs on every document (csaf-validator.test.ts): only the two profiles this site publishes,
 * and release dates that agree with the revision history (the first revision is the initial
 * release, the latest the current one). Each problem is one line; used by the tests.
 */
export interface CsafDocument {
  document: {
    category: string;
    csaf_version: string;
    lang?: string;
    notes?: { category: string }[];
    references?: { category?: string; url: string }[];
    tracking: {
      id: string;
      status: string;
      version: string;
      initial_release_date: string;
      current_release_date: string;
      revision_history: { date: string; number: string }[];
    };
  };
  product_tree?: {
    branches?: { category: string; name: string; branches?: unknown[]; product?: unknown }[];
  };
  vulnerabilities?: {
    cve?: string;
    cwe?: { id: string; name: string };
    product_status?: Record<string, string[]>;
    scores?: { products: string[]; cvss_v3?: Record<string, unknown> }[];
  }[];
}

/** The profiles the Labs advisories are published as (decision 0024). */
export const CSAF_PROFILES = ["csaf_security_advisory", "csaf_informational_advisory"];

export function csafSiteProblems(doc: CsafDocument): string[] {
  const problems: string[] = [];
  const { category, tracking } = doc.document;
  if (!CSAF_PROFILES.includes(category)) {
    problems.push(`document.category ${category} is not a profile this site publishes`);
  }
  const dates = tracking.revision_history.map((revision) => revision.date).sort();
  if (dates[0] !== tracking.initial_release_date) {
    problems.push("initial_release_date is not the first revision's date");
  }
  if (dates.at(-1) !== tracking.current_release_date) {
    problems.push("current_release_date is not the latest revision's date");
  }
  return problems;
}

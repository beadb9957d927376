/**
 * The words of a Labs entry's page and of the kinds, apart from /labs's copy (./labs.ts) so an
 * entry's page does not load the list.
 */
import type { ArticleKind } from "~/sections/article-list";

export const kinds = {
  advisory: { label: "Advisory", filterLabel: "Advisories" },
  research: { label: "Research", filterLabel: "Research" },
  tool: { label: "Tool release", filterLabel: "Tools" },
} as const satisfies Record<ArticleKind, { label: string; filterLabel: string }>;

/** Labels of an entry's page (app/sections/lab-article.tsx). */
export const labsCopy = {
  kinds,
  article: {
    back: { label: "All Labs entries", href: "/labs" },
    by: "By",
    tagsLabel: "Tags: show the Labs entries with this tag",
    csaf: "This advisory as a CSAF 2.0 document (JSON)",
  },
  advisory: {
    caption: "Advisory at a glance",
    id: "Advisory",
    severity: "Severity",
    cve: "CVE",
    cvss: "CVSS 3.1 base score",
    affected: "Affected:",
    fixed: "fixed in",
    remediation: "What to do",
    timeline: "Timeline",
    credit: "Credit",
  },
} as const;

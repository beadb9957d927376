/**
 * A Labs entry: one file under content/labs/ (content/labs/<slug>.md is /labs/<slug>), Markdown
 * with YAML frontmatter, read and checked at build time (vite.content.ts) like the content
 * pages. Advisories carry their facts as data (`advisory:`), from which the page's table and the
 * CSAF document (./csaf.ts) are built.
 */
import * as z from "zod/mini";

import { site } from "~/content/generated/site";
import { ArticleError, renderMarkdown } from "~/lib/blog/markdown.server";
import { checkFrontmatterData, readFrontmatter } from "~/lib/content/frontmatter";
import { seoSchema } from "~/lib/content/site-seo";
import type { ContentVariables } from "~/lib/content/vocab/variables-fill";
import { ContentError, type LocatedYaml } from "~/lib/content/yaml";
import type { JsonLd } from "~/lib/structured-data";

import { cvss31BaseScore, parseCvss31 } from "./cvss";

export const LAB_KINDS = ["advisory", "research", "tool"] as const;
export type LabKind = (typeof LAB_KINDS)[number];

/** Where the entries live, and the URL of each. */
export const LABS_DIR = "content/labs";
export const labPath = (slug: string) => `/labs/${slug}`;

const text = z.string("write it as text").check(z.minLength(2, "write at least 2 characters"));
const isoDate = z.iso.date("write the date as YYYY-MM-DD");

const advisorySchema = z.strictObject({
  /** The advisory's id, e.g. CSA-2026-07: its CSAF tracking id and file name. */
  id: z
    .string()
    .check(
      z.regex(/^CSA-\d{4}-\d{2,}$/, "write the id as CSA-YYYY-NN"),
      z.describe("The advisory's number, e.g. CSA-2026-07"),
    ),
  /** As shown beside the id: High, Medium, Threat… */
  severity: text.check(z.describe("Shown beside the id: High, Medium, Threat…")),
  cve: z.optional(
    z
      .string()
      .check(
        z.regex(/^CVE-\d{4}-\d{4,}$/, "write the CVE as CVE-YYYY-NNNN"),
        z.describe("The vulnerability's CVE number, if it has one, e.g. CVE-2026-12345"),
      ),
  ),
  /** The weakness, as CWE names it (id and name exactly as in its catalogue: CSAF 6.1.11). */
  cwe: z.optional(
    z
      .strictObject({
        id: z
          .string()
          .check(
            z.regex(/^CWE-[1-9]\d*$/, "write the id as CWE-NNN"),
            z.describe("The weakness's CWE number, e.g. CWE-287"),
          ),
        name: text.check(z.describe("The weakness's name exactly as the CWE list writes it")),
      })
      .check(z.describe("The kind of weakness, as the CWE list names it")),
  ),
  cvss: z.optional(
    z
      .strictObject({
        vector: z.string().check(
          z.refine((vector) => parseCvss31(vector) !== undefined, "write a CVSS 3.1 base vector"),
          z.describe("The CVSS 3.1 base vector, e.g. CVSS:3.1/AV:N/AC:L/…"),
        ),
        score: z
          .number("write the base score as a number")
          .check(z.gte(0), z.lte(10), z.describe("The vector's base score, from 0 to 10")),
      })
      .check(z.describe("How severe the vulnerability is, as a CVSS 3.1 score")),
  ),
  /** The products it concerns: affected versions as a range ("<4.12.3"), the fixed version. */
  products: z.optional(
    z
      .array(
        z
          .strictObject({
            name: text.check(z.describe("The product's name")),
            affected: z
              .string()
              .check(
                z.regex(/^<\d+(\.\d+)*$/, 'write it as "<4.12.3"'),
                z.describe('The versions affected, e.g. "<4.12.3"'),
              ),
            fixed: z
              .string()
              .check(
                z.regex(/^\d+(\.\d+)*$/, 'write it as "4.12.3"'),
                z.describe('The first fixed version, e.g. "4.12.3"'),
              ),
          })
          .check(z.describe("One product: its name and the versions affected and fixed")),
      )
      .check(
        z.minLength(1, "list at least one product"),
        z.describe("The products it concerns, with the versions affected and fixed"),
      ),
  ),
  remediation: text.check(z.describe("What readers should do about it: update, work around…")),
  /** Further reading outside the advisory (a threat advisory needs one: CSAF 6.1.27.2). */
  references: z.optional(
    z
      .array(
        z
          .strictObject({
            summary: text.check(z.describe("What the reference is, in a few words")),
            url: z
              .url({ protocol: /^https$/, error: "write an https URL" })
              .check(z.describe("Its https address")),
          })
          .check(z.describe("One reference: what it is and its address")),
      )
      .check(z.describe("Further reading outside the advisory")),
  ),
  timeline: z
    .array(
      z
        .strictObject({
          date: isoDate.check(z.describe("When it happened, as YYYY-MM-DD")),
          event: text.check(z.describe("What happened, e.g. Reported to the vendor")),
        })
        .check(z.describe("One event: its date and what happened")),
    )
    .check(
      z.minLength(1, "list at least the publication"),
      z.describe("The advisory's history, oldest first, ending with its publication"),
    ),
  /** Changes after publication, oldest first: each is a revision of the CSAF document. */
  updates: z.optional(
    z
      .array(
        z
          .strictObject({
            date: isoDate.check(z.describe("The day of the change, as YYYY-MM-DD")),
            summary: text.check(z.describe("What changed")),
          })
          .check(z.describe("One change: its date and what changed")),
      )
      .check(z.describe("Changes after publication, oldest first")),
  ),
  credit: text.check(z.describe("Who found or reported it")),
});

export const labFrontmatterSchema = z.strictObject({
  ...seoSchema.shape,
  date: isoDate.check(z.describe("The day the entry is published, as YYYY-MM-DD")),
  kind: z
    .enum(LAB_KINDS, `use one of: ${LAB_KINDS.join(", ")}`)
    .check(z.describe("What the entry is: an advisory, research or a tool")),
  tags: z
    .array(
      text.check(z.describe("One topic, e.g. Backup")),
      "list the tags, e.g. [Backup, Windows]",
    )
    .check(
      z.minLength(1, "give at least one tag"),
      z.maxLength(6, "give at most 6 tags"),
      z.describe("One to six topics the entry is about, e.g. Backup"),
    ),
  author: text.check(
    z.describe("Who wrote it, with their team, e.g. Lena Hoffmann, e-mail security"),
  ),
  advisory: z.optional(
    advisorySchema.check(z.describe("An advisory's facts, for its table and CSAF document")),
  ),
});

type Frontmatter = z.infer<typeof labFrontmatterSchema>;
export type Advisory = NonNullable<Frontmatter["advisory"]>;

/** An entry as the listing needs it: everything but the body. */
export interface LabSummary extends Frontmatter {
  slug: string;
  /** "/labs/<slug>". */
  path: string;
}

/** An entry with its body, for its page, the feeds, CSAF and search. */
export interface LabEntry extends LabSummary {
  /** The Markdown body as HTML. */
  html: string;
  /** Schema.org Article for the page. */
  jsonLd: JsonLd[];
}

/** The slug of a file name: "restore-drill-1-0.md" is "restore-drill-1-0". */
export function labSlug(file: string): string {
  const match = /(?:^|\/)([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/.exec(file);
  if (!match?.[1]) {
    throw new ContentError(file, [
      "name Labs files in lower-case kebab-case, ending in .md (e.g. restore-drill-1-0.md)",
    ]);
  }
  return match[1];
}

/** The advisory's facts that the schema cannot check alone: the score agrees with the vector. */
function advisoryProblems(
  advisory: Advisory | undefined,
  kind: LabKind,
  published: string,
): string[] {
  if (kind !== "advisory")
    return advisory ? ["advisory: only entries of kind advisory have it"] : [];
  if (!advisory) return ["advisory: an advisory needs its id, remediation, timeline and credit"];
  const problems: string[] = [];
  if (advisory.cvss) {
    const computed = cvss31BaseScore(advisory.cvss.vector);
    if (computed !== advisory.cvss.score) {
      problems.push(`advisory.cvss.score: the vector's base score is ${computed}`);
    }
  }
  if ((advisory.cve || advisory.cvss || advisory.cwe) && !advisory.products) {
    problems.push("advisory.products: a vulnerability needs the products it affects");
  }
  if (advisory.products && !advisory.cwe) {
    problems.push("advisory.cwe: a vulnerability names its weakness (CWE id and name)");
  }
  if (!advisory.products && !advisory.references?.length) {
    problems.push(
      "advisory.references: an advisory without products (a threat) needs a reference to read on",
    );
  }
  const dates = advisory.timeline.map((event) => event.date);
  if (dates.join() !== [...dates].sort().join()) {
    problems.push("advisory.timeline: list the events oldest first");
  }
  const updates = advisory.updates?.map((update) => update.date) ?? [];
  if (updates.some((date, index) => date <= (updates[index - 1] ?? published))) {
    problems.push(
      "advisory.updates: list them oldest first, each after the one before and after the date",
    );
  }
  return problems;
}

function articleJsonLd(entry: LabSummary): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": entry.kind === "research" ? "ScholarlyArticle" : "Article",
    headline: entry.title,
    description: entry.description,
    datePublished: entry.date,
    dateModified: entry.advisory?.timeline.at(-1)?.date ?? entry.date,
    author: { "@type": "Person", name: entry.author.replace(/,.*$/, "") },
    publisher: { "@type": "Organization", name: site.brand, url: site.origin },
    mainEntityOfPage: `${site.origin}${entry.path}`,
    url: `${site.origin}${entry.path}`,
    keywords: entry.tags.join(", "),
    ...(entry.advisory ? { identifier: entry.advisory.id } : {}),
  };
}

/**
 * The article's Markdown as HTML, through the blog's renderer (its tag allowlist). A code block
 * scrolls sideways on a narrow screen, so it takes the keyboard focus that scrolling needs.
 */
function renderBody(file: string, body: string): string {
  try {
    return renderMarkdown(file, body).replaceAll("<pre>", '<pre tabindex="0">');
  } catch (error) {
    if (!(error instanceof ArticleError)) throw error;
    throw new ContentError(file, [`body: ${error.message.replace(/^Blog article [^:]+: /, "")}`]);
  }
}

/** Reads one Labs file; `file` is its path from the repository root. */
export function parseLabEntry(file: string, source: string, variables: ContentVariables): LabEntry {
  const { data, where, body } = readFrontmatter(file, source);
  return checkLabEntry(file, data, body, variables, where);
}

/**
 * parseLabEntry's checks of an entry already read (the browser editor's, app/admin/checks.ts):
 * its frontmatter as data, its body as written.
 */
export function checkLabEntry(
  file: string,
  frontmatter: unknown,
  written: string,
  variables: ContentVariables,
  where: LocatedYaml["where"],
): LabEntry {
  const slug = labSlug(file);
  const { data, body } = checkFrontmatterData(
    file,
    frontmatter,
    written,
    variables,
    labFrontmatterSchema,
    where,
  );
  const problems = advisoryProblems(data.advisory, data.kind, data.date);
  if (problems.length > 0) {
    throw new ContentError(
      file,
      problems.map((problem) => {
        const [field = "", message = ""] = problem.split(/: (.*)/s);
        return `${where(field.split("."))}: ${message}`;
      }),
    );
  }
  if (body.trim() === "") throw new ContentError(file, ["write the article after the frontmatter"]);
  const summary: LabSummary = { ...data, slug, path: labPath(slug) };
  return { ...summary, html: renderBody(file, body), jsonLd: [articleJsonLd(summary)] };
}

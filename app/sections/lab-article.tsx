import { labsCopy } from "~/content/labs-copy";
import { longDate } from "~/lib/dates";
import type { LabEntry } from "~/lib/labs/entry";
import { labCsafPath } from "~/lib/labs/paths";
import { pageMeta } from "~/lib/meta";

import { LabKindBadge } from "./article-list";

import "~/styles/sections/_article-list.scss";
import "~/styles/sections/_lab-article.scss";

/** The route's `meta`: title, description, canonical, social card and the Article JSON-LD. */
export function labArticleMeta(entry: LabEntry) {
  return pageMeta({
    title: entry.title,
    description: entry.description,
    path: entry.path,
    jsonLd: entry.jsonLd,
  });
}

/** An advisory's facts as a table: id, CVE, score, products, fix, timeline, credit. */
function AdvisoryFacts({ advisory }: { advisory: NonNullable<LabEntry["advisory"]> }) {
  const labels = labsCopy.advisory;
  return (
    <table className="lab-advisory-table">
      <caption>{labels.caption}</caption>
      <tbody>
        <tr>
          <th scope="row">{labels.id}</th>
          <td>{advisory.id}</td>
        </tr>
        <tr>
          <th scope="row">{labels.severity}</th>
          <td>{advisory.severity}</td>
        </tr>
        {advisory.cve && (
          <tr>
            <th scope="row">{labels.cve}</th>
            <td>{advisory.cve}</td>
          </tr>
        )}
        {advisory.cvss && (
          <tr>
            <th scope="row">{labels.cvss}</th>
            <td>
              {advisory.cvss.score} <code>{advisory.cvss.vector}</code>
            </td>
          </tr>
        )}
        {advisory.products?.map((product) => (
          <tr key={product.name}>
            <th scope="row">{product.name}</th>
            <td>
              {labels.affected} {product.affected.replace(/^</, "before ")}; {labels.fixed}{" "}
              {product.fixed}
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row">{labels.remediation}</th>
          <td>{advisory.remediation}</td>
        </tr>
        <tr>
          <th scope="row">{labels.timeline}</th>
          <td>
            <ul className="lab-timeline list-unstyled">
              {advisory.timeline.map((event) => (
                <li key={`${event.date}-${event.event}`}>
                  <time dateTime={event.date}>{longDate(event.date)}</time>: {event.event}
                </li>
              ))}
            </ul>
          </td>
        </tr>
        <tr>
          <th scope="row">{labels.credit}</th>
          <td>{advisory.credit}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** One Labs entry's page: its kind, date and author, the advisory's facts, then the article. */
export function LabArticle({ entry }: { entry: LabEntry }) {
  const copy = labsCopy.article;
  return (
    <article className="section lab-article" aria-labelledby="lab-article-title">
      <div className="container">
        <p className="lab-article-back">
          <a href={copy.back.href}>{copy.back.label}</a>
        </p>
        <p className="article-meta">
          <LabKindBadge kind={entry.kind} label={labsCopy.kinds[entry.kind].label} />
          <time dateTime={entry.date}>{longDate(entry.date)}</time>
          {entry.advisory && <span className="article-reference">{entry.advisory.id}</span>}
        </p>
        <h1 id="lab-article-title" className="lab-article-title">
          {entry.title}
        </h1>
        <p className="lab-article-lead">{entry.description}</p>
        <p className="lab-article-byline">
          {copy.by} {entry.author}
        </p>
        {entry.advisory && (
          <>
            <AdvisoryFacts advisory={entry.advisory} />
            <p>
              <a href={labCsafPath(entry.advisory.id, entry.date)}>{copy.csaf}</a>
            </p>
          </>
        )}
        <div className="lab-article-body" dangerouslySetInnerHTML={{ __html: entry.html }} />
        <ul className="article-tags list-unstyled" aria-label={copy.tagsLabel}>
          {entry.tags.map((tag) => (
            <li key={tag}>
              <a href={`/labs?tag=${encodeURIComponent(tag)}`}>{tag}</a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

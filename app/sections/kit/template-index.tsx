import { Link } from "react-router";
import * as z from "zod/mini";

import { type TemplateEntry, templateGroups } from "~/content/templates/catalog";
import type { Fields } from "~/lib/content/vocab/section";

import "~/styles/kit/_template-index.scss";

/** A wireframe of a page in its theme's colours: header, hero, a row of cards. */
function PagePreview({ entry }: { entry: TemplateEntry }) {
  return (
    <svg
      className="kit-preview"
      viewBox="0 0 320 200"
      width={320}
      height={200}
      aria-hidden="true"
      focusable="false"
      data-tpl-theme={entry.theme}
    >
      <rect width={320} height={200} className="kit-preview-bg" />
      <rect width={320} height={22} className="kit-preview-bar" />
      <circle cx={16} cy={11} r={5} className="kit-fill-1" />
      <rect x={20} y={44} width={130} height={12} rx={4} className="kit-preview-ink" />
      <rect x={20} y={62} width={100} height={12} rx={4} className="kit-preview-ink" />
      <rect x={20} y={84} width={120} height={6} rx={3} className="kit-preview-soft" />
      <rect x={20} y={96} width={60} height={16} rx={8} className="kit-fill-1" />
      <rect x={172} y={38} width={128} height={80} rx={10} className="kit-fill-3" />
      <circle cx={236} cy={78} r={22} className="kit-fill-2" />
      {[20, 120, 220].map((x) => (
        <rect key={x} x={x} y={134} width={80} height={50} rx={8} className="kit-preview-card" />
      ))}
    </svg>
  );
}

/**
 * What a content file gives the template index: nothing to write. Its groups and cards are the
 * catalogue of template pages (app/content/templates/catalog.ts), joined at build time, so the
 * index and the catalogue cannot disagree.
 */
export const schema = z.strictObject({});

/** The index's props: every group of the catalogue. */
export const resolve = (fields: Fields<typeof schema>) => ({ ...fields, groups: templateGroups });

export type TemplateIndexProps = ReturnType<typeof resolve>;

/** Every template page, grouped, each with a preview card; pages not built yet say so. */
export function TemplateIndex({ groups }: TemplateIndexProps) {
  return (
    <>
      <nav className="container kit-index-nav" aria-label="Template groups">
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>
                {group.title} <span className="kit-muted">({group.entries.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group, index) => (
        <section
          key={group.id}
          id={group.id}
          className={index % 2 ? "kit-section kit-soft" : "kit-section"}
          aria-labelledby={`${group.id}-title`}
        >
          <div className="container">
            <div className="kit-heading kit-heading-start">
              <h2 id={`${group.id}-title`} className="kit-title">
                {group.title}
              </h2>
              <p className="kit-intro">{group.intro}</p>
            </div>
            <ul className="kit-grid kit-grid-4">
              {group.entries.map((entry) => (
                <li key={entry.route} className="kit-card kit-index-card">
                  <PagePreview entry={entry} />
                  <h3 className="kit-index-name">
                    {entry.built ? <Link to={entry.route}>{entry.name}</Link> : entry.name}
                  </h3>
                  <p className="kit-muted">{entry.summary}</p>
                  <p className="kit-index-path">
                    <code>{entry.route}</code>
                    {!entry.built && (
                      <span className="kit-index-soon">Coming in a later release</span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}

import page from "~/content/generated/pages/labs";
import { labsFeedPath, labsFeedTitle } from "~/content/labs";
import { labEntries } from "~/content/labs-entries";
import { type SectionComponents, Sections } from "~/lib/content/sections-view";
import { labsJsonFeedPath } from "~/lib/labs/paths";
import { pageMeta } from "~/lib/meta";
import { fillPlaceholders } from "~/lib/placeholders";
import { CtaBanner } from "~/sections/cta-banner";
import { LabsEntries } from "~/sections/labs-entries";
import { NewsletterSection } from "~/sections/newsletter-section";
import { OpenTools } from "~/sections/open-tools";
import { PageHeader } from "~/sections/page-header";

import type { Route } from "./+types/labs";

// The page's copy is content/pages/labs.md; its list (LabsEntries) reads the entries under
// content/labs/. This module adds what the generated one has not: the feeds' <link
// rel="alternate">, and the header's facts that count the entries and tools ({latestAdvisory},
// {toolCount}; a fact whose value has no advisory to name is left out).
const components: SectionComponents = {
  CtaBanner,
  LabsEntries,
  NewsletterSection,
  OpenTools,
  PageHeader,
};

const latestAdvisory = labEntries.find((entry) => entry.kind === "advisory")?.reference;
const tools = page.sections.find((entry) => entry.section === "OpenTools");
const facts = {
  toolCount: Array.isArray(tools?.items) ? tools.items.length : 0,
  ...(latestAdvisory ? { latestAdvisory } : {}),
};

/** A section's fields with the facts above filled into its header's values. */
function withFacts<Fields extends Record<string, unknown>>(fields: Fields): Fields {
  const box = fields.facts as { items: { label: string; value: string }[] } | undefined;
  if (!box) return fields;
  const items = box.items
    .filter((item) => latestAdvisory || !item.value.includes("{latestAdvisory}"))
    .map((item) => ({ ...item, value: fillPlaceholders(item.value, facts) }));
  return { ...fields, facts: { ...box, items } };
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: labsFeedTitle, href: labsFeedPath },
  { rel: "alternate", type: "application/feed+json", title: labsFeedTitle, href: labsJsonFeedPath },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: page.title, description: page.description, path: page.path });

// The file's sections, its header's facts filled in.
const sections = page.sections.map((entry) =>
  entry.section === "PageHeader" ? withFacts(entry) : entry,
);

export default function Labs() {
  return <Sections sections={sections} components={components} where={page.path} />;
}

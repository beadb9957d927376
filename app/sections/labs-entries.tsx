/**
 * The Labs entries as a filterable list (ArticleList), under the name content files give it
 * (`section: LabsEntries`): the file writes the list's words, the entries are the files under
 * content/labs/ (newest first), each linking its own page at /labs/<slug>.
 */
import * as z from "zod/mini";

import { kinds } from "~/content/labs-copy";
import { labEntries } from "~/content/labs-entries";
import { actionLink, headingId, sectionIntro, template, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { ArticleList } from "./article-list";

/**
 * Its heading, the filter's labels and its feed link. The entries themselves are the files
 * under content/labs/.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  filter: z
    .strictObject({
      label: text(1, 80).check(z.describe("Legend of the kind filter")),
      allLabel: text(1, 40).check(z.describe('The "all kinds" choice')),
      tagsLabel: text(1, 80).check(z.describe("Label of the tags")),
      clearTag: template(["tag"], 80).check(z.describe("The button that clears the chosen tag")),
      count: template(["shown", "total"], 80).check(
        z.describe("The live count of a filtered list"),
      ),
      countAll: template(["total"], 80).check(z.describe("The count when nothing is filtered")),
    })
    .check(z.describe("The filter's words")),
  feed: actionLink.check(z.describe("The link to the Labs feed")),
});

export type LabsEntriesProps = Fields<typeof schema>;

export function LabsEntries(props: LabsEntriesProps) {
  return <ArticleList {...props} items={labEntries} kinds={kinds} />;
}

/**
 * The Labs entries as a filterable list (ArticleList), under the name content files give it
 * (`section: LabsEntries`): the file writes the list's words, the entries are the files under
 * content/labs/ (newest first), each linking its own page at /labs/<slug>.
 */
import { kinds } from "~/content/labs-copy";
import { labEntries } from "~/content/labs-entries";

import { ArticleList, type ArticleListProps } from "./article-list";

export type LabsEntriesProps = Omit<ArticleListProps, "items" | "kinds">;

export function LabsEntries(props: LabsEntriesProps) {
  return <ArticleList {...props} items={labEntries} kinds={kinds} />;
}

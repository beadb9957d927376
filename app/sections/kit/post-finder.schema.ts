/**
 * What the template kit's post finder (kit/post-finder.tsx) takes from a content file: the posts
 * it searches and filters by topic (the topics are the posts' own).
 */
import * as z from "zod/mini";

import { elementId } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { PostFinderProps } from "./post-finder";
import { kitPost } from "./post-grid.schema";

export const postFinderSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  posts: z.array(kitPost).check(z.minLength(1, "list the posts")),
  tone: kitTone,
  anchor: kitAnchor,
});

/** Whatever passes the schema is the section's props, with each icon by name. */
export const postFinderFields = (
  fields: z.infer<typeof postFinderSchema>,
): IconNamed<PostFinderProps> => fields;

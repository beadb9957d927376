import Search from "lucide-react/icons/search";
import { useId, useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";
import * as z from "zod/mini";

import { Glyph } from "~/components/ui/icon";
import { headingId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { filterPosts, topicsOf } from "~/lib/filter-posts";

import { kitPost, PostCard } from "./post-card";
import { KitSection } from "./section";

/**
 * What a content file gives the post finder: the posts it searches and filters by topic (the
 * topics are the posts' own).
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  posts: z
    .array(kitPost)
    .check(
      z.minLength(1, "list the posts"),
      z.describe("The posts to search and filter, in order"),
    ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type PostFinderProps = Drawn<Fields<typeof schema>>;

/** Posts with a search field and topic chips that filter them as you type or pick. */
export function PostFinder({ id, heading, posts, tone, anchor }: PostFinderProps) {
  const [topic, setTopic] = useState("All");
  const [query, setQuery] = useState("");
  const searchId = useId();
  const shown = filterPosts(posts, topic, query);
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone}>
      <div className="kit-finder-tools">
        <div className="kit-finder-search">
          <label htmlFor={searchId} className="visually-hidden">
            Search posts
          </label>
          <Glyph icon={Search} size={18} />
          <input
            id={searchId}
            type="search"
            className="kit-input"
            placeholder="Search posts"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <ToggleButtonGroup
          aria-label="Topics"
          className="kit-chips"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[topic]}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (key !== undefined) setTopic(String(key));
          }}
        >
          {["All", ...topicsOf(posts)].map((name) => (
            <ToggleButton key={name} id={name} className="kit-chip">
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <p className="visually-hidden" role="status">
        {shown.length === 1 ? "1 post" : `${shown.length} posts`}
      </p>
      {shown.length > 0 ? (
        <ul className="kit-grid kit-grid-3">
          {shown.map((post) => (
            <li key={post.title}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="kit-finder-empty">No posts match that search. Try another word or topic.</p>
      )}
    </KitSection>
  );
}

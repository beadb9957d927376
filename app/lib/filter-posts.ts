/** Filtering of sample posts by topic and search words (the blog landing's featured posts). */

export interface Filterable {
  title: string;
  excerpt: string;
  topic: string;
}

/** Topic "All" keeps every topic; each search word must appear in the title, excerpt or topic. */
export function filterPosts<T extends Filterable>(
  posts: readonly T[],
  topic: string,
  query: string,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (topic !== "All" && post.topic !== topic) return false;
    const text = `${post.title} ${post.excerpt} ${post.topic}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The distinct topics of the posts, in first-seen order. */
export function topicsOf(posts: readonly Filterable[]): string[] {
  return [...new Set(posts.map((post) => post.topic))];
}

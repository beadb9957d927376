/**
 * Threaded comments as plain data, and the pure operations the comment section runs on them.
 * Sample pages keep new comments in the browser only (nothing is sent).
 */

export interface Comment {
  /** Unique within the thread. */
  id: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  text: string;
  replies: readonly Comment[];
}

/** A copy of `thread` with `comment` added at the end: top-level, or under `parentId`. */
export function addComment(
  thread: readonly Comment[],
  parentId: string | null,
  comment: Comment,
): Comment[] {
  if (parentId === null) return [...thread, comment];
  return thread.map((item) =>
    item.id === parentId
      ? { ...item, replies: [...item.replies, comment] }
      : { ...item, replies: addComment(item.replies, parentId, comment) },
  );
}

/** How many comments the thread holds, replies included. */
export function countComments(thread: readonly Comment[]): number {
  return thread.reduce((sum, item) => sum + 1 + countComments(item.replies), 0);
}

/** Whether the thread holds a comment with this id. */
export function hasComment(thread: readonly Comment[], id: string): boolean {
  return thread.some((item) => item.id === id || hasComment(item.replies, id));
}

/**
 * The state React Router keeps with the browser's current history entry (the `usr` field of
 * `history.state`), read from the history itself. React Router writes a new entry before React
 * renders it, so in an event handler `useLocation().state` can still be the entry before: on a
 * busy device a key press lands in between.
 */
export function currentEntryState(): unknown {
  const entry: unknown = window.history.state;
  return typeof entry === "object" && entry !== null && "usr" in entry ? entry.usr : undefined;
}

/**
 * Groups of on/off settings with a master switch (the notification settings): the master
 * shows whether all, none or some of its group are on, and flips the whole group.
 */

export type Toggles = Readonly<Record<string, boolean>>;

export type GroupState = "on" | "off" | "mixed";

/** All on, all off, or mixed. An empty group counts as off. */
export function groupState(toggles: Toggles, keys: readonly string[]): GroupState {
  const on = keys.filter((key) => toggles[key]).length;
  if (on === 0) return "off";
  return on === keys.length ? "on" : "mixed";
}

/**
 * What the master switch does when pressed: a group that is all on turns off; one that is off
 * or mixed turns all on (as a tri-state checkbox does). Other settings are left alone.
 */
export function toggleGroup(toggles: Toggles, keys: readonly string[]): Toggles {
  const on = groupState(toggles, keys) !== "on";
  const next = { ...toggles };
  for (const key of keys) next[key] = on;
  return next;
}

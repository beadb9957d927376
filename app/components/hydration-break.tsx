import { type ReactNode, Suspense } from "react";

/**
 * Splits the page's first hydration into separate tasks on Preact (decision 0007).
 *
 * React hydrates in 5 ms slices; Preact hydrates the whole document in one task, which on a
 * throttled phone blocks input for ~100 ms. A break makes its region wait for a task of its
 * own: during the first hydration its child suspends once, Preact keeps the prerendered
 * element as it is, and hydrates it when that task runs. Outside the first hydration (client
 * navigation, the prerender, React in development) it renders its child directly.
 *
 * The child must render exactly one element: Preact keeps one element for a suspended child.
 */
export function HydrationBreak({ children }: { children: ReactNode }) {
  // No boundary in the prerender: React moves a large boundary's HTML out of place and puts it
  // back with a script, which would leave it hidden without JavaScript. Preact hydrates by
  // DOM, so the boundary it adds in the browser needs no markers.
  if (!PREACT_IN_BROWSER) return children;
  return (
    <Suspense fallback={null}>
      <NextTask>{children}</NextTask>
    </Suspense>
  );
}

const PREACT_IN_BROWSER = __PREACT__ && typeof document !== "undefined";
let firstHydration = PREACT_IN_BROWSER;

/** Each break's task, keyed by its child: Preact may drop a suspended component's hooks. */
const gates = new WeakMap<object, { open: boolean; opened: Promise<void> }>();
const opening: Promise<void>[] = [];

function NextTask({ children }: { children: ReactNode }) {
  const key = children as object;
  let gate = gates.get(key);
  if (!gate && firstHydration) {
    const created = { open: false, opened: nextTask().then(() => void (created.open = true)) };
    gates.set(key, created);
    opening.push(created.opened);
    gate = created;
  }
  if (gate && !gate.open) throw gate.opened;
  return children;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Ends the first hydration (breaks mounted later render at once), and calls `callback` once
 * every region behind a break has hydrated: a task after the last one opened.
 */
export function afterHydrationBreaks(callback: () => void): void {
  firstHydration = false;
  void Promise.all(opening)
    .then(nextTask)
    .then(() => {
      opening.length = 0;
      callback();
    });
}

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
 * `name` identifies the region, unique within the page.
 */
export function HydrationBreak({ name, children }: { name: string; children: ReactNode }) {
  // No boundary in the prerender: React moves a large boundary's HTML out of place and puts it
  // back with a script, which would leave it hidden without JavaScript. Preact hydrates by
  // DOM, so the boundary it adds in the browser needs no markers.
  if (!PREACT_IN_BROWSER) return children;
  return (
    <Suspense fallback={null}>
      <NextTask name={name}>{children}</NextTask>
    </Suspense>
  );
}

const PREACT_IN_BROWSER = __PREACT__ && typeof document !== "undefined";
let firstHydration = PREACT_IN_BROWSER;

/**
 * Each region's task, by name: a region that re-renders before its task has run (React
 * Router settles its state during hydration) keeps waiting for the same one.
 */
const gates = new Map<string, { open: boolean; opened: Promise<void> }>();

function NextTask({ name, children }: { name: string; children: ReactNode }) {
  let gate = gates.get(name);
  if (!gate && firstHydration) {
    const created = { open: false, opened: nextTask().then(() => void (created.open = true)) };
    gates.set(name, created);
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
  void Promise.all([...gates.values()].map((gate) => gate.opened))
    .then(nextTask)
    .then(() => {
      gates.clear();
      callback();
    });
}

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

/**
 * The regions' tasks during the first hydration, by name: a region that re-renders before its
 * task has run (React Router settles its state during hydration) keeps waiting for the same one.
 */
export class HydrationGates {
  private gates = new Map<string, { open: boolean; opened: Promise<void>; openNow: () => void }>();

  /** @param hydrating whether the first hydration is still to come (Preact in the browser) */
  constructor(private hydrating: boolean) {}

  /** Throws the promise of region `name`'s task until that task has run (first hydration only). */
  wait(name: string): void {
    let gate = this.gates.get(name);
    if (!gate && this.hydrating) {
      let resolve = () => {};
      const created = {
        open: false,
        opened: new Promise<void>((settle) => (resolve = settle)),
        openNow: () => {
          created.open = true;
          resolve();
        },
      };
      setTimeout(created.openNow, 0);
      this.gates.set(name, created);
      gate = created;
    }
    if (gate && !gate.open) throw gate.opened;
  }

  /**
   * Lets every waiting region hydrate now, and regions yet to mount hydrate with their parent
   * (ends the first hydration). A navigation that starts during the first hydration
   * (a redirecting clientLoader, an early click) must find the regions hydrated: one that
   * hydrated afterwards would hydrate the old page's HTML with the new page, and Preact does
   * not patch attributes while it hydrates.
   */
  openAll(): void {
    this.hydrating = false;
    for (const gate of this.gates.values()) gate.openNow();
  }

  /**
   * Ends the first hydration (regions mounted later render at once), and calls `callback` once
   * every region has hydrated: a task after the last one opened.
   */
  afterAll(callback: () => void): void {
    this.hydrating = false;
    void Promise.all([...this.gates.values()].map((gate) => gate.opened))
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => {
        this.gates.clear();
        callback();
      });
  }
}

const gates = new HydrationGates(PREACT_IN_BROWSER);

function NextTask({ name, children }: { name: string; children: ReactNode }) {
  gates.wait(name);
  return children;
}

/** Hydrates every region still waiting for its task, at once (HydrationGates.openAll). */
export const openHydrationBreaks = (): void => gates.openAll();

/** Calls `callback` once every region behind a break has hydrated (HydrationGates.afterAll). */
export const afterHydrationBreaks = (callback: () => void): void => gates.afterAll(callback);

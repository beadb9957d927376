// Types for interactive-kinds.mjs (plain JavaScript, so Node runs it in scripts/first-input.mjs
// and the cross-engine suite without a build step; the Playwright specs import it too).
import type { Page } from "@playwright/test";

/** How a driver finds the element: the nth (from the end when negative) match of `selector`
 * whose accessible name is `name`, when given. */
export interface Target {
  selector: string;
  name?: string;
  nth?: number;
  /** The attribute markTarget marks it with (data-kind-target). */
  attribute?: string;
}

export type Gesture =
  | { type: "click" }
  | { type: "tap" }
  | { type: "hover" }
  | { type: "key"; key: string }
  /** Picks another option of the select. */
  | { type: "select" }
  | { type: "type"; text: string }
  /** Autofills the form (target), clicks the first match of each choice in it, presses its
   * last submit button; `done` is the selector of what an accepted submit shows. */
  | { type: "form"; choices: string[]; done: string };

export interface InteractiveKind {
  kind: string;
  path: string;
  /** [width, height]; 1400 × 900 when absent. */
  viewport?: [number, number];
  /** Touch input (taps). */
  touch?: boolean;
  /** prefers-reduced-motion: reduce (a driver that cannot ask for it presses `pause`). */
  reducedMotion?: boolean;
  /** The control that stops the page's own motion. */
  pause?: Target;
  /** The page is scrolled this far before the gesture. */
  scrollY?: number;
  target: Target;
  gesture: Gesture;
  /** Runs in the page just before the gesture; its result is passed to `effect`. */
  before?: () => unknown;
  /** Runs in the page: how many times the input took effect (1 right, 0 lost, 2 doubled). */
  effect: (state: { before: unknown; gesture: Gesture }) => number;
  /** false: not an input made at `load` (not in the early-input spec or perf). */
  early?: false;
  /** Run by the cross-engine suite in Firefox and WebKitGTK. */
  engines?: true;
}

export const INTERACTIVE_KINDS: InteractiveKind[];
export const EARLY_KINDS: InteractiveKind[];
export const ENGINE_KINDS: InteractiveKind[];
export const DEFAULT_VIEWPORT: [number, number];
export const TARGET: string;
export const FILLABLE: string;
export function markTarget(target: Target): "none" | "hidden" | "shown";
export function fillForm(
  root: Element | null,
  options: { fillable: string; seed: string; write: "all" | "selects" | "none" },
): (string | null)[];
export function actInPlaywright(page: Page, row: InteractiveKind, seed: string): Promise<unknown>;
export function gestureInPlaywright(page: Page, row: InteractiveKind, seed: string): Promise<void>;
export function effectInPlaywright(
  page: Page,
  row: InteractiveKind,
  before: unknown,
): Promise<number>;

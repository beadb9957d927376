// Types for what the Playwright specs use of checks.mjs (the cross-engine suite is plain
// JavaScript: Node runs it without a build step).
export interface Landing {
  top: number;
  expected: number;
  atEnd: boolean;
  atStart: boolean;
  sticky: boolean;
  inView: boolean;
}
export function measureLanding(id: string): Landing | null;
export function landedRight(landing: Landing | null): boolean;
export function inPageAnchors(html: string, path: string): string[];
export const SHARED_ANCHORS: Record<string, string>;
export function freshAnchor(path: string, ids: string[]): string | undefined;

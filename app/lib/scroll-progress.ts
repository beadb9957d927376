/** Fraction (0–1) of the page scrolled; 0 when the page cannot scroll. */
export function scrollProgress(
  scrollY: number,
  scrollHeight: number,
  viewportHeight: number,
): number {
  const scrollable = scrollHeight - viewportHeight;
  if (!(scrollable > 0)) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

/** stroke-dashoffset that draws `progress` of a circle of radius `radius`. */
export function ringDashOffset(progress: number, radius: number): number {
  const circumference = 2 * Math.PI * radius;
  return circumference * (1 - Math.min(1, Math.max(0, progress)));
}

import type { CompiledContent } from "./content-data.mjs";

/** What the Open Graph image of each indexable page says. */
export function ogPages(
  content: CompiledContent,
): { path: string; title: string; description: string; brand: string; url: string }[];

/** The SVG of one Open Graph image. */
export function ogSvg(page: {
  title: string;
  description: string;
  brand: string;
  url: string;
  mark: string;
}): string;

/** Greedy word wrap into at most `maxLines` lines of `maxWidth` px. */
export function wrapText(
  text: string,
  size: number,
  maxWidth: number,
  maxLines: number,
  bold?: boolean,
): string[];

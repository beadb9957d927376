export const FONT_SUBSET: Readonly<{
  file: string;
  manifest: string;
  scss: string;
  weights: Readonly<{ min: number; max: number }>;
}>;
export const BASE_CHARACTERS: string;
export function sourceCharacters(texts: Iterable<string>): Set<string>;
export function unicodeRange(characters: Iterable<string>): string;
export function readAppSources(dir: string): string[];
export const COPY_DIRS: string[];
export function readCopySources(): string[];

export const FONT_SUBSET: Readonly<{
  file: string;
  manifest: string;
  scss: string;
  weights: Readonly<{ min: number; max: number }>;
  cacheDir: string;
  budgetBytes: number;
}>;
export const BASE_CHARACTERS: string;
export function sourceCharacters(texts: Iterable<string>): Set<string>;
export function unicodeRange(characters: Iterable<string>): string;
export function readAppSources(dir: string): string[];
export const COPY_DIRS: string[];
export const COPY_FILE: RegExp;
export function readCopySources(dirs?: string[]): string[];
export function copyCharacters(dirs?: string[]): string[];
export interface FontSubsetResult {
  /** unchanged: nothing written; cached: written from the cache; subset: cut now. */
  status: "unchanged" | "cached" | "subset";
  bytes: number;
  characters: string[];
  hash: string;
}
export function ensureFontSubset(options?: {
  dirs?: string[];
  out?: { file: string; manifest: string; scss: string };
  cacheDir?: string;
  force?: boolean;
}): Promise<FontSubsetResult>;

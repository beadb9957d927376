export const CONTRACT_NAMES: ReadonlySet<string>;
export const PROSE_KEYS: ReadonlySet<string>;
export function shiftLetters(text: string): string;
export function rewriteProse(text: string): string;
export function isProse(key: string | undefined, value: string): boolean;
export function rewriteYaml(source: string): string;
export function rewriteMarkdown(body: string): string;
export function rewriteMarkdownFile(source: string): string;
export function rewriteContent(root: string): string[];

export function isFolderListing(relativePath: string): boolean;
export function urlPathForHtmlFile(relativePath: string): string;
export function listBuildFiles(dir: string): string[];
export function listHtmlFiles(dir: string): string[];
export function isEditorFile(relativePath: string): boolean;
export function urlPathForEditorFile(relativePath: string): string;

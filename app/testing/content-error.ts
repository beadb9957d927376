import { ContentError } from "~/lib/content/yaml";

/** The message the build shows when `check` refuses a content file, or "" when it passes. */
export function contentErrorMessage(check: () => unknown): string {
  try {
    check();
    return "";
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
}

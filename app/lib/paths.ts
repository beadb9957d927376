/** Where the prerendered not-found page is written; the server answers unknown paths with it (404). */
export const NOT_FOUND_PATH = "/404";

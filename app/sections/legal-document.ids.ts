/**
 * The id a legal document gives its table of contents, which every section links back to:
 * shared by the component and the build-time check of the anchors its text links to (kept apart
 * from legal-document.tsx, whose styles the build's checks do not load).
 */
export const LEGAL_CONTENTS_ID = "contents";

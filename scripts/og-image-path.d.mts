/** Site-relative path of the Open Graph image for a page path, e.g. "/og/home.png". */
export function ogImagePath(pagePath: string): string;

/** Size of every Open Graph image, in pixels. */
export const OG_IMAGE_SIZE: Readonly<{ width: 1200; height: 630 }>;

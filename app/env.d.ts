/** Comma-separated ShadowCradle hostnames, fixed at build time (see vite.shared.ts). */
declare const __SHADOWCRADLE_HOSTS__: string;

/** The year the site was built (see vite.shared.ts). */
declare const __BUILD_YEAR__: number;

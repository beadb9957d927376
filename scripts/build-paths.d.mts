export const CLIENT_DIR: string;
export const CSP_MANIFEST: string;
export const SERVER_ENTRY: string;
export const DEPLOY_DIR: string;
export const DEPLOY_CLI: string;
export const SEARCH_INDEX: string;
export const EDITOR_DIR: string;
export const EDITOR_POLICY: string;

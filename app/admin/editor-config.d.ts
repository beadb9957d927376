// The module vite.admin.ts makes at build time (editorConfig()).
declare module "virtual:cradlesec/editor-config" {
  const editor: {
    /** Sveltia CMS's configuration, `load_config_file: false`. */
    config: Record<string, unknown>;
    /** false: no forge configured for this build; only local editing works. */
    configured: boolean;
  };
  export default editor;
}

// The plugins of the /admin/ build (vite.admin.config.ts; decision 0033): the editor's
// configuration, generated at build time from the content declaration and the schemas.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

import { type Plugin, runnerImport } from "vite";

import type * as Site from "./app/lib/content/editor/site.ts";
import { RUNNER } from "./vite.content.ts";

/** The module main.ts imports the configuration from. */
export const EDITOR_CONFIG_MODULE = "virtual:cradlesec/editor-config";

/**
 * `virtual:cradlesec/editor-config`: `{ config, configured }`, made in Node from
 * siteSveltiaConfig() with the forge of the build's environment (EDITOR_*). Writes the origins the
 * forge needs to `policyFile`, which the server's and the deploy files' CSP of /admin/ read.
 */
export function editorConfig(policyFile: string, env: NodeJS.ProcessEnv = process.env): Plugin {
  const resolved = `\0${EDITOR_CONFIG_MODULE}`;
  let made: ReturnType<typeof Site.siteSveltiaConfig> | undefined;
  return {
    name: "cradlesec:editor-config",
    resolveId: (id) => (id === EDITOR_CONFIG_MODULE ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined;
      const site = await runnerImport<typeof Site>("app/lib/content/editor/site.ts", RUNNER);
      made = site.module.siteSveltiaConfig(env);
      const { forge, config } = made;
      this.info(
        forge.configured
          ? `forge ${forge.forge} ${String(forge.backend.repo)}, ${forge.publishMode ?? "direct commits"}`
          : "no forge configured (EDITOR_FORGE): local editing only",
      );
      return `export default ${JSON.stringify({ config, configured: forge.configured })};`;
    },
    writeBundle() {
      if (!made) throw new Error("editor-config: the configuration was never imported");
      mkdirSync(dirname(policyFile), { recursive: true });
      writeFileSync(policyFile, `${JSON.stringify(made.forge.origins, null, 2)}\n`);
    },
  };
}

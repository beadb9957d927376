// The local editor for browser tests (`npm run edit`, scripts/edit.mjs) on a throwaway copy of the
// repository's content: tempRepoCopy() makes the copy (a git repository with one commit, so that
// a test can read the diff of an edit), startEditServer() serves the editor on it.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";

import { test } from "@playwright/test";

/** The folders of the repository the editor reads and writes, and what the content checks read. */
const COPIED = ["content", "public", "content.config.ts"];

/**
 * A temporary git repository holding a copy of content/ and public/ (one commit). With
 * `generators`, also the app's code (a copy of app/ and a link to node_modules, left out of git)
 * so that `node scripts/content-outputs.mjs --root DIR` can run the content layer's own
 * generators on what the editor wrote.
 */
export function tempRepoCopy(from = process.cwd(), { generators = false } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "cradlesec-edit-repo-"));
  for (const path of COPIED) cpSync(join(from, path), join(dir, path), { recursive: true });
  if (generators) {
    cpSync(join(from, "app"), join(dir, "app"), {
      recursive: true,
      filter: (path) => !path.includes(`${sep}generated`),
    });
    symlinkSync(join(from, "node_modules"), join(dir, "node_modules"));
    writeFileSync(join(dir, ".gitignore"), "/app/\n/node_modules\n");
  }
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
      cwd: dir,
      stdio: "ignore",
    });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "Copy of the content");
  return dir;
}

/**
 * Starts `node scripts/edit.mjs --root ROOT --port 0` (the built /admin/ of this checkout) and
 * resolves once it listens: `url` is the editor's, `stop` ends the process.
 */
export async function startEditServer({
  root,
}: {
  root: string;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["scripts/edit.mjs", "--root", root, "--port", "0"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`edit server did not start:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /open (http:\/\/127\.0\.0\.1:\d+\/admin\/)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`edit server exited (${code}):\n${output}`));
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, stop };
}

/**
 * For the tests of the file or `describe` block it is called in: a copy of the repository
 * (tempRepoCopy, with its `generators` option) served by the edit server, made before the first
 * test and stopped and removed after the last. `repo` and `url` are read inside the tests.
 */
export function useEditServer(options: { generators?: boolean } = {}): {
  readonly repo: string;
  readonly url: string;
} {
  let repo = "";
  let server: Awaited<ReturnType<typeof startEditServer>> | undefined;
  test.beforeAll(async () => {
    repo = tempRepoCopy(process.cwd(), options);
    server = await startEditServer({ root: repo });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (repo) rmSync(repo, { recursive: true, force: true });
  });
  return {
    get repo() {
      return repo;
    },
    get url() {
      if (!server) throw new Error("useEditServer: no edit server before the tests start");
      return server.url;
    },
  };
}

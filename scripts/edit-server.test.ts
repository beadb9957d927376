// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInThisContext } from "node:vm";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { API, fileApi, SHIM, startEditServer } from "./edit-server.mjs";

const root = mkdtempSync(join(tmpdir(), "cradlesec-edit-"));
const adminDir = join(root, "admin-build");
const files: Record<string, string> = {
  "content/pages/home.md": "---\ntitle: Home\n---\n",
  "content/site.yaml": "name: CradleSec\n",
  "public/media/logo.svg": "<svg/>",
  "public/robots.txt": "no",
  "secret.txt": "do not read",
  ".git/config": "[core]",
  "admin-build/index.html":
    '<!doctype html><html><head><script type="module" src="/admin/assets/a.js"></script></head><body></body></html>',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
}
// A link inside content/ that leads out of the repository.
const outside = mkdtempSync(join(tmpdir(), "cradlesec-outside-"));
writeFileSync(join(outside, "passwd"), "root");
symlinkSync(outside, join(root, "content/escape"));

const api = fileApi(root);
let server: Awaited<ReturnType<typeof startEditServer>>;

beforeAll(async () => {
  server = await startEditServer({ root, adminDir });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe("the file API", () => {
  it("refuses any path outside content/ and the media folder", async () => {
    for (const path of [
      "../etc/passwd",
      "content/../secret.txt",
      "secret.txt",
      "public/robots.txt",
      ".git/config",
      "/etc/passwd",
      "content//site.yaml",
      "content\\..\\secret.txt",
      "content/escape/passwd",
    ]) {
      await expect(api.read(path), path).rejects.toMatchObject({ statusCode: expect.any(Number) });
    }
    await expect(api.write("content/escape/new.md", Buffer.from("x"))).rejects.toThrow(/outside/);
    await expect(api.write("package.json", Buffer.from("x"))).rejects.toThrow(/editable/);
    await expect(api.remove("content", true)).rejects.toThrow();
    expect(readFileSync(join(outside, "passwd"), "utf8")).toBe("root");
  });

  it("lists only the way to the editable folders, and answers the .git probe", async () => {
    expect(await api.list("")).toEqual([
      { name: "content", kind: "directory" },
      { name: "public", kind: "directory" },
    ]);
    expect(await api.list("public")).toEqual([{ name: "media", kind: "directory" }]);
    expect((await api.list("content")).map((entry) => entry.name)).toEqual([
      "escape",
      "pages",
      "site.yaml",
    ]);
    expect(await api.stat(".git")).toEqual({ kind: "directory" });
    await expect(api.list(".git")).rejects.toThrow();
  });

  it("writes, reads back, moves and removes", async () => {
    await api.write("content/labs/new/entry.md", Buffer.from("# New\n"));
    expect(readFileSync(join(root, "content/labs/new/entry.md"), "utf8")).toBe("# New\n");
    expect((await api.read("content/labs/new/entry.md")).body.toString()).toBe("# New\n");
    await api.move("content/labs/new/entry.md", "content/labs/moved.md");
    expect((await api.read("content/labs/moved.md")).body.toString()).toBe("# New\n");
    await expect(api.remove("content/labs", false)).rejects.toThrow(/not empty/);
    await api.remove("content/labs", true);
    expect(await api.stat("content/labs")).toEqual({ kind: null });
  });
});

describe("the edit server", () => {
  const origin = () => new URL(server.url).origin;

  it("serves /admin/ with the shim before the editor, and the file API to its own pages only", async () => {
    const page = await (await fetch(server.url)).text();
    expect(page.indexOf(`<script src="${SHIM}"></script>`)).toBeLessThan(
      page.indexOf('type="module"'),
    );
    const list = `${origin()}${API}list?path=`;
    expect((await fetch(list)).status).toBe(403);
    expect((await fetch(list, { headers: { "x-edit-token": server.token } })).status).toBe(200);
    const otherSite = await fetch(list, {
      headers: { "x-edit-token": server.token, origin: "http://localhost:3000" },
    });
    expect(otherSite.status).toBe(403);
    // A page of another name for this address (DNS rebinding): fetch cannot set Host.
    const rebound = await new Promise<number | undefined>((done, failed) => {
      request(
        list,
        { headers: { "x-edit-token": server.token, host: "evil.example" } },
        (response) => {
          response.resume();
          done(response.statusCode);
        },
      )
        .on("error", failed)
        .end();
    });
    expect(rebound).toBe(421);
  });

  it("names its own origin for Sveltia's blob: preview frame, which Firefox and WebKit need", async () => {
    const csp = (await fetch(server.url)).headers.get("content-security-policy");
    expect(csp).toContain(`frame-src 'self' blob: ${origin()};`);
    expect(csp).toContain(`frame-ancestors ${origin()};`);
    const preview = await fetch(`${origin()}/admin/preview.html`);
    expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self';");
  });

  describe("the handle shim, against the API", () => {
    type Handle = {
      kind: string;
      name: string;
      entries(): AsyncIterable<[string, Handle]>;
      getFileHandle(name: string, options?: { create?: boolean }): Promise<Handle>;
      getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<Handle>;
      removeEntry(name: string, options?: { recursive?: boolean }): Promise<void>;
      getFile(): Promise<File>;
      createWritable(): Promise<{ write(data: unknown): Promise<void>; close(): Promise<void> }>;
      move(dir: Handle, name: string): Promise<void>;
      requestPermission(options: object): Promise<string>;
    };
    let picker: () => Promise<Handle>;

    beforeAll(async () => {
      const source = await (await fetch(`${origin()}${SHIM}`)).text();
      expect(source).toContain(server.token);
      const global = globalThis as unknown as Record<string, unknown>;
      global.location = new URL(server.url);
      runInThisContext(source);
      picker = global.showDirectoryPicker as () => Promise<Handle>;
    });

    it("opens the repository as Sveltia checks it: permission, .git, entries", async () => {
      const rootHandle = await picker();
      expect(await rootHandle.requestPermission({ mode: "readwrite" })).toBe("granted");
      expect((await rootHandle.getDirectoryHandle(".git")).kind).toBe("directory");
      const names: string[] = [];
      for await (const [name] of rootHandle.entries()) names.push(name);
      expect(names).toEqual(["content", "public"]);
      const content = await rootHandle.getDirectoryHandle("content");
      const home = await (await content.getDirectoryHandle("pages")).getFileHandle("home.md");
      expect(await (await home.getFile()).text()).toBe(files["content/pages/home.md"]);
      await expect(rootHandle.getFileHandle("secret.txt")).rejects.toMatchObject({
        name: "NotAllowedError",
      });
      await expect(content.getDirectoryHandle("site.yaml")).rejects.toMatchObject({
        name: "TypeMismatchError",
      });
      await expect(content.getFileHandle("missing.md")).rejects.toMatchObject({
        name: "NotFoundError",
      });
    });

    it("saves as Sveltia does: a temporary file, written, then moved into place; and deletes", async () => {
      const content = await (await picker()).getDirectoryHandle("content");
      const pages = await content.getDirectoryHandle("pages", { create: true });
      const temp = await pages.getFileHandle(".sveltia-tmp-1", { create: true });
      const writer = await temp.createWritable();
      await writer.write("---\ntitle: New\n---\n");
      await writer.write(new Blob(["Body\n"]));
      await writer.close();
      await temp.move(pages, "new.md");
      expect(readFileSync(join(root, "content/pages/new.md"), "utf8")).toBe(
        "---\ntitle: New\n---\nBody\n",
      );
      const images = await (
        await (await picker()).getDirectoryHandle("public")
      ).getDirectoryHandle("media");
      const image = await images.getFileHandle("upload.png", { create: true });
      const imageWriter = await image.createWritable();
      await imageWriter.write(new File([new Uint8Array([137, 80, 78, 71])], "upload.png"));
      await imageWriter.close();
      expect([...readFileSync(join(root, "public/media/upload.png"))]).toEqual([137, 80, 78, 71]);
      await pages.removeEntry("new.md");
      await expect(pages.getFileHandle("new.md")).rejects.toMatchObject({ name: "NotFoundError" });
    });
  });
});

// One file, one new Labs entry (issue 32): in a temporary copy of the repository, copy a Labs
// file to a new slug and change its title; the next build has a new page, a new entry on /labs,
// in both feeds, in the sitemap and in the site search. No browser: it reads the build's files.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";

const SOURCE = "content/labs/restore-drill-1-0.md";
const SLUG = "restore-drill-1-1";
const TITLE = "restore-drill 1.1: checks for Linux services";

test("a copied Labs file with a new title is a new page, listed, in both feeds, the sitemap and search", () => {
  test.setTimeout(15 * 60_000);
  const root = mkdtempSync(join(tmpdir(), "labs-new-entry-"));
  try {
    const listed = spawnSync(
      "git",
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
      {
        encoding: "utf8",
      },
    );
    expect(listed.status).toBe(0);
    for (const file of listed.stdout.split("\0").filter(Boolean)) {
      if (file === "node_modules" || !existsSync(file)) continue;
      mkdirSync(join(root, dirname(file)), { recursive: true });
      copyFileSync(file, join(root, file));
    }
    symlinkSync(realpathSync("node_modules"), join(root, "node_modules"));

    const source = readFileSync(join(root, SOURCE), "utf8");
    const copied = source.replace(/^title: .*$/m, `title: "${TITLE}"`);
    expect(copied).not.toBe(source);
    writeFileSync(join(root, `content/labs/${SLUG}.md`), copied);

    const built = spawnSync(process.execPath, ["node_modules/.bin/react-router", "build"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
    });
    expect(built.status, built.stderr.slice(-4000)).toBe(0);
    const client = (path: string) => readFileSync(join(root, "build/client", path), "utf8");

    const page = client(`labs/${SLUG}/index.html`);
    expect(page).toContain(`<h1 id="lab-article-title" class="lab-article-title">${TITLE}</h1>`);
    expect(page).toContain(`<link rel="canonical" href="https://www.cradlesec.com/labs/${SLUG}"/>`);
    expect(page).toMatch(/"@type":"Article"/);

    const listing = client("labs/index.html");
    expect(listing).toContain(`href="/labs/${SLUG}">${TITLE}</a>`);
    // The original stays, under its own title.
    expect(listing).toContain('href="/labs/restore-drill-1-0"');

    const rss = client("labs/rss.xml");
    expect(rss).toContain(`<link>https://www.cradlesec.com/labs/${SLUG}</link>`);
    expect(rss).toContain(`<title>${TITLE}</title>`);
    const feed = JSON.parse(client("labs/feed.json")) as {
      items: { url: string; title: string }[];
    };
    expect(feed.items).toContainEqual(
      expect.objectContaining({ url: `https://www.cradlesec.com/labs/${SLUG}`, title: TITLE }),
    );
    expect(client("sitemap.xml")).toContain(`<loc>https://www.cradlesec.com/labs/${SLUG}</loc>`);

    // The search index, as the build's last step writes it (scripts/build.mjs), finds the new
    // page by the words of its new title.
    const indexFile = join(root, "build/search.sqlite");
    const indexed = spawnSync(
      process.execPath,
      ["scripts/search-index.mjs", "build/client", indexFile],
      { cwd: root, encoding: "utf8" },
    );
    expect(indexed.status, indexed.stderr.slice(-4000)).toBe(0);
    const index = new Database(indexFile, { readonly: true });
    try {
      const words = "Linux services restore drill checks".split(" ");
      const found = index
        .prepare<[string], { url: string }>("SELECT url FROM documents WHERE documents MATCH ?")
        .all(words.map((word) => `"${word}"`).join(" "))
        .map((row) => row.url);
      expect(found).toContain(`/labs/${SLUG}`);
    } finally {
      index.close();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

// The editor's three tasks, as a person does them in the browser (issue 45), on a throwaway copy
// of the repository served by `npm run edit`: a headline edit, a new page from three sections, a
// Labs entry. What a saved file yields is proven with the content layer's own generators on that
// copy (scripts/content-outputs.mjs), not a second build. The build's checks refuse at the field,
// and nothing refused is written.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, type Locator, type Page, test } from "@playwright/test";

import { useEditServer } from "./edit-server";

// One copy and one edit server for the five tasks; a task is a person's minute of typing, which
// takes the test 6 to 20 s on a quiet machine and twice that beside other work.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const server = useEditServer({ generators: true });

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: server.repo, encoding: "utf8" });

// Each task starts from the copy as it was made.
test.beforeEach(() => {
  git("checkout", "--", "content");
  git("clean", "-fdq", "--", "content");
});

/** The lines an edit removed and added in `file`, from git. */
function changedLines(file: string): { removed: string[]; added: string[] } {
  const diff = git("diff", "--unified=0", "--", file).split("\n");
  return {
    removed: diff.filter((l) => l.startsWith("-") && !l.startsWith("---")).map((l) => l.slice(1)),
    added: diff.filter((l) => l.startsWith("+") && !l.startsWith("+++")).map((l) => l.slice(1)),
  };
}

/** Files the editor changed or added under content/ since the copy was made. */
const written = () =>
  git("status", "--porcelain", "--untracked-files=all", "--", "content")
    .split("\n")
    .filter(Boolean);

interface Outputs {
  routes: { pages: string[]; templates: string[]; labs: string[] };
  titles: Record<string, string>;
  sitemap: string;
  labs: string[];
  rss: string;
  jsonFeed: { items: { url: string; title: string }[] };
  search: string[];
}
/** What the copy's content produces, by the content layer's own generators. */
const outputs = (): Outputs =>
  JSON.parse(
    execFileSync(process.execPath, ["scripts/content-outputs.mjs", "--root", server.repo], {
      encoding: "utf8",
    }),
  ) as Outputs;

const today = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

/** A field of the form by its label (Sveltia names each field's group “Label” Field). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole("group", { name: new RegExp(`^“\\W?${label}\\W?” Field$`) });

/**
 * Scrolls the form until `target` is drawn: Sveltia draws a field only once it nears the view.
 */
async function reveal(target: Locator) {
  const page = target.page();
  for (let turn = 0; turn < 40 && (await target.count()) === 0; turn += 1) {
    await page.getByRole("group", { name: /^Edit\W/ }).hover({ position: { x: 20, y: 200 } });
    await page.mouse.wheel(0, 300);
  }
  await target.first().scrollIntoViewIfNeeded();
}

/** Types `value` into the field `label` of `scope`, scrolling to it first. */
async function fill(scope: Page | Locator, label: string, value: string) {
  const input = field(scope, label).last().getByRole("textbox");
  await reveal(input);
  await input.fill(value);
}

/** Signs in to the working copy (no login: npm run edit) and opens `hash` in the editor. */
async function open(page: Page, hash: string) {
  await page.goto(server.url);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByRole("tree", { name: "Collection List" })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(`${server.url}#${hash}`);
  await expect(page.getByRole("group", { name: "Content Editor" })).toBeVisible();
}

/** The preview pane's page: the site's own sections in the preview frame's frame. */
const preview = (page: Page) => page.frameLocator("iframe").first().frameLocator("iframe");

/**
 * With EDITOR_SCREENSHOTS=DIR, each task's steps are also pictured into DIR (docs/editor/ holds
 * the guide's pictures, made so: docs/editor.md).
 */
async function picture(page: Page, name: string) {
  const dir = process.env.EDITOR_SCREENSHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

test("a headline edit: the preview follows, and the file's diff is that line and updated:", async ({
  page,
}) => {
  const file = "content/pages/home.md";
  await open(page, "/collections/company/entries/home");
  const sections = field(page, "Sections");
  await sections.scrollIntoViewIfNeeded();
  const headline = sections.getByRole("textbox", { name: "Title", exact: true }).first();
  const before = await headline.inputValue();
  const after = `${before.replace(/\.$/, "")}, every night.`;
  await headline.fill(after);
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(after);
  await picture(page, "first-edit");
  await save(page);
  await expect.poll(() => changedLines(file).added.length).toBe(2);
  const { removed, added } = changedLines(file);
  expect(removed).toHaveLength(2);
  expect(added).toContainEqual(expect.stringMatching(new RegExp(`^\\s+title: ${escape(after)}$`)));
  expect(added).toContain(`updated: ${today()}`);
  expect(removed).toContainEqual(expect.stringMatching(/^updated: \d{4}-\d\d-\d\d$/));
});

/** `text` as a regular expression's literal. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("a title too long for search results: the field shows the build's message, nothing is written", async ({
  page,
}) => {
  await open(page, "/collections/company/entries/about");
  const title = field(page, "Title").first();
  await title.getByRole("textbox").fill(`${"A very long page title ".repeat(4).trim()}`);
  // The preview prepares the page with the build's own step, and says what it refuses.
  const refused = preview(page).getByText(/^title: /m);
  await expect(refused).toBeVisible();
  await save(page);
  const message = (await refused.textContent())!.replace(/^title: /, "").trim();
  await expect(title.getByText(message)).toBeVisible();
  await picture(page, "check-refused");
  expect(written()).toEqual([]);
});

test("an unknown product: the field shows the build's message, nothing is written", async ({
  page,
}) => {
  await open(page, "/collections/company/entries/home");
  const sections = field(page, "Sections");
  await sections.scrollIntoViewIfNeeded();
  // A product named by the {{products.<slug>.…}} value the copy writes names with.
  const lead = field(sections, "Lead").first();
  await lead.getByRole("textbox").fill("{{products.nocradle.name}} watches every backup.");
  const refused = preview(page).getByText(/^sections\.0\.lead: /m);
  await expect(refused).toBeVisible();
  await expect(refused).toContainText("nocradle");
  await save(page);
  const message = (await refused.textContent())!.replace(/^sections\.0\.lead: /, "").trim();
  await expect(lead.getByText(message)).toBeVisible();
  expect(written()).toEqual([]);
});

/** Adds a section of `type` at the end of the page's sections; resolves to its item. */
async function addSection(page: Page, type: string): Promise<Locator> {
  const sections = field(page, "Sections");
  await sections.getByRole("button", { name: /^Add\W+Sections\W*$/ }).click();
  // By keyboard: the menu lists the 92 sections, and a pointer would first scroll it.
  const choice = page
    .getByRole("menu", { name: "Select List Type" })
    .getByRole("menuitem", { name: type, exact: true });
  await choice.focus();
  await choice.press("Enter");
  // The item: the innermost group with its own "Reorder Item" button and the type's name.
  const item = sections
    .getByRole("group")
    .filter({ has: page.getByRole("button", { name: "Reorder Item" }), hasText: type })
    .last();
  await expect(item).toBeVisible();
  // Named once found: the match above moves to a nested list's item once it has one.
  await item.evaluate((element, name) => element.setAttribute("data-test-section", name), type);
  return sections.locator(`[data-test-section="${type}"]`);
}

/** Adds a call to action to a section's Actions list. */
async function addAction(section: Locator, label: string, href: string) {
  const actions = field(section, "Actions");
  await reveal(actions);
  await actions.getByRole("button", { name: /^Add\W+Actions\W*$/ }).click();
  await fill(actions, "Label", label);
  await fill(actions, "Href", href);
}

/** The slug panel's input: the new file's name, its page's address. */
const slug = (page: Page) =>
  page.getByRole("group", { name: "Slug", exact: true }).getByRole("textbox", { name: "Slug" });

test("a new page from three sections: the file passes the checks and yields its route, title and sitemap entry", async ({
  page,
}) => {
  const title = "Restore drills for schools";
  await open(page, "/collections/company/new");
  await field(page, "Title").getByRole("textbox").fill(title);
  await field(page, "Description")
    .getByRole("textbox")
    .fill(
      "How {{site.brand}} runs a restore drill with a school's IT team, from the first backup to the report the governors read.",
    );
  await field(page, "Updated").getByRole("button", { name: "Today" }).click();
  const sitemap = field(page, "Sitemap");
  await sitemap.getByRole("checkbox").check();
  await sitemap.getByRole("radio", { name: "monthly" }).check();
  await sitemap.getByRole("spinbutton", { name: "Priority" }).fill("0.5");
  await slug(page).fill("restore-drills");

  const hero = await addSection(page, "Hero");
  await fill(hero, "Id", "drills-title");
  await fill(hero, "Title", "Restore drills your governors can read");
  await fill(
    hero,
    "Lead",
    "Once a term we restore a real system from backup with your IT team, and write down how long it took.",
  );
  await addAction(hero, "Book a drill", "/contact");
  const cta = await addSection(page, "CtaBanner");
  await fill(cta, "Id", "drill-contact");
  await fill(cta, "Title", "Book a drill for next term");
  await fill(
    cta,
    "Text",
    "Tell us which system matters most; we will plan the first drill around it.",
  );
  await addAction(cta, "Talk to an engineer", "/contact");
  const steps = await addSection(page, "Steps");
  await fill(steps, "Id", "drill-steps");
  await fill(field(steps, "Heading"), "Title", "What a drill covers");
  const list = field(steps, "Steps");
  await reveal(list);
  await list.getByRole("button", { name: /^Add\W+Steps\W*$/ }).click();
  await fill(list, "Title", "Pick the system");
  await fill(list, "Text", "The one your school cannot teach without.");

  // The preview draws the three sections with the site's own components.
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(
    "Restore drills your governors can read",
  );
  await expect(preview(page).getByRole("heading", { level: 2 })).toHaveCount(2);
  await picture(page, "new-page");
  await save(page);
  await expect.poll(written).toEqual(["?? content/pages/restore-drills.md"]);
  const text = readFileSync(join(server.repo, "content/pages/restore-drills.md"), "utf8");
  expect(text.match(/^ {2}- section: (\w+)$/gm)).toHaveLength(3);

  const made = outputs();
  expect(made.routes.pages).toContain("restore-drills");
  expect(made.titles["/restore-drills"]).toBe(title);
  expect(made.sitemap).toContain("/restore-drills</loc>");
  expect(made.search).toContain("/restore-drills");
});

test("a Labs entry: published, it yields its page, the /labs list, both feeds, the search index and the sitemap", async ({
  page,
}) => {
  const title = "Restore drills: what a term of tests taught us";
  await open(page, "/collections/labs/new");
  await field(page, "Title").getByRole("textbox").fill(title);
  await field(page, "Description")
    .getByRole("textbox")
    .fill(
      "Twelve restore drills with school IT teams: the times, the surprises and what we changed.",
    );
  await field(page, "Date").getByRole("button", { name: "Today" }).click();
  await field(page, "Kind").getByRole("radio", { name: "research" }).check();
  const tags = field(page, "Tags");
  await reveal(tags);
  await tags.getByRole("button", { name: /^Add\W+Tags\W*$/ }).click();
  await tags.getByRole("textbox").fill("Backup");
  await fill(page, "Author", "Marcus Lindqvist, recovery engineering");
  await slug(page).fill("restore-drills-term-one");
  const body = field(page, "Body").getByRole("textbox");
  await reveal(body);
  await body.fill(
    "## What we measured {#measured}\n\nEach drill restored one real system and timed each step, from the first call to the first login.\n",
  );
  await picture(page, "labs-entry");
  await save(page);
  await expect.poll(written).toEqual(["?? content/labs/restore-drills-term-one.md"]);

  const made = outputs();
  const path = "/labs/restore-drills-term-one";
  expect(made.routes.labs).toContain(path.slice(1));
  expect(made.titles[path]).toBe(title);
  expect(made.labs).toContain(path);
  expect(made.rss).toContain(`${path}</link>`);
  expect(made.jsonFeed.items.map((item) => new URL(item.url).pathname)).toContain(path);
  expect(made.search).toContain(path);
  expect(made.sitemap).toContain(`${path}</loc>`);
});

test("an icon by its picture: the file's diff is that one line", async ({ page }) => {
  const file = "content/templates/coming/v1.md";
  await open(page, "/collections/templates/entries/coming/v1");
  const motif = field(page, "Motif").first();
  await reveal(motif);
  const before = await motif.getByRole("textbox").inputValue();
  await motif.getByRole("searchbox").fill("book");
  const choice = motif.getByRole("option", { name: "book-open-check", exact: true });
  await choice.click();
  await expect(choice).toHaveAttribute("aria-selected", "true");
  await expect(motif.getByRole("textbox")).toHaveValue("book-open-check");
  await save(page);
  await expect.poll(() => changedLines(file).added).toEqual(["      motif: book-open-check"]);
  expect(changedLines(file).removed).toEqual([`      motif: ${before}`]);
});

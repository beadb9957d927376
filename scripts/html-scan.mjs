// A minimal HTML start-tag scanner for the build steps (postbuild, merge-css).

/**
 * @typedef {{ name: string; attributes: Map<string, string>; start: number; end: number }} HtmlTag
 * @typedef {HtmlTag & { body: string }} HtmlScript
 */

// A start tag: its name, then anything up to the first ">" outside quotes.
const START_TAG = /<([a-zA-Z][a-zA-Z0-9:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const SCRIPT_END = /<\/script[\s/>]/gi;

/** @param {string} source @returns {Map<string, string>} */
function parseAttributes(source) {
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/**
 * Walks the start tags of an HTML document the way a browser tokenizes them: comments are
 * skipped, and a <script>'s content runs to the first `</script`, unparsed. Good enough for
 * prerendered React output (which escapes `<` in text and in inline JSON).
 * @param {string} html
 * @returns {{ tags: HtmlTag[]; scripts: HtmlScript[] }}
 */
export function scanHtml(html) {
  /** @type {HtmlTag[]} */
  const tags = [];
  /** @type {HtmlScript[]} */
  const scripts = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf("<", index);
    if (open === -1) break;
    if (html.startsWith("<!--", open)) {
      const close = html.indexOf("-->", open + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[open + 1] === "!" || html[open + 1] === "/" || html[open + 1] === "?") {
      const close = html.indexOf(">", open);
      index = close === -1 ? html.length : close + 1;
      continue;
    }
    START_TAG.lastIndex = open;
    const match = START_TAG.exec(html);
    if (!match) {
      index = open + 1;
      continue;
    }
    const tag = {
      name: (match[1] ?? "").toLowerCase(),
      attributes: parseAttributes(match[2] ?? ""),
      start: open,
      end: START_TAG.lastIndex,
    };
    tags.push(tag);
    index = tag.end;
    if (tag.name === "script") {
      SCRIPT_END.lastIndex = tag.end;
      const close = SCRIPT_END.exec(html);
      const bodyEnd = close ? close.index : html.length;
      scripts.push({ ...tag, body: html.slice(tag.end, bodyEnd) });
      const closeEnd = close ? html.indexOf(">", bodyEnd) : -1;
      index = closeEnd === -1 ? html.length : closeEnd + 1;
    }
  }
  return { tags, scripts };
}

/**
 * Whether a tag is a `<link>` whose rel list holds `rel` (case-insensitive, as browsers read it).
 * @param {HtmlTag} tag @param {string} rel
 */
export const isLinkRel = (tag, rel) =>
  tag.name === "link" && (tag.attributes.get("rel") ?? "").toLowerCase().split(/\s+/).includes(rel);

/**
 * Rewrites `html` by replacing each range (non-overlapping, in document order) with its text.
 * @param {string} html
 * @param {{ start: number; end: number; text: string }[]} edits
 */
export function replaceRanges(html, edits) {
  let result = "";
  let from = 0;
  for (const { start, end, text } of edits) {
    result += html.slice(from, start) + text;
    from = end;
  }
  return result + html.slice(from);
}

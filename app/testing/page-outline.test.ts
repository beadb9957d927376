// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import {
  expectHeadingOutline,
  expectLabelledSections,
  expectLinkNamesConsistent,
  expectLinksResolve,
  expectNoInlineStylesAndSizedSvgs,
} from "./page-outline";

const dom = (html: string) => {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
};

// The shared page assertions must fail on the faults they exist for, not only pass.
describe("page-outline assertions", () => {
  it("accept a sound page", () => {
    const page = dom(
      `<h1>Title</h1><section aria-labelledby="a"><h2 id="a">A</h2><h3>Sub</h3>` +
        `<svg width="16" height="16"></svg><a href="#a">Back to A</a><a href="/about">About</a>` +
        `<a href="mailto:sales@cradlesec.com">Write to sales</a></section>`,
    );
    expectHeadingOutline(page);
    expect(expectLabelledSections(page)).toHaveLength(1);
    expectNoInlineStylesAndSizedSvgs(page);
    expectLinkNamesConsistent(page);
    expectLinksResolve(page);
  });

  it.each([
    ["two h1s", expectHeadingOutline, "<h1>A</h1><h1>B</h1>"],
    ["a skipped level", expectHeadingOutline, "<h1>A</h1><h3>B</h3>"],
    ["an unlabelled section", expectLabelledSections, "<section><h2>A</h2></section>"],
    ["a style attribute", expectNoInlineStylesAndSizedSvgs, `<p style="color:red">x</p>`],
    ["an unsized SVG", expectNoInlineStylesAndSizedSvgs, "<svg></svg>"],
    ["one name, two places", expectLinkNamesConsistent, `<a href="/a">Go</a><a href="/b">Go</a>`],
    ["an unknown route", expectLinksResolve, `<a href="/no-such-page">Lost</a>`],
    ["a missing anchor", expectLinksResolve, `<a href="#nowhere">Lost</a>`],
    ["an unnamed link", expectLinksResolve, `<a href="/about"></a>`],
  ] as const)("reject %s", (_, check, html) => {
    expect(() => check(dom(html))).toThrow();
  });
});

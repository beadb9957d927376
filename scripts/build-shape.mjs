// What the postbuild rewrites throw when React Router's output no longer has the shape they
// were written for: the build fails with a clear message instead of shipping a half-rewritten page.

export class BuildShapeError extends Error {
  /**
   * @param {string} rewrite the rewrite that found the mismatch (postbuild.mjs REWRITES)
   * @param {string} where the file or page
   * @param {string} what what was expected and not found
   */
  constructor(rewrite, where, what) {
    super(
      `postbuild (${rewrite}): ${where}: ${what}. React Router's output changed shape; ` +
        `re-capture server/testing/react-router-build (scripts/capture-build-fixture.mjs), ` +
        `adapt the rewrite and measure it again with \`npm run perf\` (decision 0008).`,
    );
    this.name = "BuildShapeError";
  }
}

// The forges' CI files (.github/workflows/ci.yml for GitHub and Forgejo, .gitlab-ci.yml): each
// runs the clean-clone CI, .ci/run, on every branch and every pull or merge request, which is
// what the editor's branches rely on (docs/editor.md).
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const read = (path: string) => parse(readFileSync(path, "utf8")) as Record<string, unknown>;

describe("the forges' CI files", () => {
  it("GitHub/Forgejo: on every push and pull request, one job runs .ci/run in Node 24", () => {
    const workflow = read(".github/workflows/ci.yml");
    // `on: push` with no filter: every branch.
    expect(workflow.on).toEqual({ push: null, pull_request: null });
    const jobs = Object.values(workflow.jobs as Record<string, Record<string, unknown>>);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.container).toMatch(/^node:24-/);
    const steps = jobs[0]?.steps as { run?: string; uses?: string }[];
    expect(steps.map((step) => step.run).filter(Boolean)).toEqual(["bash .ci/run"]);
  });

  it("GitLab: a pipeline for each branch or merge request, whose job runs .ci/run in Node 24", () => {
    const pipeline = read(".gitlab-ci.yml");
    const rules = (pipeline.workflow as { rules: { if: string; when?: string }[] }).rules;
    expect(rules.filter((rule) => rule.when !== "never").map((rule) => rule.if)).toEqual([
      '$CI_PIPELINE_SOURCE == "merge_request_event"',
      "$CI_COMMIT_BRANCH",
    ]);
    const test = pipeline.test as { image: string; script: string[] };
    expect(test.image).toMatch(/^node:24-/);
    expect(test.script).toEqual(["bash .ci/run"]);
  });
});

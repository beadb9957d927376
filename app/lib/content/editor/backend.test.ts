import { describe, expect, it } from "vitest";

import { editorBackend } from "./backend.ts";

describe("the editor's forge, from the build's environment", () => {
  it("is none when nothing is configured: local editing only, no origin to reach", () => {
    const forge = editorBackend({});
    expect(forge.configured).toBe(false);
    expect(forge.origins).toEqual({ connect: [], img: [] });
    expect(forge.publishMode).toBeUndefined();
  });

  it("signs in to GitHub through the relay, one pull request per edit", () => {
    const forge = editorBackend({
      EDITOR_FORGE: "github",
      EDITOR_REPO: "cradlesec/site",
      EDITOR_AUTH_URL: "https://auth.example.workers.dev/",
    });
    expect(forge.backend).toEqual({
      name: "github",
      repo: "cradlesec/site",
      branch: "main",
      base_url: "https://auth.example.workers.dev",
    });
    expect(forge.publishMode).toBe("editorial_workflow");
    expect(forge.origins).toEqual({
      connect: ["https://api.github.com"],
      img: ["https://avatars.githubusercontent.com"],
    });
    // Without a relay, a fine-grained token is the only way in.
    expect(
      editorBackend({ EDITOR_FORGE: "github", EDITOR_REPO: "a/b" }).backend.auth_methods,
    ).toEqual(["token"]);
  });

  it("uses PKCE on a self-hosted GitLab and lets the CSP reach only it", () => {
    const forge = editorBackend({
      EDITOR_FORGE: "gitlab",
      EDITOR_REPO: "web/cradlesec/site",
      EDITOR_BRANCH: "content",
      EDITOR_FORGE_URL: "https://git.example.com",
      EDITOR_APP_ID: "abc",
    });
    expect(forge.backend).toEqual({
      name: "gitlab",
      repo: "web/cradlesec/site",
      branch: "content",
      api_root: "https://git.example.com/api/v4",
      base_url: "https://git.example.com",
      auth_type: "pkce",
      app_id: "abc",
    });
    expect(forge.origins.connect).toEqual(["https://git.example.com"]);
    expect(forge.publishMode).toBe("editorial_workflow");
  });

  it("takes Forgejo as Gitea, committing to the branch (no editorial workflow there)", () => {
    const forge = editorBackend({
      EDITOR_FORGE: "forgejo",
      EDITOR_REPO: "cradlesec/site",
      EDITOR_FORGE_URL: "https://codeberg.org",
      EDITOR_APP_ID: "id",
    });
    expect(forge.backend).toMatchObject({
      name: "gitea",
      base_url: "https://codeberg.org",
      app_id: "id",
    });
    expect(forge.backend).not.toHaveProperty("auth_type");
    expect(forge.publishMode).toBeUndefined();
    expect(forge.origins.connect).toEqual(["https://codeberg.org"]);
  });

  it("refuses what cannot work", () => {
    expect(() => editorBackend({ EDITOR_FORGE: "bitbucket", EDITOR_REPO: "a/b" })).toThrow(
      /EDITOR_FORGE/,
    );
    expect(() => editorBackend({ EDITOR_FORGE: "gitlab" })).toThrow(/EDITOR_REPO/);
    expect(() =>
      editorBackend({
        EDITOR_FORGE: "gitea",
        EDITOR_REPO: "a/b",
        EDITOR_FORGE_URL: "http://git.example.com",
      }),
    ).toThrow(/https/);
  });
});

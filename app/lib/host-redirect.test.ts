import { describe, expect, it } from "vitest";

import {
  HOME_PATH,
  isShadowCradleHost,
  parseHosts,
  rootRedirectTarget,
  SHADOWCRADLE_PATH,
} from "./host-redirect";

const hosts = ["shadowcradle.com", "www.shadowcradle.com"];

describe("rootRedirectTarget", () => {
  it.each([
    ["shadowcradle.com", SHADOWCRADLE_PATH],
    ["www.shadowcradle.com", SHADOWCRADLE_PATH],
    ["WWW.ShadowCradle.COM", SHADOWCRADLE_PATH],
    ["shadowcradle.com:8080", SHADOWCRADLE_PATH],
    ["shadowcradle.com.", SHADOWCRADLE_PATH],
    ["www.cradlesec.com", HOME_PATH],
    ["localhost", HOME_PATH],
    ["127.0.0.1", HOME_PATH],
    ["shadowcradle.com.evil.example", HOME_PATH],
    ["notshadowcradle.com", HOME_PATH],
    ["[::1]", HOME_PATH],
    ["", HOME_PATH],
  ])("%s → %s", (hostname, target) => {
    expect(rootRedirectTarget(hostname, hosts)).toBe(target);
  });

  it("matches www. of a host listed without it, and the bare host of one listed with it", () => {
    expect(isShadowCradleHost("www.backup.example", ["backup.example"])).toBe(true);
    expect(isShadowCradleHost("backup.example", ["www.backup.example"])).toBe(true);
  });
});

describe("parseHosts", () => {
  it("splits, trims and lower-cases a comma-separated list", () => {
    expect(parseHosts(" A.example , b.EXAMPLE,,", [])).toEqual(["a.example", "b.example"]);
  });

  it("falls back when the variable is unset or blank", () => {
    expect(parseHosts(undefined, hosts)).toEqual(hosts);
    expect(parseHosts("  ", hosts)).toEqual(hosts);
  });
});

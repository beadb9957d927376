import { describe, expect, it } from "vitest";

import routes from "~/routes";

import { routePaths } from "./route-paths";

describe("routePaths", () => {
  it("joins nested paths, keeps index routes and drops splats and params", () => {
    expect(
      routePaths([
        { index: true },
        {
          children: [
            { path: "home" },
            { path: "industries", children: [{ index: true }, { path: "msp" }] },
            { path: "blog/:slug" },
            { path: "*" },
          ],
        },
      ]),
    ).toEqual(["/", "/home", "/industries", "/industries/msp"]);
  });

  it("lists the site's routes", () => {
    const paths = routePaths(routes);
    expect(paths).toContain("/");
    expect(paths).toContain("/home");
    expect(paths).toContain("/coming-soon");
    expect(paths.every((path) => path.startsWith("/"))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";

import { project, WORLD_MAP_SIZE } from "./world-map";

describe("project", () => {
  it("puts the map's corners and the meridian where they belong", () => {
    expect(project(90, -180)).toEqual({ x: 0, y: 0 });
    expect(project(0, 0).x).toBe(WORLD_MAP_SIZE.width / 2);
    // Frankfurt sits east of the meridian and north of the equator.
    const frankfurt = project(50.1, 8.7);
    expect(frankfurt.x).toBeGreaterThan(WORLD_MAP_SIZE.width / 2);
    expect(frankfurt.y).toBeLessThan(project(0, 0).y);
  });
});

import { describe, expect, it, vi } from "vitest";

import { loadedSchemas, loadSchemas, onDemand } from "./load-schemas";

describe("onDemand", () => {
  it("loads once, and gives the module without waiting once it is in", async () => {
    const load = vi.fn(async () => ({ name: "schemas" }));
    const module = onDemand(load);
    expect(module.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(module.loaded()).toBe(a);
    await module.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, so the next call tries again", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce("schemas");
    const module = onDemand(load);
    await expect(module.load()).rejects.toThrow(TypeError);
    expect(module.loaded()).toBeUndefined();
    await expect(module.load()).resolves.toBe("schemas");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("loadSchemas", () => {
  it("loads the module the server validates with", async () => {
    const schemas = await loadSchemas();
    expect(loadedSchemas()).toBe(schemas);
    expect(schemas.validate(schemas.notifySchema, { email: "dana@example.com" })).toEqual({
      ok: true,
      data: { email: "dana@example.com" },
    });
  });
});

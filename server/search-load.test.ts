// @vitest-environment node
import { describe, expect, it } from "vitest";

import { RecentCache, timeShare } from "./search-load.js";

describe("RecentCache", () => {
  it("keeps its bound, letting go of the entry used least recently", () => {
    const cache = new RecentCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // "b" is now the least recent
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c")]).toEqual([1, 3]);
    cache.set("c", 4); // a new value for a kept key takes no more room
    expect(cache.size).toBe(2);
    expect(cache.get("c")).toBe(4);
    for (let index = 0; index < 100; index += 1) cache.set(`k${index}`, index);
    expect(cache.size).toBe(2);
  });

  it("keeps nothing with a bound of 0", () => {
    const cache = new RecentCache<string, number>(0);
    cache.set("a", 1);
    expect(cache.size).toBe(0);
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("timeShare", () => {
  it("allows its burst, then its share of the time as it passes", () => {
    let time = 0;
    const share = timeShare(0.5, 50, () => time);
    expect(share.available()).toBe(true);
    share.spend(40);
    expect(share.available()).toBe(true); // 10 left
    share.spend(40);
    expect(share.available()).toBe(false); // overdrawn by 30
    time += 60; // paid back at half the time: 30
    expect(share.available()).toBe(false);
    time += 2;
    expect(share.available()).toBe(true);
    time += 1_000_000; // a long rest fills no more than the burst
    expect(share.available()).toBe(true);
    share.spend(51);
    expect(share.available()).toBe(false);
  });

  it("is no limit at a share of 1", () => {
    const share = timeShare(1, 50, () => 0);
    share.spend(1_000);
    expect(share.available()).toBe(true);
  });
});

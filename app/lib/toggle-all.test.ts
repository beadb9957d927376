import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { groupState, toggleGroup } from "./toggle-all";

const keys = ["orders", "messages", "payouts"] as const;

describe("groupState", () => {
  it("is on, off or mixed", () => {
    expect(groupState({ orders: true, messages: true, payouts: true }, keys)).toBe("on");
    expect(groupState({ orders: false, messages: false, payouts: false }, keys)).toBe("off");
    expect(groupState({ orders: true, messages: false, payouts: false }, keys)).toBe("mixed");
    expect(groupState({}, [])).toBe("off");
  });
});

describe("toggleGroup", () => {
  it("turns a mixed or off group all on, and an all-on group all off", () => {
    const mixed = { orders: true, messages: false, payouts: false, other: false };
    const on = toggleGroup(mixed, keys);
    expect(on).toEqual({ orders: true, messages: true, payouts: true, other: false });
    expect(toggleGroup(on, keys)).toEqual({
      orders: false,
      messages: false,
      payouts: false,
      other: false,
    });
  });

  it("always leaves the group uniform, flips it back on a second press, and touches nothing else", () => {
    fc.assert(
      fc.property(
        fc.record({
          orders: fc.boolean(),
          messages: fc.boolean(),
          payouts: fc.boolean(),
          other: fc.boolean(),
        }),
        (toggles) => {
          const once = toggleGroup(toggles, keys);
          expect(groupState(once, keys)).not.toBe("mixed");
          expect(once.other).toBe(toggles.other);
          const twice = toggleGroup(once, keys);
          expect(groupState(twice, keys)).toBe(groupState(once, keys) === "on" ? "off" : "on");
        },
      ),
    );
  });
});

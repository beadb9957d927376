import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  type CartAction,
  cartCount,
  type CartItem,
  cartReducer,
  normalizeQty,
  skuId,
} from "./cart";

const run = (actions: readonly CartAction[], start: readonly CartItem[] = []) =>
  actions.reduce(cartReducer, start);

const ids = fc.constantFrom("lamp", "chair", "vase", "sofa");
const anyQty = fc.oneof(
  fc.integer({ min: -50, max: 50 }),
  fc.double({ min: -50, max: 50, noNaN: false }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.5, 1.5),
);
const action: fc.Arbitrary<CartAction> = fc.oneof(
  fc.record({
    type: fc.constant("add" as const),
    id: ids,
    qty: fc.option(anyQty, { nil: undefined }),
  }),
  fc.record({ type: fc.constant("set" as const), id: ids, qty: anyQty }),
  fc.record({ type: fc.constant("increment" as const), id: ids }),
  fc.record({ type: fc.constant("decrement" as const), id: ids }),
  fc.record({ type: fc.constant("remove" as const), id: ids }),
  fc.constant({ type: "clear" as const }),
);

describe("cartReducer", () => {
  it("adds a new id as a line of its own, quantity 1 by default", () => {
    expect(run([{ type: "add", id: "lamp" }])).toEqual([{ id: "lamp", qty: 1 }]);
    expect(run([{ type: "add", id: "lamp", qty: 3 }])).toEqual([{ id: "lamp", qty: 3 }]);
  });

  it("adds to the quantity of an id that is already there", () => {
    const items = run([
      { type: "add", id: "lamp" },
      { type: "add", id: "chair", qty: 2 },
      { type: "add", id: "lamp" },
    ]);
    expect(items).toEqual([
      { id: "lamp", qty: 2 },
      { id: "chair", qty: 2 },
    ]);
  });

  it("never goes below 1", () => {
    const one = run([{ type: "add", id: "lamp" }]);
    expect(cartReducer(one, { type: "decrement", id: "lamp" })).toEqual([{ id: "lamp", qty: 1 }]);
    expect(cartReducer(one, { type: "set", id: "lamp", qty: 0 })).toEqual([{ id: "lamp", qty: 1 }]);
    expect(cartReducer(one, { type: "set", id: "lamp", qty: -7 })).toEqual([
      { id: "lamp", qty: 1 },
    ]);
    expect(run([{ type: "add", id: "lamp", qty: -3 }])).toEqual([{ id: "lamp", qty: 1 }]);
  });

  it("keeps quantities whole and ignores what is not a number", () => {
    const two = run([{ type: "add", id: "lamp", qty: 2 }]);
    expect(cartReducer(two, { type: "set", id: "lamp", qty: 4.6 })).toEqual([
      { id: "lamp", qty: 5 },
    ]);
    expect(cartReducer(two, { type: "set", id: "lamp", qty: Number.NaN })).toBe(two);
    expect(cartReducer(two, { type: "increment", id: "lamp" })).toEqual([{ id: "lamp", qty: 3 }]);
  });

  it("removes a line, and leaves the cart alone for ids it does not hold", () => {
    const items = run([
      { type: "add", id: "lamp" },
      { type: "add", id: "chair" },
    ]);
    expect(cartReducer(items, { type: "remove", id: "lamp" })).toEqual([{ id: "chair", qty: 1 }]);
    expect(cartReducer(items, { type: "increment", id: "sofa" })).toBe(items);
    expect(cartReducer(items, { type: "set", id: "sofa", qty: 3 })).toEqual(items);
    expect(cartReducer(items, { type: "clear" })).toEqual([]);
  });

  it("holds whole quantities of 1 or more and one line per id, whatever happens", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const items = run(actions);
        for (const item of items) {
          expect(Number.isInteger(item.qty)).toBe(true);
          expect(item.qty).toBeGreaterThanOrEqual(1);
        }
        expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      }),
    );
  });

  it("adding the same id twice sums the two quantities", () => {
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 20 }),
        ids,
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (before, id, a, b) => {
          const start = run(before);
          const had = start.find((item) => item.id === id)?.qty ?? 0;
          const after = run(
            [
              { type: "add", id, qty: a },
              { type: "add", id, qty: b },
            ],
            start,
          );
          expect(after.find((item) => item.id === id)?.qty).toBe(had + a + b);
          expect(cartCount(after)).toBe(cartCount(start) + a + b);
        },
      ),
    );
  });

  it("never changes the state it is given", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 10 }), action, (before, next) => {
        const start = run(before);
        const copy = structuredClone(start);
        cartReducer(start, next);
        expect(start).toEqual(copy);
      }),
    );
  });
});

describe("normalizeQty", () => {
  it("rounds to a whole number of at least 1, or gives null for no number", () => {
    expect(normalizeQty(3)).toBe(3);
    expect(normalizeQty(0)).toBe(1);
    expect(normalizeQty(2.4)).toBe(2);
    expect(normalizeQty(Number.NaN)).toBeNull();
    expect(normalizeQty(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe("skuId", () => {
  it("is one id per product, colour and size", () => {
    expect(skuId("lamp")).toBe("lamp");
    expect(skuId("lamp", { colour: "Clay" })).toBe("lamp/Clay");
    expect(skuId("lamp", { colour: "Dark bake", size: "M" })).toBe("lamp/Dark%20bake/M");
    expect(skuId("lamp", { colour: "Clay" })).not.toBe(skuId("lamp", { colour: "Oat" }));
  });
});

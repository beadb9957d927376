import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Lamp from "lucide-react/icons/lamp";
import { afterEach, describe, expect, it } from "vitest";

import { addToCart, resetCart, useCartCount } from "~/hooks/use-cart";
import { setCurrency } from "~/hooks/use-currency";
import { expectNoInlineStylesAndSizedSvgs } from "~/testing/page-outline";

import { AddToCartButton } from "./add-to-cart";
import { CartLines } from "./cart-lines";

const lamp = {
  id: "arlo-lamp/Clay",
  name: "Arlo table lamp",
  detail: "Clay",
  price: 12900,
  art: { seed: "arlo", motif: Lamp },
};

function Count() {
  return <p data-testid="count">{useCartCount()}</p>;
}

function Shop() {
  return (
    <>
      <AddToCartButton product={lamp} />
      <Count />
      <CartLines label="Items in your cart" empty={<p>Empty</p>} />
    </>
  );
}

afterEach(() => {
  act(() => {
    resetCart();
    setCurrency("USD");
  });
});

describe("the cart on a page", () => {
  it("adds to one line, steps the quantity with a floor of 1, and removes", async () => {
    const user = userEvent.setup();
    const { container } = render(<Shop />);
    expect(screen.getByText("Empty")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    const line = screen.getByRole("listitem", { name: "Arlo table lamp" });
    const qty = within(line).getByRole("spinbutton", { name: "Quantity" });
    expect(qty).toHaveProperty("value", "2");
    expect(screen.getByTestId("count").textContent).toBe("2");
    expect(line.textContent).toContain("$258.00");

    const decrease = within(line).getByRole("button", { name: "Decrease quantity" });
    await user.click(decrease);
    await user.click(decrease);
    expect(qty).toHaveProperty("value", "1");
    await user.click(within(line).getByRole("button", { name: "Increase quantity" }));
    expect(screen.getByTestId("count").textContent).toBe("2");
    expectNoInlineStylesAndSizedSvgs(container);

    await user.click(within(line).getByRole("button", { name: "Remove" }));
    expect(screen.getByText("Empty")).toBeTruthy();
    expect(screen.getByTestId("count").textContent).toBe("0");
  });

  it("shows line totals in the chosen currency, converted per unit", () => {
    act(() => addToCart(lamp, 3));
    render(<Shop />);
    act(() => setCurrency("JPY"));
    // ¥19,479 a lamp, three of them.
    expect(screen.getByRole("listitem").textContent).toContain("¥58,437");
  });
});

import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Lamp from "lucide-react/icons/lamp";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { addToCart, resetCart } from "~/hooks/use-cart";

import { CheckoutForm } from "./checkout-form";

const lamp = { id: "lamp", name: "Lamp", price: 12900, art: { seed: "lamp", motif: Lamp } };

function setup() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <CheckoutForm
        shippingOptions={[{ key: "standard", label: "Standard", note: "3 days", price: 900 }]}
        coupons={[]}
        browse={{ label: "Browse", href: "/shop/catalog" }}
      />
    </MemoryRouter>,
  );
  const place = () => user.click(screen.getByRole("button", { name: "Place order" }));
  /** Where each of the error summary's links goes (the fields' ids, the cart's heading). */
  const targets = () =>
    Array.from(screen.queryByRole("alert")?.querySelectorAll("a") ?? [], (link) => link.hash);
  return { user, place, targets };
}

afterEach(() => act(() => resetCart()));

describe("the sample checkout", () => {
  it("refuses an empty cart and empty fields; once refused, errors follow every change", async () => {
    const { user, place, targets } = setup();
    await place();
    const summary = screen.getByRole("alert");
    expect(document.activeElement).toBe(summary);
    expect(targets()).toContain("#checkout-summary-title");
    expect(targets()).toContain("#checkout-fullName");
    expect(targets()).toContain("#checkout-cardNumber");
    expect(document.getElementById("checkout-summary-title")?.tabIndex).toBe(-1);

    const name = screen.getByRole("textbox", { name: "Full name" });
    await user.type(name, "Ada");
    expect(targets()).not.toContain("#checkout-fullName");
    expect(name.getAttribute("aria-invalid")).toBeNull();
    // Every field is checked again, not only those in error: emptied, it is in error again.
    await user.clear(name);
    expect(targets()).toContain("#checkout-fullName");
  });

  it("a valid order with items in the cart places nothing and says so, in focus", async () => {
    act(() => addToCart(lamp, 2));
    const { user, place, targets } = setup();
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByRole("textbox", { name: label }), { target: { value } });
    fill("Full name", "Ada Byron");
    fill("Email", "ada@example.com");
    fill("Street address", "12 Mill Road");
    fill("Town or city", "Portland");
    fill("Postcode", "04101");
    await user.click(screen.getByRole("radio", { name: /^Bank transfer/ }));
    await place();
    expect(targets()).toEqual([]);
    const outcome = screen
      .getAllByRole("status")
      .find((region) => region.classList.contains("kit-checkout-placed"));
    expect(document.activeElement).toBe(outcome);
    expect(within(outcome!).getByText(/2 items/)).toBeTruthy();
    // Any change withdraws the outcome.
    fill("Postcode", "1");
    expect(outcome?.textContent).toBe("");
  });
});

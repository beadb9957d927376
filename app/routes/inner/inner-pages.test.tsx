import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Countdown } from "~/components/kit/countdown";
import AuthPassRecovery from "~/routes/templates/auth/pass-recovery";
import AuthSignIn from "~/routes/templates/auth/sign-in";
import AuthSignInUp from "~/routes/templates/auth/sign-in-up";
import AuthSignUp from "~/routes/templates/auth/sign-up";
import ContactsV3 from "~/routes/templates/contacts/v3";
import ErrorV3 from "~/routes/templates/error/v3";
import {
  expectHeadingOutline,
  expectLabelledSections,
  expectLinkNamesConsistent,
  expectLinksResolve,
  expectNoInlineStylesAndSizedSvgs,
} from "~/testing/page-outline";

import ComingV1 from "./coming-v1";
import ComingV2 from "./coming-v2";
import ContactsV1 from "./contacts-v1";
import ContactsV2 from "./contacts-v2";

const pages = [
  { path: "/coming/v1", Page: ComingV1 },
  { path: "/coming/v2", Page: ComingV2 },
  { path: "/error/v3", Page: ErrorV3 },
  { path: "/auth/sign-in", Page: AuthSignIn },
  { path: "/auth/sign-up", Page: AuthSignUp },
  { path: "/auth/pass-recovery", Page: AuthPassRecovery },
  { path: "/auth/sign-in-up", Page: AuthSignInUp },
  { path: "/contacts/v1", Page: ContactsV1 },
  { path: "/contacts/v2", Page: ContactsV2 },
  { path: "/contacts/v3", Page: ContactsV3 },
] as const;

afterEach(() => vi.useRealTimers());

describe.each(pages)("$path", ({ Page }) => {
  it("has one h1 first, labelled sections, no inline styles and sized, named SVGs", () => {
    const { container } = render(<Page />, { wrapper: MemoryRouter });
    expectHeadingOutline(container);
    expectLabelledSections(container);
    expectNoInlineStylesAndSizedSvgs(container);
    for (const svg of container.querySelectorAll("svg")) {
      const named = svg.getAttribute("role") === "img" && svg.getAttribute("aria-label");
      expect(named || svg.getAttribute("aria-hidden") === "true").toBeTruthy();
    }
  });

  it("links only to routes that exist, one destination per name", () => {
    const { container } = render(<Page />, { wrapper: MemoryRouter });
    // The sample brands' profiles are https links (example.com).
    expectLinksResolve(container, { external: /^(mailto:|tel:|https:\/\/example\.com\/)/ });
    expectLinkNamesConsistent(container);
  });
});

describe("the sign-in pages", () => {
  it("share one sign-in and one sign-up form: the same fields where both appear", () => {
    const fieldsOf = (form: HTMLElement) =>
      [...form.querySelectorAll("input, select, textarea")].map(
        (control) =>
          `${control.getAttribute("type")}:${control.getAttribute("autocomplete") ?? ""}`,
      );
    const { unmount } = render(<AuthSignIn />, { wrapper: MemoryRouter });
    const signIn = fieldsOf(screen.getByRole("form"));
    unmount();
    const second = render(<AuthSignUp />, { wrapper: MemoryRouter });
    const signUp = fieldsOf(screen.getByRole("form"));
    second.unmount();
    render(<AuthSignInUp />, { wrapper: MemoryRouter });
    const [left, right] = screen.getAllByRole("form");
    expect(fieldsOf(left as HTMLElement)).toEqual(signIn);
    expect(fieldsOf(right as HTMLElement)).toEqual(signUp);
    expect(signIn).toEqual(["email:username", "password:current-password", "checkbox:"]);
  });

  it("answer each other way in, once pressed, in the status line beside it", async () => {
    const user = userEvent.setup();
    const { container } = render(<AuthSignIn />, { wrapper: MemoryRouter });
    const others = container.querySelector<HTMLElement>(".kit-auth-alt")!;
    const status = within(others).getByRole("status");
    expect(status.textContent).toBe("");
    const [first] = within(others).getAllByRole("button");
    await user.click(first!);
    expect(status.textContent).not.toBe("");
  });
});

describe("/error/v3 search", () => {
  it("lists matching template pages as you type and says how many", async () => {
    const user = userEvent.setup();
    render(<ErrorV3 />, { wrapper: MemoryRouter });
    const search = screen.getByRole("search", { name: "Search the template pages" });
    expect(within(search).queryAllByRole("link")).toHaveLength(0);
    await user.type(within(search).getByRole("searchbox"), "contact");
    const links = within(search).getAllByRole("link");
    // The three contact pages, and any other page whose summary mentions contacts (chat).
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      expect.arrayContaining(["/contacts/v1", "/contacts/v2", "/contacts/v3"]),
    );
    expect(within(search).getByRole("status").textContent).toBe(`${links.length} pages match.`);
  });
});

describe("<Countdown launched>", () => {
  it("replaces the figures with the launched state at zero and stops ticking", () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse("2027-01-01T00:00:00.500Z"));
    const target = Date.parse("2027-01-01T00:00:02Z");
    render(
      <Countdown target={target} label="Launch" doneText="Launched" launched="We are live." />,
    );
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole("timer").getAttribute("aria-label")).toBe(
      "Launch: 0 days, 0 hours and 0 minutes left",
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("We are live.");
    expect(vi.getTimerCount()).toBe(0);
  });
});

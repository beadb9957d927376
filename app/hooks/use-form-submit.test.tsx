import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { flushSync } from "react-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import * as LoadSchemasModule from "~/lib/forms/load-schemas";

import { type FormSubmitOptions, useFormSubmit } from "./use-form-submit";

// A form loads its schema on first use; loaded up front, validation answers within the click.
beforeAll(() => LoadSchemasModule.loadSchemas());

/** Makes the schema's chunk fail to load, as it would offline or after a deploy. */
const schemaChunk = vi.hoisted(() => ({ fails: false }));
vi.mock("~/lib/forms/load-schemas", async (importOriginal) => {
  const real = await importOriginal<typeof LoadSchemasModule>();
  return {
    ...real,
    loadSchemas: () =>
      schemaChunk.fails ? Promise.reject(new TypeError("Failed to fetch")) : real.loadSchemas(),
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  schemaChunk.fails = false;
});

/** A fetch that answers each call with the next of `answers` (a status and body, or a throw). */
function serve(...answers: ({ status: number; body?: unknown } | "offline")[]) {
  const fetch = vi.fn(async () => {
    const next = answers.shift() ?? { status: 201 };
    if (next === "offline") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(next.body ?? { ok: true }), {
      status: next.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The hook's state as text, and its three refs on focusable regions. */
function Probe({ options, email }: { options: FormSubmitOptions; email: string }) {
  const {
    errors,
    sending,
    sent,
    failure,
    successRef,
    failureRef,
    summaryRef,
    submit,
    revalidate,
    reset,
  } = useFormSubmit("notify", options);
  return (
    <>
      <div ref={summaryRef} tabIndex={-1} data-testid="summary" />
      <div ref={failureRef} tabIndex={-1} data-testid="failure">
        {failure}
      </div>
      <div ref={successRef} tabIndex={-1} data-testid="success">
        {sent && "sent"}
      </div>
      <output data-testid="errors">{JSON.stringify(errors)}</output>
      <button type="button" onClick={() => void submit({ email })}>
        {sending ? "Sending" : "Send"}
      </button>
      <button
        type="button"
        onClick={() => {
          void submit({ email });
          void submit({ email });
        }}
      >
        Double
      </button>
      <button type="button" onClick={() => revalidate("email", { email: "a@example.com" })}>
        Fix
      </button>
      <button type="button" onClick={() => flushSync(reset)}>
        Again
      </button>
    </>
  );
}

function setup(options: FormSubmitOptions, email = "dana@example.com") {
  const user = userEvent.setup();
  render(<Probe options={options} email={email} />);
  const errors = () => JSON.parse(screen.getByTestId("errors").textContent ?? "{}") as object;
  return { user, errors };
}

const inline = (focusField = vi.fn()) => ({ fields: ["email"], focusField });

describe("useFormSubmit", () => {
  it("refuses input the shared schema refuses without sending, focusing the field", async () => {
    const fetch = serve();
    const focusField = vi.fn();
    const { user, errors } = setup(inline(focusField), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(fetch).not.toHaveBeenCalled();
    expect(errors()).toEqual({ email: "Enter an e-mail address like name@example.com." });
    expect(focusField).toHaveBeenCalledWith("email");
  });

  it("sends the schema's data to the form's endpoint, once even when pressed twice", async () => {
    let release!: () => void;
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response("{}", { status: 201 }));
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const { user } = setup(inline(), "  dana@example.com ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(screen.getByRole("button", { name: "Sending" }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/notify", expect.anything());
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init[1].body))).toEqual({ email: "dana@example.com" });
    release();
    expect(await screen.findByText("sent")).toBeTruthy();
  });

  it("with fields: the server's field errors show inline, any other in the alert", async () => {
    serve(
      { status: 400, body: { errors: { email: "Taken.", form: "Unexpected fields." } } },
      { status: 400, body: { errors: { form: "The form could not be read." } } },
    );
    const focusField = vi.fn();
    const { user, errors } = setup(inline(focusField));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(errors()).toEqual({ email: "Taken." });
    expect(screen.getByTestId("failure").textContent).toBe("Unexpected fields.");
    expect(focusField).toHaveBeenCalledWith("email");

    // No field in error: the alert takes focus.
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(errors()).toEqual({});
    expect(document.activeElement).toBe(screen.getByTestId("failure"));
    expect(focusField).toHaveBeenCalledTimes(1);
  });

  it("with summary: every error stays together and the summary takes focus", async () => {
    serve({ status: 400, body: { errors: { email: "Taken.", form: "Unexpected fields." } } });
    const { user, errors } = setup({ summary: true });
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(errors()).toEqual({ email: "Taken.", form: "Unexpected fields." });
    expect(screen.getByTestId("failure").textContent).toBe("");
    expect(document.activeElement).toBe(screen.getByTestId("summary"));
  });

  it("says why it could not send, focuses the alert, and clears it on the next try", async () => {
    serve("offline", { status: 201 });
    const { user } = setup({ summary: true });
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByTestId("failure").textContent).toMatch(/couldn't reach our server/);
    expect(document.activeElement).toBe(screen.getByTestId("failure"));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByTestId("failure").textContent).toBe("");
    expect(screen.getByTestId("success").textContent).toBe("sent");
  });

  it("sends one Idempotency-Key per submission, the same with each retry of it", async () => {
    const fetch = serve("offline", { status: 503 }, { status: 201 }, { status: 201 });
    const { user } = setup({ summary: true });
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByTestId("success").textContent).toBe("sent");
    await user.click(screen.getByRole("button", { name: "Again" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    const keys = (fetch.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => (init.headers as Record<string, string>)["Idempotency-Key"],
    );
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,128}$/);
    expect(keys[1]).toBe(keys[0]); // retried after a network failure
    expect(keys[2]).toBe(keys[0]); // and after a 503
    expect(keys[3]).not.toBe(keys[0]); // the next submission
  });

  it("runs onSent with the accepted state, focuses the success, and resets", async () => {
    serve({ status: 201 });
    const onSent = vi.fn();
    const { user } = setup({ ...inline(), onSent });
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByTestId("success"));
    await user.click(screen.getByRole("button", { name: "Again" }));
    expect(screen.getByTestId("success").textContent).toBe("");
  });

  it("revalidates a field only once it shows an error", async () => {
    serve();
    const { user, errors } = setup(inline(), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Fix" }));
    expect(errors()).toEqual({});
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(errors()).toHaveProperty("email");
    await user.click(screen.getByRole("button", { name: "Fix" }));
    expect(errors()).toEqual({});
  });

  it("sends once when pressed twice in one go, before it shows Sending", async () => {
    const fetch = serve();
    const { user } = setup(inline());
    await user.click(screen.getByRole("button", { name: "Double" }));
    expect(await screen.findByText("sent")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("without its schema (the chunk failed to load) leaves validation to the server", async () => {
    schemaChunk.fails = true;
    const fetch = serve({ status: 400, body: { errors: { email: "Enter an e-mail address." } } });
    const { user, errors } = setup(inline(), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init[1].body))).toEqual({ email: "not-an-address" });
    expect(errors()).toEqual({ email: "Enter an e-mail address." });

    // Once the chunk loads again, the field's error follows its value in the browser.
    schemaChunk.fails = false;
    await user.click(screen.getByRole("button", { name: "Fix" }));
    await vi.waitFor(() => expect(errors()).toEqual({}));
  });
});

describe("useFormSubmit with a template form's rules", () => {
  const rules = [{ name: "email", required: "Enter your e-mail", email: true }] as const;

  function Template({ email }: { email: string }) {
    const { errors, sending, sent, successRef, summaryRef, submit } =
      useFormSubmit<HTMLParagraphElement>(rules, { summary: true });
    return (
      <>
        <div ref={summaryRef} tabIndex={-1} data-testid="summary">
          {errors.email}
        </div>
        <p ref={successRef} tabIndex={-1} data-testid="success">
          {sent && "passed"}
        </p>
        <button type="button" onClick={() => void submit({ email })}>
          {sending ? "Sending" : "Send"}
        </button>
      </>
    );
  }

  it("refuses with the rules' messages and focuses the summary, sending nothing", async () => {
    const fetch = serve();
    render(<Template email="" />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByTestId("summary").textContent).toBe("Enter your e-mail");
    expect(document.activeElement).toBe(screen.getByTestId("summary"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("passes at once, without a request, and focuses the outcome", async () => {
    const fetch = serve();
    render(<Template email="dana@example.com" />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByTestId("success").textContent).toBe("passed");
    expect(document.activeElement).toBe(screen.getByTestId("success"));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("useFormSubmit with a form's own check", () => {
  /** Refuses an empty name, and anything while `closed` says so (as an empty cart does). */
  const shop = { closed: false };
  const own = (input: Record<string, unknown>) => ({
    ...(input.name ? {} : { name: "Enter your name" }),
    ...(shop.closed ? { form: "Closed" } : {}),
  });
  afterEach(() => {
    shop.closed = false;
  });

  function Own({ recheck }: { recheck?: boolean }) {
    const [name, setName] = useState("");
    const { errors, sent, successRef, summaryRef, submit, revalidate } =
      useFormSubmit<HTMLParagraphElement>(own, { summary: true, recheck });
    return (
      <>
        <input
          aria-label="Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            revalidate("name", { name: event.target.value });
          }}
        />
        <div ref={summaryRef} tabIndex={-1} data-testid="summary">
          {Object.values(errors).join("|")}
        </div>
        <p ref={successRef} tabIndex={-1} data-testid="success">
          {sent && "passed"}
        </p>
        <button type="button" onClick={() => void submit({ name })}>
          Send
        </button>
      </>
    );
  }

  it("refuses with its errors within the click, without loading the shared schemas", async () => {
    const fetch = serve();
    const load = vi.spyOn(LoadSchemasModule, "loadSchemas");
    render(<Own />);
    screen.getByRole("button", { name: "Send" }).click();
    // No await between the click and the summary: the check answers synchronously.
    expect(screen.getByTestId("summary").textContent).toBe("Enter your name");
    expect(document.activeElement).toBe(screen.getByTestId("summary"));
    expect(load).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    load.mockRestore();
  });

  it("passes without a request; a later refused submit withdraws the outcome", async () => {
    const fetch = serve();
    const user = userEvent.setup();
    render(<Own />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByTestId("success").textContent).toBe("passed");
    expect(document.activeElement).toBe(screen.getByTestId("success"));
    shop.closed = true;
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByTestId("summary").textContent).toBe("Closed");
    expect(screen.getByTestId("success").textContent).toBe("");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("with recheck: once submitted, every change checks every field again", async () => {
    const user = userEvent.setup();
    render(<Own recheck />);
    const name = screen.getByRole("textbox", { name: "Name" });
    // Not before the first submit.
    await user.type(name, "A");
    await user.clear(name);
    expect(screen.getByTestId("summary").textContent).toBe("");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByTestId("summary").textContent).toBe("Enter your name");
    await user.type(name, "A");
    expect(screen.getByTestId("summary").textContent).toBe("");
    // An error appears again as the field is emptied, and the form's own error with it.
    shop.closed = true;
    await user.clear(name);
    expect(screen.getByTestId("summary").textContent).toBe("Enter your name|Closed");
  });

  it("without recheck: a change only clears or updates a field that shows an error", async () => {
    const user = userEvent.setup();
    render(<Own />);
    const name = screen.getByRole("textbox", { name: "Name" });
    await user.type(name, "A");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByTestId("success").textContent).toBe("passed");
    await user.clear(name);
    expect(screen.getByTestId("summary").textContent).toBe("");
  });
});

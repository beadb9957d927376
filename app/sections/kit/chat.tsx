import Search from "lucide-react/icons/search";
import Send from "lucide-react/icons/send";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import * as z from "zod/mini";

import { PersonAvatar } from "~/components/kit/person-avatar";
import { Glyph } from "~/components/ui/icon";
import { elementId, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

const chatMessage = z
  .strictObject({
    id: elementId.check(z.describe("Names the message; unique in the conversation")),
    from: z
      .enum(["me", "them"], "write me (the account's owner) or them (the contact)")
      .check(z.describe("Who wrote it: the signed-in person (me) or the contact (them)")),
    text: text(1, 600).check(z.describe("The message itself")),
    time: text(1, 20).check(z.describe("The time as shown: 09:14, Yesterday")),
  })
  .check(z.describe("One message of the conversation"));

/**
 * The chat as a content file writes it: the contacts, each with its unread count and
 * conversation. Sending adds to the thread on the page only.
 */
export const schema = z.strictObject({
  id: elementId.check(z.describe("id of the contact list's hidden h2")),
  contacts: z
    .array(
      z
        .strictObject({
          id: elementId.check(z.describe("Names the contact; unique on the page")),
          name: text(1, 80).check(z.describe("The contact's name in the list and the thread")),
          about: text(1, 80).check(z.describe("Their shop or role, under the name")),
          unread: z
            .number("write how many messages are unread")
            .check(z.int(), z.gte(0), z.describe("Messages not read yet")),
          messages: z
            .array(chatMessage)
            .check(
              z.minLength(1, "write the conversation"),
              z.describe("The conversation, oldest first"),
            ),
        })
        .check(z.describe("A contact and the conversation with them")),
    )
    .check(z.minLength(1, "list the contacts"), z.describe("The contacts in the list, in order")),
});

export type ChatProps = Fields<typeof schema>;

type ChatMessage = ChatProps["contacts"][number]["messages"][number];

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * Contacts (searchable, with unread counts) and one conversation. Sending appends the message
 * to the thread on this page only; the thread is a polite live region (role "log"), so the new
 * message is read out, and it is re-created per contact so switching does not read a whole
 * conversation.
 */
export function Chat({ id, contacts }: ChatProps) {
  const fieldId = useId();
  const [activeId, setActiveId] = useState(contacts[0]?.id ?? "");
  const [threads, setThreads] = useState<Readonly<Record<string, readonly ChatMessage[]>>>(() =>
    Object.fromEntries(contacts.map((contact) => [contact.id, contact.messages])),
  );
  const [unread, setUnread] = useState<Readonly<Record<string, number>>>(() =>
    Object.fromEntries(
      contacts.map((contact, index) => [contact.id, index === 0 ? 0 : contact.unread]),
    ),
  );
  const [query, setQuery] = useState("");
  const [draft, setDraft] = useState("");
  const thread = useRef<HTMLDivElement>(null);
  const messageField = useRef<HTMLInputElement>(null);

  const active = contacts.find((contact) => contact.id === activeId) ?? contacts[0];
  const messages = (active && threads[active.id]) ?? [];
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = contacts.filter((contact) =>
    words.every((word) => `${contact.name} ${contact.about}`.toLowerCase().includes(word)),
  );

  // Keep the latest message in view (the thread scrolls inside its box).
  useEffect(() => {
    const box = thread.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [activeId, messages.length]);

  const open = (contactId: string) => {
    setActiveId(contactId);
    setUnread((current) => ({ ...current, [contactId]: 0 }));
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || !active) {
      messageField.current?.focus();
      return;
    }
    const now = new Date();
    const message: ChatMessage = {
      id: `sent-${now.getTime()}`,
      from: "me",
      text,
      time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
    };
    setThreads((current) => ({
      ...current,
      [active.id]: [...(current[active.id] ?? []), message],
    }));
    setDraft("");
    messageField.current?.focus();
  };

  return (
    <div className="acct-chat">
      <section className="acct-chat-contacts" aria-labelledby={id}>
        <h2 id={id} className="visually-hidden">
          Contacts
        </h2>
        <div className="acct-chat-search">
          <label htmlFor={`${fieldId}-search`} className="visually-hidden">
            Search contacts
          </label>
          <Glyph icon={Search} size={18} />
          <input
            id={`${fieldId}-search`}
            type="search"
            className="kit-input"
            placeholder="Search contacts"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {shown.length > 0 ? (
          <ul className="acct-chat-list">
            {shown.map((contact) => {
              const count = unread[contact.id] ?? 0;
              const last = threads[contact.id]?.at(-1);
              return (
                <li key={contact.id}>
                  <button
                    type="button"
                    className={cx("acct-chat-contact", contact.id === active?.id && "is-active")}
                    aria-current={contact.id === active?.id ? "true" : undefined}
                    onClick={() => open(contact.id)}
                  >
                    <PersonAvatar name={contact.name} size={40} />
                    <span className="acct-chat-contact-text">
                      <span className="acct-chat-contact-name">{contact.name}</span>
                      <span className="acct-chat-preview">{last?.text ?? contact.about}</span>
                    </span>
                    {count > 0 && (
                      <span className="acct-badge">
                        {count}
                        <span className="visually-hidden"> unread</span>
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="kit-muted acct-chat-none" role="status">
            No contacts match “{query}”.
          </p>
        )}
      </section>

      {active && (
        <section className="acct-chat-conversation" aria-labelledby={`${fieldId}-with`}>
          <div className="acct-chat-head">
            <PersonAvatar name={active.name} size={44} />
            <div>
              <h2 id={`${fieldId}-with`} className="acct-chat-title">
                {active.name}
              </h2>
              <p className="kit-muted">{active.about}</p>
            </div>
          </div>
          <div
            key={active.id}
            ref={thread}
            className="acct-chat-thread"
            role="log"
            aria-live="polite"
            aria-label={`Conversation with ${active.name}`}
            // The thread scrolls inside its box: keyboard users must be able to reach it to
            // read older messages (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            {/* The list inside the log, not the log itself: role="log" on an <ol> would
                take away its list semantics. */}
            <ol className="acct-chat-msgs">
              {messages.map((message) => (
                <li
                  key={message.id}
                  className={cx("acct-chat-msg", message.from === "me" ? "is-mine" : "is-theirs")}
                >
                  <span className="visually-hidden">
                    {message.from === "me" ? "You" : active.name}:{" "}
                  </span>
                  <p>{message.text}</p>
                  <time className="acct-chat-time">{message.time}</time>
                </li>
              ))}
            </ol>
          </div>
          <form className="acct-chat-form" onSubmit={send}>
            <label htmlFor={`${fieldId}-message`} className="visually-hidden">
              Message
            </label>
            <input
              ref={messageField}
              id={`${fieldId}-message`}
              type="text"
              className="kit-input"
              placeholder={`Write to ${active.name}`}
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="kit-btn">
              <Glyph icon={Send} size={18} />
              Send
            </button>
          </form>
        </section>
      )}
    </div>
  );
}

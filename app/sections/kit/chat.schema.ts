/**
 * What the chat (kit/chat.tsx) takes from a content file: the contacts, each with its unread
 * count and conversation. Sending adds to the thread on the page only.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";

import type { ChatProps } from "./chat";

const message = z.strictObject({
  id: elementId,
  from: z.enum(["me", "them"], "write me (the account's owner) or them (the contact)"),
  text: text(1, 600),
  /** As shown: "09:14", "Yesterday". */
  time: text(1, 20),
});

export const chatSchema = z.strictObject({
  /** id of the contact list's hidden h2. */
  id: elementId,
  contacts: z
    .array(
      z.strictObject({
        id: elementId,
        name: text(1, 80),
        /** Their shop or role, under the name. */
        about: text(1, 80),
        unread: z.number("write how many messages are unread").check(z.int(), z.gte(0)),
        messages: z.array(message).check(z.minLength(1, "write the conversation")),
      }),
    )
    .check(z.minLength(1, "list the contacts")),
});

export const chatFields = (fields: z.infer<typeof chatSchema>): ChatProps => fields;

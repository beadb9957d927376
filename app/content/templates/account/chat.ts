import type { TemplatePage } from "~/lib/template-page";
import type { ChatProps } from "~/sections/kit/chat";

import { accountBrand } from "./profile";

export const chatPage = {
  path: "/account/chat",
  title: "Chat: messages with buyers and makers",
  description:
    "Sample inbox of a marketplace seller: search contacts, see unread counts, read a conversation and send a reply that appears in the thread.",
  ...accountBrand,
} as const satisfies TemplatePage;

export const chatHead = {
  title: "Chat",
  intro: "Questions from buyers and notes from the makers you buy from. Four are unread.",
};

export const chatInbox = {
  id: "chat-contacts",
  contacts: [
    {
      id: "tomasz",
      name: "Tomasz Wierzbicki",
      about: "Buyer, order LH-S2291",
      unread: 0,
      messages: [
        {
          id: "t1",
          from: "them",
          text: "Hello! Is the indigo runner long enough for a 2-metre table?",
          time: "09:02",
        },
        {
          id: "t2",
          from: "me",
          text: "It is 240 cm, so about 20 cm hangs over each end of a 2-metre table.",
          time: "09:15",
        },
        {
          id: "t3",
          from: "them",
          text: "Perfect. Could you wrap it as a gift? It's for my sister's new flat.",
          time: "09:21",
        },
        {
          id: "t4",
          from: "me",
          text: "Of course: brown paper, twine and a handwritten card at no extra cost.",
          time: "09:26",
        },
      ],
    },
    {
      id: "aiko",
      name: "Aiko Brandt",
      about: "Fernway Ceramics",
      unread: 2,
      messages: [
        {
          id: "a1",
          from: "me",
          text: "Hi Aiko, the mugs arrived safely. The speckled glaze is lovely.",
          time: "Mon",
        },
        {
          id: "a2",
          from: "them",
          text: "So glad! I'm firing a new batch of bowls this week.",
          time: "10:40",
        },
        {
          id: "a3",
          from: "them",
          text: "Would you like first pick before they go on the shop?",
          time: "10:41",
        },
      ],
    },
    {
      id: "rafael",
      name: "Rafael Duarte",
      about: "Buyer, asking about custom sizes",
      unread: 1,
      messages: [
        {
          id: "r1",
          from: "them",
          text: "Do you take commissions for a 3-metre wall hanging?",
          time: "Yesterday",
        },
      ],
    },
    {
      id: "loomhall",
      name: "Loomhall Support",
      about: "Help for sellers",
      unread: 1,
      messages: [
        {
          id: "l1",
          from: "them",
          text: "Your November payout of £1,284.60 is on its way and should arrive within two working days.",
          time: "Fri",
        },
      ],
    },
  ],
} as const satisfies ChatProps;

import type { TemplatePage } from "~/lib/template-page";
import type { AccountOrder } from "~/sections/kit/order-table";
import type { OrdersBrowserProps } from "~/sections/kit/orders-browser";

import { ACCOUNT_AS_OF, accountBrand } from "./profile";

/** Maya's purchases on Loomhall, newest first; prices in US cents. */
export const accountOrders = [
  {
    id: "LH-48213",
    placed: "2026-11-12",
    status: "processing",
    seller: "Fernway Ceramics",
    items: [
      { name: "Speckled stoneware mug", qty: 2, price: 2800 },
      { name: "Glazed serving bowl", qty: 1, price: 5400 },
    ],
    shipping: 600,
  },
  {
    id: "LH-47960",
    placed: "2026-11-03",
    status: "shipped",
    seller: "Oak & Awl",
    items: [{ name: "Walnut chopping board", qty: 1, price: 6900 }],
    shipping: 0,
  },
  {
    id: "LH-47512",
    placed: "2026-10-21",
    status: "delivered",
    seller: "Threadmoss",
    items: [
      { name: "Linen napkins, set of four", qty: 1, price: 3600 },
      { name: "Hand-dyed table runner", qty: 1, price: 4200 },
    ],
    shipping: 500,
  },
  {
    id: "LH-46874",
    placed: "2026-10-02",
    status: "cancelled",
    seller: "Kiln Street",
    items: [{ name: "Porcelain bud vase", qty: 3, price: 1900 }],
    shipping: 450,
  },
  {
    id: "LH-46210",
    placed: "2026-09-14",
    status: "delivered",
    seller: "Wickerlight",
    items: [{ name: "Seagrass storage basket", qty: 2, price: 3100 }],
    shipping: 700,
  },
  {
    id: "LH-45503",
    placed: "2026-08-27",
    status: "delivered",
    seller: "Fernway Ceramics",
    items: [{ name: "Ash-glaze dinner plate", qty: 4, price: 2400 }],
    shipping: 800,
  },
  {
    id: "LH-44867",
    placed: "2026-07-30",
    status: "delivered",
    seller: "Beeswick Candles",
    items: [
      { name: "Beeswax pillar candle", qty: 3, price: 1500 },
      { name: "Brass candle snuffer", qty: 1, price: 2200 },
    ],
    shipping: 450,
  },
  {
    id: "LH-43920",
    placed: "2026-06-18",
    status: "delivered",
    seller: "Oak & Awl",
    items: [{ name: "Oiled ash spoon set", qty: 1, price: 3800 }],
    shipping: 0,
  },
  {
    id: "LH-42651",
    placed: "2026-04-09",
    status: "cancelled",
    seller: "Threadmoss",
    items: [{ name: "Wool throw, slate", qty: 1, price: 11900 }],
    shipping: 0,
  },
  {
    id: "LH-41788",
    placed: "2026-02-22",
    status: "delivered",
    seller: "Paper Harbour",
    items: [{ name: "Letterpress notebook", qty: 2, price: 1600 }],
    shipping: 350,
  },
  {
    id: "LH-40315",
    placed: "2025-12-05",
    status: "delivered",
    seller: "Kiln Street",
    items: [{ name: "Celadon teapot", qty: 1, price: 7600 }],
    shipping: 900,
  },
  {
    id: "LH-39472",
    placed: "2025-10-11",
    status: "delivered",
    seller: "Wickerlight",
    items: [{ name: "Rattan plant stand", qty: 1, price: 8400 }],
    shipping: 1200,
  },
] as const satisfies readonly AccountOrder[];

export const ordersPage = {
  path: "/account/orders",
  title: "Orders: your Loomhall purchases",
  description:
    "Sample order history of a marketplace account: filter by period and status, open an order to see its items, totals and delivery progress.",
  ...accountBrand,
} as const satisfies TemplatePage;

export const ordersHead = {
  title: "Orders",
  intro: "Everything you have bought on Loomhall, newest first.",
};

export const ordersBrowser = {
  id: "orders-list",
  title: "Order history",
  orders: accountOrders,
  asOf: ACCOUNT_AS_OF,
  perPage: 5,
  periods: [
    { value: "all", label: "All time" },
    { value: "30d", label: "Last 30 days" },
    { value: "90d", label: "Last 3 months" },
    { value: "12m", label: "Last 12 months" },
  ],
  statuses: [
    { value: "all", label: "Any status" },
    { value: "processing", label: "Processing" },
    { value: "shipped", label: "Shipped" },
    { value: "delivered", label: "Delivered" },
    { value: "cancelled", label: "Cancelled" },
  ],
} as const satisfies OrdersBrowserProps;

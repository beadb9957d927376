import ChartLine from "lucide-react/icons/chart-line";
import CreditCard from "lucide-react/icons/credit-card";
import Heart from "lucide-react/icons/heart";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import MessagesSquare from "lucide-react/icons/messages-square";
import Package from "lucide-react/icons/package";
import Settings from "lucide-react/icons/settings";

import type { AccountSidebarProps } from "~/components/kit/account-sidebar";

/**
 * The account pages' sidebar (app/layouts/account-layout.tsx): Maya, who buys and sells on
 * Loomhall, a marketplace for handmade homeware. The pages themselves are content files
 * (content/templates/account/), their shared sample in content/templates/account/sample.yaml.
 */
export const accountSidebar = {
  user: {
    name: "Maya Okafor",
    email: "maya.okafor@example.com",
    note: "Seller since March 2023",
  },
  items: [
    { href: "/account/overview", label: "Overview", icon: LayoutDashboard },
    { href: "/account/settings", label: "Settings", icon: Settings },
    { href: "/account/billing", label: "Billing", icon: CreditCard },
    { href: "/account/orders", label: "Orders", icon: Package },
    { href: "/account/earnings", label: "Earnings", icon: ChartLine },
    {
      href: "/account/chat",
      label: "Chat",
      icon: MessagesSquare,
      badge: { text: "4", label: "unread messages" },
    },
    { href: "/account/favorites", label: "Favorites", icon: Heart },
  ],
  signOut: { label: "Sign out", href: "/auth/sign-in" },
} as const satisfies AccountSidebarProps;

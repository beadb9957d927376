import type { SampleFormProps } from "~/components/kit/sample-form";
import type { TemplatePage } from "~/lib/template-page";
import type { SwitchGroupsProps } from "~/sections/kit/switch-groups";

import { accountBrand } from "./profile";

export const settingsPage = {
  path: "/account/settings",
  title: "Account settings: profile, password, notifications",
  description:
    "Sample settings of a marketplace account: edit the profile, change the password, choose which e-mail and phone notifications arrive, or delete the account.",
  ...accountBrand,
} as const satisfies TemplatePage;

export const settingsHead = {
  title: "Settings",
  intro: "Keep your details current and choose what we tell you about.",
};

export const settingsProfileForm = {
  label: "Profile details",
  fields: [
    {
      name: "first-name",
      label: "First name",
      type: "text",
      required: true,
      autoComplete: "given-name",
      defaultValue: "Maya",
      half: true,
    },
    {
      name: "last-name",
      label: "Last name",
      type: "text",
      required: true,
      autoComplete: "family-name",
      defaultValue: "Okafor",
      half: true,
    },
    {
      name: "email",
      label: "Email",
      type: "email",
      required: true,
      autoComplete: "email",
      defaultValue: "maya.okafor@example.com",
      half: true,
    },
    {
      name: "phone",
      label: "Phone",
      type: "tel",
      autoComplete: "tel",
      defaultValue: "+44 20 7946 0318",
      half: true,
    },
    {
      name: "bio",
      label: "About your shop",
      type: "textarea",
      placeholder: "Two or three sentences buyers see on your shop page",
    },
  ],
  submitLabel: "Save profile",
  thanks: "Sample page: nothing was saved, {first}.",
} as const satisfies SampleFormProps;

export const settingsPasswordForm = {
  label: "Change password",
  fields: [
    {
      name: "current-password",
      label: "Current password",
      type: "password",
      required: true,
      autoComplete: "current-password",
    },
    {
      name: "new-password",
      label: "New password (at least 12 characters)",
      type: "password",
      required: true,
      minLength: 12,
      autoComplete: "new-password",
      half: true,
    },
    {
      name: "confirm-password",
      label: "Repeat new password",
      type: "password",
      required: true,
      minLength: 12,
      autoComplete: "new-password",
      half: true,
    },
  ],
  submitLabel: "Change password",
  thanks: "Sample page: your password was not changed.",
} as const satisfies SampleFormProps;

export const settingsNotifications = {
  groups: [
    {
      id: "email",
      title: "E-mail",
      allLabel: "All e-mail notifications",
      items: [
        {
          id: "email-orders",
          label: "Order updates",
          description: "Confirmations, dispatch and delivery of what you buy.",
          on: true,
        },
        {
          id: "email-sales",
          label: "New sales",
          description: "Each time someone buys from your shop.",
          on: true,
        },
        {
          id: "email-messages",
          label: "Messages",
          description: "A copy of chat messages you have not read within an hour.",
        },
        {
          id: "email-digest",
          label: "Monthly shop report",
          description: "Visits, sales and payouts on the first of the month.",
        },
      ],
    },
    {
      id: "phone",
      title: "Phone",
      allLabel: "All phone notifications",
      items: [
        { id: "phone-orders", label: "Order updates", on: true },
        { id: "phone-sales", label: "New sales", on: true },
        { id: "phone-messages", label: "Messages", on: true },
        { id: "phone-payouts", label: "Payouts", on: true },
      ],
    },
  ],
} as const satisfies SwitchGroupsProps;

export const settingsDelete = {
  intro:
    "Closing your account removes your shop, listings and message history. Orders stay on record for seven years, as tax law requires.",
  button: "Delete account",
  dialogTitle: "Delete your account?",
  dialogText: "Your shop closes at once and buyers can no longer reach you. This cannot be undone.",
  cancel: "Keep my account",
  confirm: "Delete account",
  done: "Sample page: no account was deleted.",
};

import Building2 from "lucide-react/icons/building-2";
import KeyRound from "lucide-react/icons/key-round";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import MailCheck from "lucide-react/icons/mail-check";
import UserRound from "lucide-react/icons/user-round";

import type { KitField } from "~/components/kit/kit-form";
import type { TemplatePage } from "~/lib/template-page";
import type { AuthPanelProps, AuthSplitProps } from "~/sections/kit/auth-split";

// The four sign-in pages share these forms (the same fields, rules and messages): the
// pages differ only in which they show and what surrounds them. Samples: nothing signs
// anyone in, and the password inputs have no name, so no request can carry them.

const BRAND = "Keystead";
const NOT_HERE =
  "Sign-in is not available on this site: this is a sample page, and nothing you typed has left it.";

const emailRequired = "Enter your e-mail address";

const signInFields: readonly KitField[] = [
  {
    name: "email",
    label: "E-mail address",
    type: "email",
    // The e-mail is the account's user name: password managers pair it with the password.
    autoComplete: "username",
    required: emailRequired,
    email: true,
  },
  {
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "current-password",
    required: "Enter your password",
  },
  { name: "remember", label: "Keep me signed in on this device", type: "checkbox" },
];

const signUpFields: readonly KitField[] = [
  {
    name: "name",
    label: "Full name",
    type: "text",
    autoComplete: "name",
    required: "Enter your name",
  },
  {
    name: "email",
    label: "E-mail address",
    type: "email",
    autoComplete: "username",
    required: emailRequired,
    email: true,
  },
  {
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    hint: "At least 10 characters. A few unrelated words work well.",
    required: "Choose a password",
    minLength: 10,
    invalid: "Use at least 10 characters for your password",
  },
  {
    name: "confirm",
    label: "Confirm password",
    type: "password",
    autoComplete: "new-password",
    required: "Enter your password again",
    matches: "password",
    invalid: "The two passwords do not match",
  },
  {
    name: "terms",
    label: "I accept Keystead's terms of use and privacy notice",
    type: "checkbox",
    required: "Accept the terms to create an account",
  },
];

const recoveryFields: readonly KitField[] = [
  {
    name: "email",
    label: "E-mail address",
    type: "email",
    autoComplete: "username",
    required: emailRequired,
    email: true,
  },
];

const alternatives = {
  alternatives: [
    { label: "Continue with a passkey", icon: KeyRound },
    { label: "Continue with your company account", icon: Building2 },
  ],
  alternativesOutcome: NOT_HERE,
} as const;

/** The sign-in form; `id` keeps two copies on one page apart. */
export const signInPanel = (id: string, heading?: string): AuthPanelProps => ({
  heading,
  form: { id, fields: signInFields, submitLabel: "Sign in", outcome: NOT_HERE },
  forgot: { label: "Forgot your password?", href: "/auth/pass-recovery" },
  ...alternatives,
  footer: heading
    ? undefined
    : { text: "New to Keystead?", link: { label: "Create an account", href: "/auth/sign-up" } },
});

/** The sign-up form. */
export const signUpPanel = (id: string, heading?: string): AuthPanelProps => ({
  heading,
  form: { id, fields: signUpFields, submitLabel: "Create account", outcome: NOT_HERE },
  ...(heading ? {} : alternatives),
  footer: heading
    ? undefined
    : { text: "Already have an account?", link: { label: "Sign in", href: "/auth/sign-in" } },
});

const recoveryPanel: AuthPanelProps = {
  steps: [
    "Enter the e-mail address you signed up with.",
    "Open the link we send you; it works for one hour.",
    "Choose a new password and sign in again.",
  ],
  form: {
    id: "recover",
    fields: recoveryFields,
    submitLabel: "Send the reset link",
    outcome:
      "Password recovery is not available on this site: this is a sample page, and no e-mail was sent.",
  },
  footer: { text: "Remembered it?", link: { label: "Back to sign in", href: "/auth/sign-in" } },
};

const page = (path: string, title: string, description: string): TemplatePage => ({
  path,
  title,
  description,
  theme: "saas-v1",
  brand: BRAND,
});

export const signInPage = page(
  "/auth/sign-in",
  "Sign in to Keystead (sign-in template)",
  "A sign-in page: e-mail and password with show and hide, keep me signed in, a recovery link and other ways in, beside a cover picture.",
);

export const signIn = {
  title: "Welcome back",
  lead: "Sign in to see your team's shared vault and who changed what.",
  panels: [signInPanel("sign-in")],
  cover: { seed: "keystead-sign-in", motif: LockKeyhole, alt: "" },
} as const satisfies AuthSplitProps;

export const signUpPage = page(
  "/auth/sign-up",
  "Create a Keystead account (sign-up template)",
  "A sign-up page: name, e-mail, a new password with confirmation and show and hide, and the terms to accept, checked as you go.",
);

export const signUp = {
  title: "Create your account",
  lead: "One vault for the passwords, keys and recovery codes your team shares. Free for up to five people.",
  panels: [signUpPanel("sign-up")],
  cover: { seed: "keystead-sign-up", motif: UserRound, alt: "" },
} as const satisfies AuthSplitProps;

export const recoveryPage = page(
  "/auth/pass-recovery",
  "Reset your Keystead password (recovery template)",
  "A password recovery page: three steps and one e-mail field, checked in the page before anything would be sent.",
);

export const recovery = {
  title: "Reset your password",
  lead: "It happens. We will send a link to set a new one.",
  panels: [recoveryPanel],
  cover: { seed: "keystead-recovery", motif: MailCheck, alt: "" },
} as const satisfies AuthSplitProps;

export const signInUpPage = page(
  "/auth/sign-in-up",
  "Sign in or create a Keystead account (template)",
  "Sign in and sign up side by side: the same two forms as their own pages, for people who arrive not knowing whether they have an account.",
);

export const signInUp = {
  title: "Sign in or join Keystead",
  lead: "Already have an account? Sign in on the left. New here? Create one on the right.",
  panels: [
    signInPanel("both-sign-in", "Sign in"),
    signUpPanel("both-sign-up", "Create an account"),
  ],
} as const satisfies AuthSplitProps;

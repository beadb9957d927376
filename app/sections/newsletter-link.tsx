import { NewsletterLinkAction } from "~/components/forms/newsletter-link-action";
import {
  confirmLink,
  type NewsletterLinkPageCopy,
  unsubscribeLink,
} from "~/content/newsletter-links";

/** The links of the newsletter's e-mails, by the name a content file gives them. */
const LINKS = { confirm: confirmLink, unsubscribe: unsubscribeLink } as const;

export type NewsletterLinkKind = keyof typeof LINKS;

export interface NewsletterLinkProps extends Omit<NewsletterLinkPageCopy<string>, "outcomes"> {
  /** id of the h1. */
  id: string;
  /** Which e-mail link the page is for: its button's outcomes are the server's (app/content/newsletter-links.ts). */
  link: NewsletterLinkKind;
}

/**
 * The page a newsletter e-mail's link opens (?token=…): its words from the page's file, what
 * the button's outcomes say from the module the server shares.
 */
export function NewsletterLink({ id, link, ...words }: NewsletterLinkProps) {
  const { outcomes, successes } = LINKS[link] as {
    outcomes: NewsletterLinkPageCopy<string>["outcomes"];
    successes: readonly string[];
  };
  return <NewsletterLinkAction id={id} copy={{ ...words, outcomes }} successes={successes} />;
}

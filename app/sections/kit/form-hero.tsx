import { KitForm, type KitFormProps } from "~/components/kit/kit-form";

import { Hero, type KitHeroProps } from "./hero";

export interface FormHeroProps extends Omit<KitHeroProps, "aside" | "asideCard" | "below"> {
  /** The checked sample form on a card beside the text (it sends nothing). */
  form: KitFormProps;
  /** The card's anchor, for in-page links ("#write"). */
  formAnchor?: string;
}

/**
 * The kit's hero with a form on a card beside it (a contact page's "write to us"): its own
 * section, so the pages whose hero has no form load no form code.
 */
export function FormHero({ form, formAnchor, ...hero }: FormHeroProps) {
  return <Hero {...hero} aside={<KitForm {...form} />} asideCard={{ anchor: formAnchor }} />;
}

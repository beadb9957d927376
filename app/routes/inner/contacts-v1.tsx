import {
  contactsV1Details,
  contactsV1Form,
  contactsV1Hero,
  contactsV1Page,
} from "~/content/templates/inner/contacts";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { FormSection } from "~/sections/kit/form-section";
import { Hero } from "~/sections/kit/hero";

export const meta = () => templateMeta(contactsV1Page);
export const handle = templateHandle(contactsV1Page);

export default function ContactsV1Page() {
  return (
    <>
      <Hero {...contactsV1Hero} />
      <FeatureGrid {...contactsV1Details} />
      <FormSection {...contactsV1Form} />
    </>
  );
}

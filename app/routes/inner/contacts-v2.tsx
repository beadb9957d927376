import { KitForm } from "~/components/kit/kit-form";
import {
  contactsV2Form,
  contactsV2Hero,
  contactsV2Map,
  contactsV2Offices,
  contactsV2Page,
} from "~/content/templates/inner/contacts";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { Locations } from "~/sections/kit/locations";

export const meta = () => templateMeta(contactsV2Page);
export const handle = templateHandle(contactsV2Page);

export default function ContactsV2Page() {
  return (
    <>
      <Hero {...contactsV2Hero} aside={<KitForm {...contactsV2Form} />} />
      <FeatureGrid {...contactsV2Offices} />
      <Locations {...contactsV2Map} />
    </>
  );
}

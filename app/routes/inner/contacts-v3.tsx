import {
  contactsV3Details,
  contactsV3Hero,
  contactsV3Map,
  contactsV3Page,
} from "~/content/templates/inner/contacts";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AddressMap } from "~/sections/kit/address-map";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";

export const meta = () => templateMeta(contactsV3Page);
export const handle = templateHandle(contactsV3Page);

export default function ContactsV3Page() {
  return (
    <>
      <Hero {...contactsV3Hero} />
      <FeatureGrid {...contactsV3Details} />
      <AddressMap {...contactsV3Map} />
    </>
  );
}

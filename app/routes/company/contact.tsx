import { contactDetails, contactForm, contactHeader, contactMeta } from "~/content/contact";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/lib/structured-data";
import { ContactDetails } from "~/sections/contact-details";
import { ContactForm } from "~/sections/contact-form";
import { PageHeader } from "~/sections/page-header";

import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...contactMeta, path: "/contact", jsonLd: [organizationJsonLd()] });

export default function Contact() {
  return (
    <>
      <PageHeader {...contactHeader} />
      <ContactForm {...contactForm} aside={<ContactDetails {...contactDetails} />} />
    </>
  );
}

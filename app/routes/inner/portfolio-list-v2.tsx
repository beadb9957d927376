import {
  listV2Contact,
  listV2Hero,
  listV2Page,
  listV2Rows,
} from "~/content/templates/inner/portfolio";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { FormSection } from "~/sections/kit/form-section";
import { Hero } from "~/sections/kit/hero";

export const meta = () => templateMeta(listV2Page);
export const handle = templateHandle(listV2Page);

export default function PortfolioListV2Page() {
  return (
    <>
      <Hero {...listV2Hero} />
      <AlternatingRows {...listV2Rows} />
      <FormSection {...listV2Contact} />
    </>
  );
}

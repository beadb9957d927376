import {
  gridV1Cta,
  listV1Page,
  listV1Rows,
  listV1Title,
} from "~/content/templates/inner/portfolio";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { KitPageTitle } from "~/sections/kit/page-title";

export const meta = () => templateMeta(listV1Page);
export const handle = templateHandle(listV1Page);

export default function PortfolioListV1Page() {
  return (
    <>
      <KitPageTitle {...listV1Title} />
      <AlternatingRows {...listV1Rows} />
      <CtaBanner {...gridV1Cta} />
    </>
  );
}

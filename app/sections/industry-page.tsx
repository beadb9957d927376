import { CtaBanner, type CtaBannerProps } from "./cta-banner";
import { FeatureGrid, type FeatureGridProps } from "./feature-grid";
import { NotifySection, type NotifySectionProps } from "./notify-form";
import { PageHeader, type PageHeaderProps } from "./page-header";
import { PainPoints, type PainPointsProps } from "./pain-points";
import { ProductFamily, type ProductFamilyProps } from "./product-family";
import { ProofBand, type ProofBandProps } from "./proof-band";
import { RegulationList, type RegulationListProps } from "./regulation-list";
import { StatusList, type StatusListProps } from "./status-list";

/**
 * One industry page, full or preview, in a fixed order. Every part but the header, products and
 * call to action is optional: full pages give pains, offer and proof; previews give regulations,
 * the plan and the notify-me form.
 */
export interface IndustryPageProps {
  /** Breadcrumbs, h1, lead and actions. */
  header: PageHeaderProps;
  /** The problems this audience brings us. */
  pains?: PainPointsProps;
  /** The regulations a program covers (preview pages). */
  regulations?: RegulationListProps;
  /** What we offer. */
  offer?: FeatureGridProps;
  /** What is planned and when (preview pages). */
  plan?: StatusListProps;
  /** The notify-me form for the program's launch (preview pages). */
  notify?: NotifySectionProps;
  /** The products that fit, with their status. */
  products: ProductFamilyProps;
  /** Figures and a customer quote. */
  proof?: ProofBandProps;
  /** The closing call to action. */
  cta: CtaBannerProps;
}

/** Composes an industry page from its content; the route modules only pass that content in. */
export function IndustryPage({
  header,
  pains,
  regulations,
  offer,
  plan,
  notify,
  products,
  proof,
  cta,
}: IndustryPageProps) {
  return (
    <>
      <PageHeader {...header} />
      {pains && <PainPoints {...pains} />}
      {regulations && <RegulationList {...regulations} />}
      {offer && <FeatureGrid {...offer} />}
      {plan && <StatusList {...plan} />}
      {notify && <NotifySection {...notify} />}
      <ProductFamily {...products} />
      {proof && <ProofBand {...proof} />}
      <CtaBanner {...cta} />
    </>
  );
}

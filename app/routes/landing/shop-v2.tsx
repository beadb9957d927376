import {
  shopV2About,
  shopV2Awards,
  shopV2Benefits,
  shopV2Box,
  shopV2Collection,
  shopV2Hero,
  shopV2New,
  shopV2Page,
  shopV2Strip,
} from "~/content/templates/landing/shop-v2";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { PhotoStrip } from "~/sections/kit/photo-strip";
import { ProductGrid } from "~/sections/kit/product-grid";

export const meta = () => templateMeta(shopV2Page);
export const handle = templateHandle(shopV2Page);

export default function BakeryPage() {
  return (
    <>
      <Hero {...shopV2Hero} />
      <ProductGrid {...shopV2New} />
      <AlternatingRows {...shopV2About} />
      <FeatureGrid {...shopV2Awards} />
      <CtaBanner {...shopV2Box} />
      <FeatureGrid {...shopV2Benefits} />
      <ProductGrid {...shopV2Collection} />
      <PhotoStrip {...shopV2Strip} />
    </>
  );
}

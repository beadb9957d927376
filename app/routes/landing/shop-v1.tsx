import { Countdown } from "~/components/kit/countdown";
import {
  shopV1About,
  shopV1Blog,
  shopV1Categories,
  shopV1Collections,
  shopV1Hero,
  shopV1Page,
  shopV1Perks,
  shopV1Popular,
  shopV1Sale,
  shopV1SaleEnds,
  shopV1Shoppable,
  shopV1Strip,
  shopV1Trending,
} from "~/content/templates/landing/shop-v1";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AlternatingRows } from "~/sections/kit/alternating-rows";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { Hero } from "~/sections/kit/hero";
import { HotspotPicture } from "~/sections/kit/hotspot-picture";
import { PhotoStrip } from "~/sections/kit/photo-strip";
import { PostGrid } from "~/sections/kit/post-grid";
import { ProductGrid } from "~/sections/kit/product-grid";
import { ProductSlides } from "~/sections/kit/product-slides";

export const meta = () => templateMeta(shopV1Page);
export const handle = templateHandle(shopV1Page);

export default function ShopV1Page() {
  return (
    <>
      <Hero
        {...shopV1Hero}
        aside={
          <ProductSlides label="Popular this week" products={shopV1Popular} autoplayMs={7000} />
        }
      />
      <AlternatingRows {...shopV1About} />
      <FeatureGrid {...shopV1Categories} />
      <ProductGrid {...shopV1Trending} />
      <AlternatingRows {...shopV1Collections} />
      <FeatureGrid {...shopV1Perks} />
      <HotspotPicture {...shopV1Shoppable} />
      <CtaBanner
        {...shopV1Sale}
        extra={
          <Countdown
            target={shopV1SaleEnds}
            label="Time left in the sale"
            doneText="The sale has ended"
          />
        }
      />
      <PostGrid {...shopV1Blog} />
      <PhotoStrip {...shopV1Strip} />
    </>
  );
}

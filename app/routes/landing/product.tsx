import {
  productColours,
  productCta,
  productDetails,
  productGallery,
  productHero,
  productPage,
  productVideo,
} from "~/content/templates/landing/product";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { ColourShowcase } from "~/sections/kit/colour-showcase";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { Gallery } from "~/sections/kit/gallery";
import { Hero } from "~/sections/kit/hero";
import { HotspotPicture } from "~/sections/kit/hotspot-picture";
import { VideoFeature } from "~/sections/kit/video-feature";

export const meta = () => templateMeta(productPage);
export const handle = templateHandle(productPage);

export default function ProductPage() {
  return (
    <>
      <Hero {...productHero} />
      <VideoFeature {...productVideo} />
      <ColourShowcase {...productColours} />
      <CtaBanner {...productCta} />
      <HotspotPicture {...productDetails} />
      <Gallery {...productGallery} />
    </>
  );
}

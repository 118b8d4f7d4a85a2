import { FlashMessage } from '../../components/FlashMessage';
import { AboutSection } from './AboutSection';
import { HeroSection } from './HeroSection';
import { ImpactSection } from './ImpactSection';
import { ParallaxGroup } from './ParallaxGroup';
import { SdgSection } from './SdgSection';
import { StatisticsSection } from './StatisticsSection';
import { WhatWeDoSection } from './WhatWeDoSection';

/** The landing page, in the seed's order (seed-spec §2 Home). */
export function HomePage() {
  return (
    <>
      {/* e.g. the thank-you after a donation (DeliveryPage navigates here with it) */}
      <div className="mx-auto max-w-6xl px-4 empty:hidden [&:not(:empty)]:pt-4">
        <FlashMessage />
      </div>
      <HeroSection />
      <AboutSection />
      <SdgSection />
      <ParallaxGroup />
      <StatisticsSection />
      <ImpactSection />
      <WhatWeDoSection />
    </>
  );
}

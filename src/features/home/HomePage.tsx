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

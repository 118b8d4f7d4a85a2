import type { ReactNode } from 'react';
import { FlashMessage } from '../../components/FlashMessage';
import { AboutSection } from './AboutSection';
import { HeroSection } from './HeroSection';
import { ImpactSection } from './ImpactSection';
import { ParallaxGroup } from './ParallaxGroup';
import { SdgSection } from './SdgSection';
import { StatisticsSection } from './StatisticsSection';
import { WhatWeDoSection } from './WhatWeDoSection';

/**
 * Sections far below the first screen are laid out only when they come near it
 * (content-visibility), so a long Home costs a phone little work while it loads.
 */
const LATER = '[content-visibility:auto] [contain-intrinsic-size:auto_720px]';

/**
 * The landing page, in the seed's order (docs/product.md, Home). `today`: what a signed-in person
 * has to do today, above the hero (the app composes it: a donor's regular offers due today).
 */
export function HomePage({ today = null }: { today?: ReactNode }) {
  return (
    <>
      {/* e.g. the thank-you after a donation (DeliveryPage navigates here with it) */}
      <div className="mx-auto max-w-6xl px-4 empty:hidden [&:not(:empty)]:pt-4">
        <FlashMessage />
      </div>
      {today}
      <HeroSection />
      <AboutSection />
      <div className={LATER}>
        <SdgSection />
      </div>
      <ParallaxGroup />
      <div className={LATER}>
        <StatisticsSection />
      </div>
      <div className={LATER}>
        <ImpactSection />
      </div>
      <div className={LATER}>
        <WhatWeDoSection />
      </div>
    </>
  );
}

import sdg1Url from '../../assets/sdg1.svg?no-inline';
import sdg2Url from '../../assets/sdg2.svg?no-inline';
import { msg } from '../../i18n';

/** SDG card timings and scroll trigger (docs/product.md); milliseconds unless named otherwise. */
export const SDG_MOTION = {
  staggerMs: 200,
  sectionFadeMs: 1000,
  cardTransitionMs: 700,
  /** Share of the section that must be on screen before it animates in (once). */
  threshold: 0.1,
} as const;

/** An SDG card (src, alt, id), plus the goal's name and why it matters for its caption; texts are message ids. */
export interface SdgCard {
  src: string;
  alt: string;
  id: number;
  name: string;
  why: string;
}

export const SDG_CARDS: readonly SdgCard[] = [
  {
    id: 1,
    src: sdg1Url,
    name: msg('home.sdg.noPoverty.name'),
    alt: msg('home.sdg.noPoverty.alt'),
    why: msg('home.sdg.noPoverty.why'),
  },
  {
    id: 2,
    src: sdg2Url,
    name: msg('home.sdg.zeroHunger.name'),
    alt: msg('home.sdg.zeroHunger.alt'),
    why: msg('home.sdg.zeroHunger.why'),
  },
];

import sdg1Url from '../../assets/sdg1.svg?no-inline';
import sdg2Url from '../../assets/sdg2.svg?no-inline';

/** SDG card timings and scroll trigger (docs/product.md); milliseconds unless named otherwise. */
export const SDG_MOTION = {
  staggerMs: 200,
  sectionFadeMs: 1000,
  cardTransitionMs: 700,
  /** Share of the section that must be on screen before it animates in (once). */
  threshold: 0.1,
} as const;

/** An SDG card (src, alt, id), plus the goal's name for its caption. */
export interface SdgCard {
  src: string;
  alt: string;
  id: number;
  name: string;
}

export const SDG_CARDS: readonly SdgCard[] = [
  {
    id: 1,
    src: sdg1Url,
    name: 'No Poverty',
    alt: 'Goal 1 tile, No Poverty: a family of five drawn in white on red.',
  },
  {
    id: 2,
    src: sdg2Url,
    name: 'Zero Hunger',
    alt: 'Goal 2 tile, Zero Hunger: a steaming bowl drawn in white on mustard yellow.',
  },
];

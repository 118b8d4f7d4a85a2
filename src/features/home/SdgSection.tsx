import { useEffect, useState } from 'react';
import { LazyMotion, m, MotionConfig, useReducedMotion, type Variants } from 'framer-motion';
import { useInView } from 'react-intersection-observer';
import { useHydrated } from '../../components/useHydrated';
import { useT } from '../../i18n';
import { SDG_CARDS, SDG_MOTION } from './sdg';

const loadMotionFeatures = () => import('./motion-features').then((mod) => mod.domAnimation);

/** Fetch the animation engine once the section is this close, so it is not part of Home's first load. */
export const SDG_PRELOAD_MARGIN = '600px 0px';

/**
 * LazyMotion asks for its features once, on mount; this hands it a loader that waits until
 * `start` turns true, so the section renders at once but the engine is fetched only when needed.
 */
function useDeferredFeatures(start: boolean) {
  const [gate] = useState(() => {
    let open: () => void = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { open, load: () => opened.then(loadMotionFeatures) };
  });
  useEffect(() => {
    if (start) gate.open();
  }, [start, gate]);
  return gate.load;
}

// Hiding is instant: it happens only off screen (see `reveal` below).
const sectionVariants: Variants = {
  hidden: { opacity: 0, transition: { duration: 0 } },
  visible: { opacity: 1, transition: { duration: SDG_MOTION.sectionFadeMs / 1000 } },
};

const cardVariants: Variants = {
  hidden: { opacity: 0, y: 32, transition: { duration: 0 } },
  visible: (index: number) => ({
    opacity: 1,
    y: 0,
    transition: {
      duration: SDG_MOTION.cardTransitionMs / 1000,
      delay: (index * SDG_MOTION.staggerMs) / 1000,
    },
  }),
};

export function SdgSection() {
  const t = useT();
  const { ref, inView } = useInView({ triggerOnce: true, threshold: SDG_MOTION.threshold });
  const { ref: nearRef, inView: near } = useInView({ triggerOnce: true, rootMargin: SDG_PRELOAD_MARGIN });
  const loadFeatures = useDeferredFeatures(near);
  const [hovered, setHovered] = useState<number | null>(null);
  // With reduced motion the cards are simply there: no fade, no slide.
  const prefersReducedMotion = useReducedMotion() ?? false;
  // HTML rendered at build time (and the render that takes it over) shows the cards as they end
  // up, whatever the reader's motion preference: it cannot know it, and without the script they
  // must be readable. Once live, the cards wait off screen to be revealed — unless motion is
  // reduced, when they simply stay.
  const live = useHydrated();
  const reduceMotion = live && prefersReducedMotion;
  const shown = inView || reduceMotion;
  const reveal = shown || !live;

  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <div ref={nearRef}>
          <m.section
            ref={ref}
            id="sdg"
            aria-labelledby="sdg-title"
            data-visible={shown ? 'true' : 'false'}
            className="bg-brand-50"
            variants={sectionVariants}
            initial={false}
            animate={reveal ? 'visible' : 'hidden'}
          >
            <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
              <h2 id="sdg-title" className="text-3xl font-bold tracking-tight text-stone-900">
                {t('home.sdg.title')}
              </h2>
              <p className="mt-3 max-w-prose text-lg text-stone-700">{t('home.sdg.intro')}</p>
              <ul className="mt-10 grid gap-6 sm:grid-cols-2">
                {SDG_CARDS.map((card, index) => (
                  <m.li
                    key={card.id}
                    custom={index}
                    variants={cardVariants}
                    onMouseEnter={() => setHovered(index)}
                    onMouseLeave={() => setHovered(null)}
                    data-highlighted={hovered === index ? 'true' : undefined}
                  >
                    <figure
                      className={`flex h-full flex-col items-center gap-4 rounded-card bg-white p-6 text-center ring-1 transition-shadow duration-300 sm:flex-row sm:text-left ${
                        hovered === index ? 'shadow-lg ring-2 ring-saffron-500' : 'shadow-sm ring-stone-200'
                      }`}
                    >
                      <img
                        src={card.src}
                        alt={t(card.alt)}
                        width={160}
                        height={160}
                        loading="lazy"
                        decoding="async"
                        className="h-40 w-40 shrink-0 rounded-control"
                      />
                      <figcaption>
                        <span className="block text-2xl font-bold text-stone-900">
                          {t('home.sdg.number', { number: card.id })}
                        </span>
                        <span className="block text-lg font-semibold text-brand-800">{t(card.name)}</span>
                        <span className="mt-2 block text-stone-700">{t(card.why)}</span>
                      </figcaption>
                    </figure>
                  </m.li>
                ))}
              </ul>
            </div>
          </m.section>
        </div>
      </MotionConfig>
    </LazyMotion>
  );
}

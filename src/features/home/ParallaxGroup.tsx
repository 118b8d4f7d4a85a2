import { useInView } from 'react-intersection-observer';
import groupUrl from '../../assets/group.svg?no-inline';

/** Start fetching the picture a little before it scrolls into view. */
export const PARALLAX_ROOT_MARGIN = '300px 0px';

export const GROUP_PHOTO_LABEL =
  'Illustrated group photo: eleven FoodBridge volunteers stand together behind a long table of food crates and bowls, ready for a pickup.';

/**
 * The full-width group photo. On md+ screens it is a fixed (parallax) background; on phones it
 * scrolls normally, and under reduced motion it never moves on its own. The image is set only
 * once the band nears the viewport, so it costs nothing on first load.
 */
export function ParallaxGroup() {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: PARALLAX_ROOT_MARGIN });
  return (
    <div
      ref={ref}
      role="img"
      aria-label={GROUP_PHOTO_LABEL}
      className="h-64 w-full bg-brand-50 bg-cover bg-center bg-no-repeat md:h-96 md:motion-safe:bg-fixed"
      style={inView ? { backgroundImage: `url("${groupUrl}")` } : undefined}
    />
  );
}

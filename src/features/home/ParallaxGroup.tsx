import { useInView } from 'react-intersection-observer';
import groupUrl from '../../assets/group.svg?no-inline';
import { useT } from '../../i18n';

/** Start fetching the picture a little before it scrolls into view. */
export const PARALLAX_ROOT_MARGIN = '300px 0px';

/**
 * The full-width group photo. On md+ screens it is a fixed (parallax) background; on phones it
 * scrolls normally, and under reduced motion it never moves on its own. The image is set only
 * once the band nears the viewport, so it costs nothing on first load.
 */
export function ParallaxGroup() {
  const t = useT();
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: PARALLAX_ROOT_MARGIN });
  return (
    <div
      ref={ref}
      role="img"
      aria-label={t('home.groupPhoto.label')}
      className="h-64 w-full bg-brand-50 bg-cover bg-center bg-no-repeat md:h-96 md:motion-safe:bg-fixed"
      style={inView ? { backgroundImage: `url("${groupUrl}")` } : undefined}
    />
  );
}

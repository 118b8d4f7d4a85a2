import heroUrl from '../../assets/hero.svg';
import { useAuth, type AuthUser, type Role } from '../../lib/auth-context';
import { Button } from '../../components/Button';
import { REPO_URL } from '../../config/socials';
import { PATHS } from '../../config/paths';
import { msg, useT } from '../../i18n';

/** The decorative ring behind the hero picture turns once every 20 s (docs/product.md). */
export const HERO_ROTATION_SECONDS = 20;

export interface HeroCta {
  /** The message id of the button's text. */
  label: string;
  to: string;
}

/** The hero's main call to action for each kind of person (docs/product.md). */
export function heroCta(user: AuthUser | null, role: Role | null): HeroCta {
  if (!user) return { label: msg('home.hero.cta.signUp'), to: PATHS.registration };
  switch (role) {
    case 'donor':
      return { label: msg('home.hero.cta.donate'), to: PATHS.ngoList };
    case 'ngo':
      return { label: msg('home.hero.cta.donations'), to: PATHS.donations };
    case 'admin':
      return { label: msg('home.hero.cta.admin'), to: PATHS.admin };
    default:
      // Signed in but no role yet (first Google sign-in): same way on as the 'not allowed' screen.
      return { label: msg('home.hero.cta.chooseRole'), to: PATHS.login };
  }
}

// Every label fits this box, so nothing moves when a restored session swaps the label (CLS).
const CTA_BOX = 'w-full sm:w-auto sm:min-w-64';

function HeroCallToAction() {
  const t = useT();
  const { user, role, loading } = useAuth();
  // Most visitors are signed out: they get their way in from the first paint (the page's HTML
  // included), and a signed-in person's label replaces it once the session and role are known.
  const cta = heroCta(loading ? null : user, role);
  return (
    <Button to={cta.to} variant="accent" className={CTA_BOX}>
      {t(cta.label)}
    </Button>
  );
}

/** Decorative: a ring of leaves that turns slowly behind the picture (not under reduced motion). */
function RotatingRing() {
  const leaves = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 200 200"
      className="absolute inset-0 m-auto h-full w-full motion-safe:animate-spin"
      style={{ animationDuration: `${HERO_ROTATION_SECONDS}s` }}
    >
      <circle cx="100" cy="100" r="92" fill="none" stroke="#fbbf24" strokeWidth="1.5" strokeDasharray="4 8" />
      {leaves.map((angle) => (
        <path
          key={angle}
          d="M100 4c4 3 5 7 0 12-5-5-4-9 0-12z"
          fill={angle % 60 === 0 ? '#22c55e' : '#f59e0b'}
          transform={`rotate(${angle} 100 100)`}
        />
      ))}
    </svg>
  );
}

export function HeroSection() {
  const t = useT();
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="scroll-mt-20 overflow-x-clip bg-linear-to-b from-saffron-50 to-paper"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
        {/* Text comes first in the document so it paints (and is the LCP) without the picture. */}
        <div>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-stone-900 md:text-5xl">
            {t('home.hero.title')} <span className="mt-2 block text-brand-800">{t('home.hero.tagline')}</span>
          </h1>
          <p className="mt-6 max-w-prose text-lg text-stone-700">{t('home.hero.intro')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <HeroCallToAction />
            <Button to={REPO_URL} external variant="secondary" className="w-full sm:w-auto">
              {t('home.hero.code')}
              <span className="sr-only"> {t('home.newTab')}</span>
            </Button>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-md">
          <RotatingRing />
          <img
            src={heroUrl}
            width={480}
            height={360}
            // The page's largest picture: painted with the first frame, not decoded on the side.
            decoding="sync"
            fetchPriority="high"
            alt={t('home.hero.imageAlt')}
            className="relative h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}

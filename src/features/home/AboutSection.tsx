// In the page (0.8 KB): fetched, it shared the network with the first screen's font while Home loads.
import aboutUrl from '../../assets/about.svg';
import { SOCIAL_LINKS } from '../../config/socials';
import { useT } from '../../i18n';

export function AboutSection() {
  const t = useT();
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
        <div>
          <h2 id="about-title" className="text-3xl font-bold tracking-tight text-stone-900">
            {t('home.about.title')}
          </h2>
          <h3 className="mt-8 text-xl font-semibold text-brand-800">{t('home.about.missionTitle')}</h3>
          <p className="mt-2 max-w-prose text-lg text-stone-700">{t('home.about.mission')}</p>
          <h3 className="mt-6 text-xl font-semibold text-brand-800">{t('home.about.visionTitle')}</h3>
          <p className="mt-2 max-w-prose text-lg text-stone-700">{t('home.about.vision')}</p>
          <h3 className="mt-8 text-base font-semibold text-stone-900">{t('home.about.follow')}</h3>
          <ul className="mt-3 flex flex-wrap gap-3">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-control border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {link.name}
                  <span className="sr-only"> {t('home.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <img
          src={aboutUrl}
          width={400}
          height={320}
          loading="lazy"
          decoding="async"
          alt={t('home.about.imageAlt')}
          className="mx-auto h-auto w-full max-w-sm"
        />
      </div>
    </section>
  );
}

import aboutUrl from '../../assets/about.svg?no-inline';
import { SOCIAL_LINKS } from '../../config/socials';

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
        <div>
          <h2 id="about-title" className="text-3xl font-bold tracking-tight text-stone-900">
            MISSION + VISION
          </h2>
          <h3 className="mt-8 text-xl font-semibold text-brand-800">Our mission</h3>
          <p className="mt-2 max-w-prose text-lg text-stone-700">
            Every day, good food is thrown away a few streets from people who go to bed hungry. We make giving surplus
            food as easy as throwing it away, so that it reaches an NGO kitchen while it is still fresh — no phone
            chains, no guesswork.
          </p>
          <h3 className="mt-6 text-xl font-semibold text-brand-800">Our vision</h3>
          <p className="mt-2 max-w-prose text-lg text-stone-700">
            A country where no edible meal goes to waste and no one goes hungry: where every restaurant, wedding hall
            and home kitchen is one short bridge away from the people who need food.
          </p>
          <h3 className="mt-8 text-base font-semibold text-stone-900">Follow us</h3>
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
                  <span className="sr-only"> (opens in a new tab)</span>
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
          alt="Two hands holding a bowl of food, with a heart rising above it."
          className="mx-auto h-auto w-full max-w-sm"
        />
      </div>
    </section>
  );
}

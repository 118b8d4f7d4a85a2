import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { PickupRate } from '../../components/PickupRate';
import { deliveryPath } from '../../config/paths';
import { formatNumber, msg, useT, type MessageValues } from '../../i18n';
import {
  collectsFrom,
  isTimeSlot,
  ngoStanding,
  type Ngo,
  type NgoStanding,
  type TimeSlot,
} from '../../services/ngo-model';
import { pickupRate, type NgoRecord } from '../../services/record-model';

export const NGO_PLACEHOLDER_IMAGE = '/ngo-placeholder.svg';

/** The words for each time slot (the value saved stays 'Morning', 'AfterNoon' or 'Evening'). */
export const SLOT_LABELS: Record<TimeSlot, string> = {
  Morning: msg('ngos.slot.morning'),
  AfterNoon: msg('ngos.slot.afternoon'),
  Evening: msg('ngos.slot.evening'),
};

type Translate = (id: string, values?: MessageValues) => string;

/**
 * '29 meals' / '1,00,000 भोजन' in the language shown; legacy text as it was when it holds no
 * number; null when there is nothing to show.
 */
export function mealsText(ngo: Pick<Ngo, 'meals' | 'mealno'>, t: Translate): string | null {
  if (ngo.meals !== null) return t('common.meals', { count: ngo.meals });
  return ngo.mealno.trim() || null;
}

/** A saved time slot in the language shown; a legacy value that is no slot stays as it was. */
function slotText(time: string, t: Translate): string {
  return isTimeSlot(time) ? t(SLOT_LABELS[time]) : time;
}

/** What the card's badge says of each standing (message ids). */
const STANDING: Record<NgoStanding, string> = {
  receives: msg('ngos.card.standing.receives'),
  listedOnly: msg('ngos.card.standing.listedOnly'),
  unverified: msg('ngos.card.standing.unverified'),
  suspended: msg('ngos.card.standing.suspended'),
};

/** Why an NGO that cannot receive offers has no Donate button (message ids). */
const WHY_NOT: Record<Exclude<NgoStanding, 'receives'>, string> = {
  listedOnly: msg('ngos.card.whyNot.listedOnly'),
  unverified: msg('ngos.card.whyNot.unverified'),
  suspended: msg('ngos.card.whyNot.suspended'),
};

/** A distance as people read it: 2.4 km, 12 km. */
const kmText = (km: number) => formatNumber(km < 100 ? Math.round(km * 10) / 10 : Math.round(km));

/**
 * An NGO's card: whether it can receive offers in FoodBridge now (and why not, when it cannot —
 * no Donate button then), what each number is, how far it collects, its time slot and whether it
 * takes veg food only. `distanceKm` when the list is sorted by distance ('near me'): the card says
 * whether the place is within the NGO's own area.
 */
export function NgoCard({
  ngo,
  distanceKm,
  volunteers,
  record,
}: {
  ngo: Ngo;
  distanceKm?: number;
  volunteers?: number;
  /** Its record of pickups, once read: 'Collected 97 % of 120 accepted pickups' from the 10th on. */
  record?: NgoRecord | undefined;
}) {
  const t = useT();
  const [imageFailed, setImageFailed] = useState(false);
  const hasLogo = Boolean(ngo.imageUrl) && !imageFailed;
  const name = ngo.nameOrg || t('ngos.card.unnamed');
  const standing = ngoStanding(ngo);
  const receives = standing === 'receives';

  let distance: string | null = null;
  if (distanceKm !== undefined) {
    const km = kmText(distanceKm);
    distance = !receives
      ? t('ngos.card.distance', { km })
      : collectsFrom(ngo, distanceKm)
        ? t('ngos.card.distanceWithin', { km })
        : t('ngos.card.distanceBeyond', { km, radius: formatNumber(ngo.radiusKm) });
  }

  return (
    <li className="flex flex-col gap-4 rounded-card border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-4">
        <img
          src={hasLogo ? ngo.imageUrl : NGO_PLACEHOLDER_IMAGE}
          alt={hasLogo ? t('ngos.card.logoAlt', { name }) : ''}
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
          className="h-16 w-16 shrink-0 rounded-card bg-stone-100 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold leading-snug break-words text-stone-900">{name}</h3>
          <span
            data-standing={standing}
            className={`mt-1 inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
              receives ? 'bg-brand-100 text-brand-900' : 'border border-stone-300 bg-stone-50 text-stone-700'
            }`}
          >
            {receives && (
              <svg aria-hidden="true" viewBox="0 0 20 20" width="14" height="14" fill="currentColor">
                <path d="M8.5 13.6 4.9 10l1.4-1.4 2.2 2.2 5.2-5.2 1.4 1.4z" />
              </svg>
            )}
            {t(STANDING[standing])}
          </span>
          {distance && (
            <p data-distance className="mt-1 font-semibold text-brand-800">
              {distance}
            </p>
          )}
          {volunteers !== undefined && volunteers > 0 && (
            <p data-volunteers className="mt-1 text-sm font-medium text-stone-700">
              {t('ngos.card.volunteers', { count: volunteers })}
            </p>
          )}
          <PickupRate rate={pickupRate(record)} className="mt-1" />
        </div>
      </div>

      <NgoFacts ngo={ngo} name={name} receives={receives} />

      {receives ? (
        <Link
          to={deliveryPath({ ngoId: ngo.id })}
          state={{ ngo: { id: ngo.id, nameOrg: ngo.nameOrg } }}
          aria-label={t('ngos.card.donateTo', { name })}
          className={buttonClasses('primary', 'mt-auto w-full')}
        >
          {t('ngos.card.donate')}
        </Link>
      ) : (
        <p className="mt-auto rounded-control bg-stone-100 px-3 py-2 text-sm text-stone-800">{t(WHY_NOT[standing])}</p>
      )}
    </li>
  );
}

/**
 * What the card tells of the NGO, each line only when known: how many meals it takes, the area it
 * collects from (only when it receives offers), its time slot, veg only, address and how to reach it.
 */
function NgoFacts({ ngo, name, receives }: { ngo: Ngo; name: string; receives: boolean }) {
  const t = useT();
  const meals = mealsText(ngo, t);
  const place = [ngo.address, ngo.city].filter((part) => part.trim()).join(', ');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base text-stone-700">
      {meals && (
        <>
          <dt className="font-semibold text-stone-900">{t('ngos.card.capacity')}</dt>
          <dd>{t('ngos.card.capacityUpTo', { meals })}</dd>
        </>
      )}
      {receives && ngo.location && (
        <>
          <dt className="font-semibold text-stone-900">{t('ngos.card.area')}</dt>
          <dd>
            {ngo.location.pin
              ? t('ngos.card.areaAroundPin', { km: formatNumber(ngo.radiusKm), pin: ngo.location.pin })
              : t('ngos.card.areaAround', { km: formatNumber(ngo.radiusKm) })}
          </dd>
        </>
      )}
      {ngo.time && (
        <>
          <dt className="font-semibold text-stone-900">{t('ngos.card.time')}</dt>
          <dd>{slotText(ngo.time, t)}</dd>
        </>
      )}
      {ngo.acceptsVegOnly && (
        <>
          <dt className="font-semibold text-stone-900">{t('ngos.card.food')}</dt>
          <dd>{t('ngos.card.vegOnly')}</dd>
        </>
      )}
      {place && (
        <>
          <dt className="font-semibold text-stone-900">{t('ngos.card.address')}</dt>
          <dd className="break-words">{place}</dd>
        </>
      )}
      {ngo.name && (
        <>
          <dt className="font-semibold text-stone-900">{t('ngos.card.contact')}</dt>
          <dd className="break-words">{ngo.name}</dd>
        </>
      )}
      {ngo.phone && (
        <>
          <dt className="font-semibold text-stone-900">{t('ngos.card.phone')}</dt>
          <dd>
            <a href={`tel:${ngo.phone}`} className="text-brand-800 underline underline-offset-2 hover:text-brand-900">
              {ngo.phone}
            </a>
          </dd>
        </>
      )}
      {ngo.email && (
        <>
          <dt className="font-semibold text-stone-900">{t('ngos.card.email')}</dt>
          <dd className="min-w-0 break-all">
            <a
              href={`mailto:${ngo.email}`}
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {ngo.email}
            </a>
          </dd>
        </>
      )}
      {ngo.whatsapp && (
        <>
          <dt className="font-semibold text-stone-900">{t('ngos.card.whatsapp')}</dt>
          <dd>
            <a
              href={`https://wa.me/91${ngo.whatsapp}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('ngos.card.whatsappTo', { name, number: ngo.whatsapp })}
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {ngo.whatsapp}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

/** A grey card the shape of an NGO card, shown while the list loads. */
export function NgoCardSkeleton() {
  return (
    <li className="flex flex-col gap-4 rounded-card border border-stone-200 bg-white p-5">
      <div className="flex items-start gap-4">
        <div className="h-16 w-16 rounded-card bg-stone-200 motion-safe:animate-pulse" />
        <div className="flex-1 space-y-2">
          <div className="h-5 w-3/4 rounded bg-stone-200 motion-safe:animate-pulse" />
          <div className="h-4 w-1/3 rounded bg-stone-200 motion-safe:animate-pulse" />
        </div>
      </div>
      <div className="h-7 w-1/3 rounded bg-stone-200 motion-safe:animate-pulse" />
      <div className="space-y-2">
        <div className="h-4 w-full rounded bg-stone-200 motion-safe:animate-pulse" />
        <div className="h-4 w-2/3 rounded bg-stone-200 motion-safe:animate-pulse" />
      </div>
      <div className="h-11 w-full rounded-control bg-stone-200 motion-safe:animate-pulse" />
    </li>
  );
}

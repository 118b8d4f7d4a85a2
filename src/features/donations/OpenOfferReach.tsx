import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { formatNumber, useT } from '../../i18n';
import { FARTHEST_REACH_KM, ngoQueries } from '../../lib/queries/ngos';
import { toFailure } from '../../services/errors';
import type { Place } from '../../services/geo';
import type { Ngo } from '../../services/ngo-model';

/**
 * Before an open offer is sent: how many NGOs can collect from where the food is ('3 NGOs collect
 * from here'), or that none does — with the nearest NGOs beyond their range, to offer to one of
 * them instead.
 */
export function OpenOfferReach({ place, onChooseNgo }: { place: Place; onChooseNgo: (ngo: Ngo) => void }) {
  const t = useT();
  const reach = useQuery(ngoQueries.reach(place));
  if (reach.isPending) {
    return (
      <p className="flex items-center gap-2 text-stone-700" data-reach="checking">
        <Spinner size={18} className="text-brand-700" />
        {t('donations.reach.checking')}
      </p>
    );
  }
  if (reach.isError) {
    return (
      <ErrorAlert onRetry={() => void reach.refetch()} pending={reach.isFetching}>
        {t('donations.reach.failed', { reason: toFailure(reach.error).message })}
      </ErrorAlert>
    );
  }
  const { collectors, nearestOthers } = reach.data;
  if (collectors.length > 0) {
    return (
      <p
        data-reach={collectors.length}
        className="rounded-control border border-brand-200 bg-brand-50 px-3 py-2 font-semibold text-brand-900"
      >
        {t('donations.reach.count', {
          count: collectors.length,
          names: collectors
            .slice(0, 3)
            .map((ngo) => ngo.nameOrg)
            .join(', '),
          more: collectors.length > 3 ? 'yes' : 'no',
        })}
      </p>
    );
  }
  return (
    <div data-reach="0" className="rounded-control border border-saffron-300 bg-saffron-50 px-3 py-3 text-stone-900">
      <p className="font-semibold">{t('donations.reach.none')}</p>
      {nearestOthers.length > 0 ? (
        <>
          <p className="mt-1">{t('donations.reach.nearestIntro')}</p>
          <ul className="mt-2 grid gap-2">
            {nearestOthers.map(({ ngo, distanceKm }) => (
              <li key={ngo.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {t('donations.reach.nearest', {
                    ngo: ngo.nameOrg,
                    km: formatNumber(Math.round(distanceKm * 10) / 10),
                    radius: formatNumber(ngo.radiusKm),
                  })}
                </span>
                <Button variant="secondary" onClick={() => onChooseNgo(ngo)}>
                  {t('donations.reach.offerTo', { ngo: ngo.nameOrg })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1">{t('donations.reach.nobodyNear', { km: FARTHEST_REACH_KM })}</p>
      )}
    </div>
  );
}

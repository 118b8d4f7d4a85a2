import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { buttonClasses } from '../../components/Button';
import { PickupRate } from '../../components/PickupRate';
import { Spinner } from '../../components/Spinner';
import { PATHS } from '../../config/paths';
import { Trans, msg, useT } from '../../i18n';
import { toFailure } from '../../services/errors';
import type { Ngo } from '../../services/ngos';
import { ngoQueries } from '../../lib/queries/ngos';
import { pickupRate } from '../../services/record-model';
import { DietSymbol } from './DietMark';
import { ngoProblem } from './donation-view';

/** Where the food goes: the NGO named in the address, or an open offer to every verified NGO. */
export type DonationTarget = 'ngo' | 'any';

interface NgoChoiceProps {
  /** The NGO's id from the address; empty when none was chosen. */
  ngoId: string;
  /** Its name as the card that led here gave it, shown until the NGO itself is read. */
  knownName: string;
  ngo: UseQueryResult<Ngo | null>;
  target: DonationTarget;
  onTarget: (target: DonationTarget) => void;
}

/** When an NGO collects (its profile's time slot, config/limits.js TIME_SLOTS), as message ids. */
const SLOT_LABEL: Record<string, string> = {
  Morning: msg('donations.ngo.slot.morning'),
  AfterNoon: msg('donations.ngo.slot.afternoon'),
  Evening: msg('donations.ngo.slot.evening'),
};

/** A time slot in the language shown; one not in the table as it was written. */
function slotText(t: ReturnType<typeof useT>, time: string): string {
  const id = SLOT_LABEL[time];
  return id ? t(id) : time;
}

/** 'Your food goes to': the chosen NGO (what it is, and whether anyone there can accept) or Any NGO near me. */
export function NgoChoice({ ngoId, knownName, ngo: query, target, onTarget }: NgoChoiceProps) {
  const t = useT();
  const radioId = useId();
  const ngo = query.data ?? null;
  const noAccount = ngo?.ownerUid === null;
  const problem = ngo ? ngoProblem(ngo) : null;
  const noteId = noAccount || problem ? `${radioId}-ngo-note` : undefined;
  // Its record of pickups, once it receives offers (a detail: the form does not wait for it).
  const record = useQuery({ ...ngoQueries.record(ngoId), enabled: ngo !== null && !noAccount && !problem });

  return (
    <section
      aria-labelledby="donation-ngo"
      className="mt-6 rounded-card border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="donation-ngo" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
        {t('donations.ngo.heading')}
      </h2>
      <fieldset className="mt-3 grid gap-4">
        <legend className="sr-only">{t('donations.ngo.legend')}</legend>
        <div className="flex items-start gap-3">
          <input
            id={`${radioId}-ngo`}
            type="radio"
            name={radioId}
            value="ngo"
            checked={target === 'ngo'}
            onChange={() => onTarget('ngo')}
            aria-describedby={noteId}
            className="mt-1.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <div className="min-w-0 flex-1">
            <label htmlFor={`${radioId}-ngo`} className="text-xl font-bold text-stone-900">
              {ngoId ? ngo?.nameOrg || knownName || t('donations.ngo.chosen') : t('donations.ngo.toChoose')}
            </label>
            {!ngoId && (
              <div className="mt-1">
                <p className="text-lg text-stone-800">{t('donations.ngo.noneChosen')}</p>
                <Link to={PATHS.ngoList} className={buttonClasses('primary', 'mt-3')}>
                  {t('donations.ngo.choose')}
                </Link>
              </div>
            )}
            {ngoId && (query.isPending || (query.isError && query.isFetching)) && (
              <div className="mt-1">
                <Spinner size={20} label={t('donations.ngo.loading')} className="text-brand-700" />
              </div>
            )}
            {query.isError && !query.isFetching && (
              <ErrorAlert className="mt-2" onRetry={() => void query.refetch()}>
                {t('donations.ngo.loadError', { reason: toFailure(query.error).message })}
              </ErrorAlert>
            )}
            {query.isSuccess && !ngo && (
              <div className="mt-1">
                <p className="text-lg text-stone-800">{t('donations.ngo.notFound')}</p>
                <Link to={PATHS.ngoList} className={buttonClasses('primary', 'mt-3')}>
                  {t('donations.ngo.choose')}
                </Link>
              </div>
            )}
            {ngo && (
              <div className="mt-1">
                <p className="text-stone-700">
                  {[ngo.address, ngo.city].filter(Boolean).join(', ')}
                  {ngo.time && ` · ${slotText(t, ngo.time)}`}
                </p>
                <PickupRate rate={pickupRate(record.data)} className="mt-1" />
                {ngo.acceptsVegOnly && (
                  <p className="mt-1 inline-flex items-center gap-1.5 font-semibold text-stone-900">
                    <DietSymbol diet="veg" />
                    {t('foodForm.ngoVegOnly')}
                  </p>
                )}
                {noAccount && noteId && <NoAccountNote id={noteId} ngo={ngo} />}
                {problem && noteId && (
                  <p
                    id={noteId}
                    className="mt-2 rounded-control border border-saffron-300 bg-saffron-50 px-3 py-2 text-stone-900"
                  >
                    {problem === 'unverified'
                      ? t('donations.ngo.unverified', { ngo: ngo.nameOrg, hasNgo: ngo.nameOrg ? 'yes' : 'no' })
                      : t('donations.ngo.cannotTake', { ngo: ngo.nameOrg, hasNgo: ngo.nameOrg ? 'yes' : 'no' })}
                  </p>
                )}
                <Link to={PATHS.ngoList} className={buttonClasses('link', 'mt-1')}>
                  {t('donations.ngo.chooseAnother')}
                </Link>
              </div>
            )}
          </div>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={`${radioId}-any`}
            type="radio"
            name={radioId}
            value="any"
            checked={target === 'any'}
            onChange={() => onTarget('any')}
            aria-describedby={`${radioId}-any-hint`}
            className="mt-1.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <div className="min-w-0 flex-1">
            <label htmlFor={`${radioId}-any`} className="text-xl font-bold text-stone-900">
              {t('donations.ngo.any')}
            </label>
            <p id={`${radioId}-any-hint`} className="mt-1 text-stone-700">
              {t('donations.ngo.anyHint')}
            </p>
          </div>
        </div>
      </fieldset>
    </section>
  );
}

/** An NGO listed from the earlier app has no account: nobody there sees the offer in the app. */
function NoAccountNote({ id, ngo }: { id: string; ngo: Ngo }) {
  const t = useT();
  return (
    <p id={id} className="mt-2 rounded-control border border-saffron-300 bg-saffron-50 px-3 py-2 text-stone-900">
      {t('donations.ngo.noAccount', { ngo: ngo.nameOrg, hasNgo: ngo.nameOrg ? 'yes' : 'no' })}{' '}
      {ngo.email ? (
        <Trans
          id="donations.ngo.writeTo"
          values={{ email: ngo.email }}
          components={{ 0: <a href={`mailto:${ngo.email}`} className="font-semibold text-brand-800 underline" /> }}
        />
      ) : (
        t('donations.ngo.contactThem')
      )}
    </p>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { buttonClasses } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { PATHS } from '../../config/paths';
import { toFailure } from '../../services/errors';
import type { Ngo } from '../../services/ngos';
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

/** 'Your food goes to': the chosen NGO (what it is, and whether anyone there can accept) or Any NGO near me. */
export function NgoChoice({ ngoId, knownName, ngo: query, target, onTarget }: NgoChoiceProps) {
  const radioId = useId();
  const ngo = query.data ?? null;
  const noAccount = ngo?.ownerUid === null;
  const problem = ngo ? ngoProblem(ngo) : null;
  const noteId = noAccount || problem ? `${radioId}-ngo-note` : undefined;

  return (
    <section
      aria-labelledby="donation-ngo"
      className="mt-6 rounded-card border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="donation-ngo" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
        Your food goes to
      </h2>
      <fieldset className="mt-3 grid gap-4">
        <legend className="sr-only">Send this offer to</legend>
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
              {ngoId ? ngo?.nameOrg || knownName || 'The NGO you chose' : 'An NGO you choose'}
            </label>
            {!ngoId && (
              <div className="mt-1">
                <p className="text-lg text-stone-800">You have not chosen an NGO yet.</p>
                <Link to={PATHS.ngoList} className={buttonClasses('primary', 'mt-3')}>
                  Choose an NGO
                </Link>
              </div>
            )}
            {ngoId && (query.isPending || (query.isError && query.isFetching)) && (
              <div className="mt-1">
                <Spinner size={20} label="Loading the NGO" className="text-brand-700" />
              </div>
            )}
            {query.isError && !query.isFetching && (
              <ErrorAlert className="mt-2" onRetry={() => void query.refetch()}>
                We could not load this NGO. {toFailure(query.error).message}
              </ErrorAlert>
            )}
            {query.isSuccess && !ngo && (
              <div className="mt-1">
                <p className="text-lg text-stone-800">We could not find that NGO. It may have been removed.</p>
                <Link to={PATHS.ngoList} className={buttonClasses('primary', 'mt-3')}>
                  Choose an NGO
                </Link>
              </div>
            )}
            {ngo && (
              <div className="mt-1">
                <p className="text-stone-700">
                  {[ngo.address, ngo.city].filter(Boolean).join(', ')}
                  {ngo.time && ` · ${ngo.time}`}
                </p>
                {noAccount && noteId && <NoAccountNote id={noteId} ngo={ngo} />}
                {problem && noteId && (
                  <p
                    id={noteId}
                    className="mt-2 rounded-control border border-saffron-300 bg-saffron-50 px-3 py-2 text-stone-900"
                  >
                    {ngo.nameOrg || 'This NGO'}{' '}
                    {problem === 'unverified'
                      ? 'is not verified on FoodBridge at the moment, so it cannot take donations.'
                      : 'cannot take donations on FoodBridge at the moment.'}{' '}
                    Choose another NGO, or Any NGO near me.
                  </p>
                )}
                <Link to={PATHS.ngoList} className={buttonClasses('link', 'mt-1')}>
                  Choose another NGO
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
              Any NGO near me
            </label>
            <p id={`${radioId}-any-hint`} className="mt-1 text-stone-700">
              An open offer: every verified NGO on FoodBridge sees it, and the first to accept picks it up.
            </p>
          </div>
        </div>
      </fieldset>
    </section>
  );
}

/** An NGO listed from the earlier app has no account: nobody there sees the offer in the app. */
function NoAccountNote({ id, ngo }: { id: string; ngo: Ngo }) {
  return (
    <p id={id} className="mt-2 rounded-control border border-saffron-300 bg-saffron-50 px-3 py-2 text-stone-900">
      {ngo.nameOrg || 'This NGO'} has no FoodBridge account yet, so no one there can accept your offer in the app.{' '}
      {ngo.email ? (
        <>
          Write to{' '}
          <a href={`mailto:${ngo.email}`} className="font-semibold text-brand-800 underline">
            {ngo.email}
          </a>{' '}
          to arrange the pickup, or choose Any NGO near me.
        </>
      ) : (
        'Contact them to arrange the pickup, or choose Any NGO near me.'
      )}
    </p>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Select } from '../../components/Field';
import { acknowledgementPath } from '../../config/paths';
import { msg, useT } from '../../i18n';
import { ngoQueries } from '../../lib/queries/ngos';
import {
  acknowledgeable,
  issueAcknowledgement,
  listAcknowledgements,
  type Acknowledgement,
} from '../../services/acknowledgements';
import type { Period } from '../../services/donation-export';
import { toFailure } from '../../services/errors';
import type { RegisterEntry } from '../../services/food-register';
import { periodDays } from './ack-period';

const ACKS = ['acknowledgements'] as const;

/** Each side's words: the NGO's issued list, the donor's received one. */
const SIDE = {
  ngo: {
    title: msg('reports.ack.list.issuedTitle'),
    none: msg('reports.ack.list.noneIssued'),
    line: msg('reports.ack.list.toDonor'),
  },
  donor: {
    title: msg('reports.ack.list.receivedTitle'),
    none: msg('reports.ack.list.noneReceived'),
    line: msg('reports.ack.list.fromNgo'),
  },
} as const;

/** The donors whose food the NGO collected in the register's period, by name. */
function donorsOf(entries: RegisterEntry[]): { uid: string; name: string }[] {
  const named = new Map<string, string>();
  for (const { donation } of entries) {
    if (donation.donorUid && acknowledgeable(donation)) named.set(donation.donorUid, donation.donorName);
  }
  return [...named].map(([uid, name]) => ({ uid, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * 'Acknowledge a donor's food': the NGO chooses a donor of the register's period and issues an
 * acknowledgement of the food it collected from them (numbered, kept), then opens it to print.
 */
export function AckIssue({ ngoId, entries, period }: { ngoId: string; entries: RegisterEntry[]; period: Period }) {
  const t = useT();
  const headingId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const donors = donorsOf(entries);
  const [chosen, setChosen] = useState('');
  const donorUid = donors.some((d) => d.uid === chosen) ? chosen : (donors[0]?.uid ?? '');
  const profile = useQuery({ ...ngoQueries.detail(ngoId), enabled: ngoId !== '' });
  const issue = useMutation({
    mutationFn: async () => {
      const ngo = profile.data ?? (await queryClient.fetchQuery(ngoQueries.detail(ngoId)));
      const donor = donors.find((d) => d.uid === donorUid);
      if (!ngo || !donor) throw new Error(t('reports.ack.issue.noProfile'));
      return issueAcknowledgement({
        ngo: { ...ngo, id: ngoId },
        donor,
        period,
        donations: entries.map((e) => e.donation).filter((d) => d.donorUid === donor.uid),
      });
    },
    onSuccess: (id) => {
      void queryClient.invalidateQueries({ queryKey: ACKS });
      void navigate(acknowledgementPath(id));
    },
  });

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-card border border-stone-200 bg-white p-5 shadow-sm print:hidden"
    >
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('reports.ack.issue.title')}
      </h2>
      <p className="mt-1 max-w-prose text-stone-700">{t('reports.ack.issue.intro')}</p>
      {donors.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('reports.ack.issue.none')}</p>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <Select
            label={t('reports.ack.issue.donor')}
            value={donorUid}
            onChange={(e) => {
              setChosen(e.target.value);
              issue.reset();
            }}
            options={donors.map((d) => ({ value: d.uid, label: d.name || t('reports.ack.issue.unnamed') }))}
          />
          <Button className="sm:mt-6" loading={issue.isPending} onClick={() => issue.mutate()}>
            {t('reports.ack.issue.button')}
          </Button>
        </div>
      )}
      {issue.isError && (
        <ErrorAlert className="mt-4" onRetry={() => issue.mutate()}>
          {t('reports.ack.issue.failed', { reason: toFailure(issue.error).message })}
        </ErrorAlert>
      )}
    </section>
  );
}

/** One line of a list: its number, whom it names, its period, and the way to open it. */
function AckLine({ ack, side }: { ack: Acknowledgement; side: 'ngo' | 'donor' }) {
  const t = useT();
  const period = periodDays(ack.from, ack.to);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-2 py-2">
      <span>
        <Link to={acknowledgementPath(ack.id)} className="font-semibold text-brand-700 underline underline-offset-2">
          {t('reports.ack.number', { number: ack.number })}
        </Link>{' '}
        {t(SIDE[side].line, { name: side === 'ngo' ? ack.donorName : ack.ngoName })}
      </span>
      <span className="text-sm text-stone-600">{t('reports.ack.list.period', period)}</span>
    </li>
  );
}

/** The acknowledgements an NGO issued, or a donor received, latest first (none: a line says so). */
export function AckList({ side, uid }: { side: 'ngo' | 'donor'; uid: string }) {
  const t = useT();
  const headingId = useId();
  const list = useQuery({
    queryKey: [...ACKS, side, uid],
    queryFn: () => listAcknowledgements(side === 'ngo' ? { ngoId: uid } : { donorUid: uid }),
    enabled: uid !== '',
  });
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-card border border-stone-200 bg-white p-5 shadow-sm print:hidden"
    >
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t(SIDE[side].title)}
      </h2>
      {list.isError && (
        <ErrorAlert className="mt-3" onRetry={() => void list.refetch()} pending={list.isFetching}>
          {t('reports.ack.list.failed', { reason: toFailure(list.error).message })}
        </ErrorAlert>
      )}
      {list.isSuccess && list.data.length === 0 && <p className="mt-2 text-stone-700">{t(SIDE[side].none)}</p>}
      {list.isSuccess && list.data.length > 0 && (
        <ul className="mt-2 divide-y divide-stone-200">
          {list.data.map((ack) => (
            <AckLine key={ack.id} ack={ack} side={side} />
          ))}
        </ul>
      )}
    </section>
  );
}

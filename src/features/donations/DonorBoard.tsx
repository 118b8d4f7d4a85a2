import { useQueries } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { PATHS, donationLabelPath } from '../../config/paths';
import { useT } from '../../i18n';
import { useLive } from '../../lib/live';
import { ngoQueries } from '../../lib/queries/ngos';
import type { Donation } from '../../services/donation-model';
import type { Ngo } from '../../services/ngos';
import { watchDonorRuns, type Run } from '../../services/runs';
import { useDonorBoard } from './board-hooks';
import { BoardError, BoardSkeleton, DonationList, EmptyState } from './BoardStates';
import { DonationCard } from './DonationCard';
import { DonorActions, PickupCode } from './DonationActions';
import { FeedbackPanel, useBoardFeedback } from './Feedback';
import { displayState, ngoProblem, waitsOnNgo, type NgoProblem } from './donation-view';
import { DonorRecord, useRecordNoShows } from './Reliability';
import { DonationCalendar } from './SeriesCalendar';
import { SeriesDonor } from './SeriesDonor';
import { Toast } from './Toast';
import { useNow } from './useNow';

/** What the board knows of the NGO a donation waits on: its profile (null: not read, or gone) and why it cannot take it. */
interface WaitedOn {
  ngo: Ngo | null;
  problem: NgoProblem | null;
}

/**
 * The NGOs the donor's waiting and accepted donations are addressed to, by NGO id: one profile
 * read per distinct NGO. A profile not read (yet, or at all) raises nothing: the donation shows as usual.
 */
function useWaitedOn(donations: Donation[], now: Date): ReadonlyMap<string, WaitedOn> {
  const ids = [...new Set(donations.filter((d) => waitsOnNgo(d, now)).map((d) => d.ngoId as string))].sort();
  return useQueries({
    queries: ids.map((id) => ngoQueries.detail(id)),
    combine: (results) =>
      new Map(
        ids.map((id, i) => {
          const result = results[i];
          return [
            id,
            result?.isSuccess ? { ngo: result.data, problem: ngoProblem(result.data) } : { ngo: null, problem: null },
          ] as const;
        }),
      ),
  });
}

/** A 10-digit Indian number as people write it: '98765 00022'. */
const spacedPhone = (digits: string) => (digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits);

/**
 * The news a donor looks for first once an NGO accepted: who, their phone as a call link (the
 * number donors call, else its WhatsApp number) and the code to read out at pickup.
 */
function AcceptedBy({
  donation,
  donorUid,
  ngo,
  run,
}: {
  donation: Donation;
  donorUid: string;
  ngo: Ngo | null;
  run: Run | undefined;
}) {
  const t = useT();
  const headingId = useId();
  const name = donation.ngoName.trim() || ngo?.nameOrg.trim() || '';
  const phone = ngo ? ngo.phone || ngo.whatsapp : '';
  return (
    <section
      aria-labelledby={headingId}
      data-accepted-by
      className="mt-4 grid gap-3 rounded-card border border-brand-200 bg-brand-50/60 px-4 py-3"
    >
      <div>
        <h3 id={headingId} className="text-lg font-bold text-brand-900">
          {name ? t('donations.acceptedBy.title', { ngo: name }) : t('donations.acceptedBy.titleUnnamed')}
        </h3>
        {phone && (
          <p className="mt-1 text-stone-800">
            {t('donations.acceptedBy.call')}{' '}
            <a
              href={`tel:+91${phone}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              {spacedPhone(phone)}
            </a>
          </p>
        )}
      </div>
      {run?.state === 'assigned' && <Coming run={run} ngo={name} />}
      <PickupCode donationId={donation.id} donorUid={donorUid} waiting={donation.pending === true} />
      {!donation.series && <DonationCalendar donation={donation} side="donor" />}
    </section>
  );
}

/** Who from the NGO is coming to collect it (its run's volunteer), with a call link. */
function Coming({ run, ngo }: { run: Run; ngo: string }) {
  const t = useT();
  return (
    <p className="text-stone-800" data-coming>
      {t('runs.coming', { name: run.volunteerName, ngo })}{' '}
      {run.volunteerPhone && (
        <>
          {t('runs.comingCall', { name: run.volunteerName })}{' '}
          <a
            href={`tel:+91${run.volunteerPhone}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
          >
            {spacedPhone(run.volunteerPhone)}
          </a>
        </>
      )}
    </p>
  );
}

/** What the notice and the tab's title say about offers accepted while the board is open. */
function acceptedNewsText(t: ReturnType<typeof useT>, accepted: Donation[]): string {
  if (accepted.length > 1) return t('donations.acceptedBy.newsMany', { count: accepted.length });
  const donation = accepted[0];
  if (!donation) return '';
  const ngo = donation.ngoName.trim();
  return ngo ? t('donations.acceptedBy.news', { ngo }) : t('donations.acceptedBy.newsUnnamed');
}

/**
 * While acceptances wait to be seen, the tab says so ('Accepted · FoodBridge'), for a board open
 * in the background; dismissing the notice (or leaving the board) puts the title back.
 */
function useTitleNews(news: string) {
  const t = useT();
  useEffect(() => {
    if (!news) return undefined;
    const title = t('common.title');
    document.title = t('donations.acceptedBy.tabTitle', { news, title });
    return () => {
      document.title = title;
    };
  }, [news, t]);
}

/**
 * 'Print label' while the food still has to reach the NGO (offered, accepted, picked up — not
 * expired) and carries a safety record to print.
 */
function PrintLabelLink({ donation, now }: { donation: Donation; now: Date }) {
  const t = useT();
  const state = displayState(donation, now);
  if (!donation.safety || (state !== 'offered' && state !== 'accepted' && state !== 'picked_up')) return null;
  return (
    <Link to={donationLabelPath(donation.id)} className={buttonClasses('secondary', 'mt-4')}>
      {t('safetyBoard.printLabel')}
    </Link>
  );
}

/** The donor's own donations, live, each with Cancel while it can still be cancelled. */
export function DonorBoard({ uid }: { uid: string }) {
  const t = useT();
  const board = useDonorBoard(uid);
  const now = useNow();
  const donations = board.status === 'ready' ? board.data.donations : [];
  const waitedOn = useWaitedOn(donations, now);
  const runs = useLive<Run[]>(`donor-runs:${uid}`, (onData, onError) => watchDonorRuns(uid, onData, onError));
  const runOf = new Map(runs.status === 'ready' ? runs.data.map((run) => [run.id, run]) : []);
  const feedback = useBoardFeedback({ donorUid: uid }, donations);
  useRecordNoShows(donations, now);
  const news = acceptedNewsText(t, board.acceptedNews);
  useTitleNews(news);
  const toast = (
    <Toast onDismiss={board.dismissAcceptedNews} durationMs={0}>
      {news || null}
    </Toast>
  );
  if (board.status === 'loading') return <BoardSkeleton />;
  if (board.status === 'error') return <BoardError error={board.error} onRetry={board.retry} />;
  const series = <SeriesDonor uid={uid} donations={donations} now={now} />;
  if (donations.length === 0) {
    return (
      <>
        {series}
        <EmptyState title={t('donations.donorBoard.empty')}>
          <Link to={PATHS.ngoList} className={buttonClasses('primary')}>
            {t('donations.donorBoard.findNgo')}
          </Link>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {series}
      <DonorRecord uid={uid} />
      <Link to={PATHS.ngoList} className={buttonClasses('secondary', 'mb-4')}>
        {t('donations.donorBoard.donateMore')}
      </Link>
      <DonationList>
        {donations.map((donation) => {
          const about = waitsOnNgo(donation, now) ? waitedOn.get(donation.ngoId) : undefined;
          const problem = about?.problem ?? null;
          // No code while the NGO cannot collect: nobody should be read it until it is offered again.
          const accepted = donation.status === 'accepted' && !problem;
          return (
            <li key={donation.id}>
              <DonationCard
                donation={donation}
                viewer="donor"
                now={now}
                top={
                  accepted ? (
                    <AcceptedBy
                      donation={donation}
                      donorUid={uid}
                      ngo={about?.ngo ?? null}
                      run={runOf.get(donation.id)}
                    />
                  ) : null
                }
              >
                <DonorActions donation={donation} ngoProblem={problem} />
                <PrintLabelLink donation={donation} now={now} />
                <FeedbackPanel donation={donation} side="donor" uid={uid} feedback={feedback} />
              </DonationCard>
            </li>
          );
        })}
      </DonationList>
      {toast}
    </>
  );
}

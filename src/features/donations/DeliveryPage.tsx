import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams, type NavigateFunction } from 'react-router';
import { Alert } from '../../components/Alert';
import { isVegDiet } from '../../config/food-safety.js';
import { PATHS, deliveryPath, regularOfferPath } from '../../config/paths';
import { Trans, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { useLive } from '../../lib/live';
import { ngoQueries } from '../../lib/queries/ngos';
import { createDonation, type DonationInput, type Offered } from '../../services/donation-offer';
import { toFailure } from '../../services/errors';
import { watchMySuspension, type Suspension } from '../../services/suspensions';
import illustration from './donate-illustration.svg';
import { clearDonationDraft, loadDonationDraft, type QueuedOffer } from './donation-draft';
import { ngoProblem } from './donation-view';
import { vegOnlyMessage, type DonationDetails } from './donation-schema';
import { DonationForm } from './DonationForm';
import { NgoChoice, type DonationTarget } from './NgoChoice';
import { WaitingForNetwork, type WaitingOffer } from './WaitingForNetwork';
import { donationStartQuery } from './donation-start';
import { OpenOfferReach } from './OpenOfferReach';
import { PhotoField } from './PhotoField';
import { PhotoNotSent, useOfferPhoto } from './PhotoNotSent';
import { isOffline } from '../../services/offline';
import type { Ngo } from '../../services/ngo-model';
import type { Donation } from '../../services/donation-model';

/** The NGO a card passes along as navigation state, so its name shows before it is loaded. */
function ngoFromState(state: unknown): { id: string; nameOrg: string } | null {
  if (typeof state !== 'object' || state === null || !('ngo' in state)) return null;
  const ngo = (state as { ngo: unknown }).ngo;
  if (typeof ngo !== 'object' || ngo === null) return null;
  const { id, nameOrg } = ngo as { id?: unknown; nameOrg?: unknown };
  return typeof id === 'string' && id ? { id, nameOrg: typeof nameOrg === 'string' ? nameOrg : '' } : null;
}

/** The donor's board sent them here to offer a donation again ('Needs a new NGO'): the NGO it was for. */
function reofferFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('reoffer' in state)) return null;
  const reoffer = (state as { reoffer: unknown }).reoffer;
  return typeof reoffer === 'string' ? reoffer : null;
}

/** Why Donate refused an NGO that cannot take donations now (suspended, or not verified), in the language shown. */
const unavailableMessage = (t: ReturnType<typeof useT>, nameOrg: string) =>
  t('donations.delivery.unavailable', { ngo: nameOrg, hasNgo: nameOrg ? 'yes' : 'no' });

/**
 * Whether an admin has suspended this donor, live (the top bar's banner follows the same document):
 * true or false once known, null while the first answer is on its way or when it cannot be had.
 */
function useSuspended(uid: string | null): boolean | null {
  const live = useLive<Suspension | null>(uid === null ? null : `suspension:${uid}`, (onData, onError) =>
    watchMySuspension(uid ?? '', onData, onError),
  );
  if (live.status === 'loading') return null;
  if (live.status === 'error') return live.data === undefined ? null : live.data !== null;
  return live.data !== null;
}

/**
 * The NGO Donate is for, as the address (?ngo=, ?to=any) or an NGO card names it, or else as the
 * last offer had it; and whether the offer is to that NGO or open to any.
 */
function useDonationTarget(last: Donation | null) {
  const location = useLocation();
  const [params] = useSearchParams();
  const stateNgo = ngoFromState(location.state);
  const chosenHere = params.has('ngo') || params.has('to') || stateNgo !== null;
  const ngoId = params.get('ngo')?.trim() || stateNgo?.id || (!chosenHere && last?.ngoId) || '';
  const knownName = stateNgo?.id === ngoId ? stateNgo.nameOrg : '';

  // 'any' sends an open offer (ngoId null) to every verified NGO; ?to=any starts with it chosen,
  // and so does a last offer that was open. The person's own choice wins.
  const [chosenTarget, setTarget] = useState<DonationTarget | null>(null);
  const target: DonationTarget =
    chosenTarget ??
    (params.get('to') === 'any' || (!chosenHere && last !== null && last.ngoId === null) ? 'any' : 'ngo');
  return { ngoId, knownName, target, setTarget };
}

/**
 * Saving the offer. The form as filled in goes with it: should the server refuse it when it
 * arrives after waiting for the network, the board offers it again as it was (outbox.ts).
 */
function useCreateDonation() {
  return useMutation({
    mutationFn: (input: DonationInput) =>
      createDonation(input, {
        values: loadDonationDraft(),
        path: deliveryPath({ ngoId: input.ngoId ?? undefined, any: input.ngoId === null }),
      } satisfies QueuedOffer),
  });
}

/** /delivery: Donate Food, to the NGO named in the address or as an open offer to any verified NGO. */
export function DeliveryPage() {
  const t = useT();
  const { user, role } = useAuth();
  // A suspended donor is told before the form, not after filling it in: the rules would refuse it.
  const suspended = useSuspended(role === 'donor' && user ? user.uid : null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  // A signed-in donor starts from the last offer: its NGO (or an open offer), place, phone and
  // containers, and 'Same as last time' for the food.
  const start = useQuery({ ...donationStartQuery(user?.uid ?? ''), enabled: role === 'donor' && user !== null });
  const { ngoId, knownName, target, setTarget } = useDonationTarget(start.data?.last ?? null);
  const reoffer = reofferFromState(location.state);
  // Why Donate did not go as far as saving (no NGO chosen, the NGO not read); cleared by a new try or choice.
  const [refusal, setRefusal] = useState<Failure | null>(null);
  // An offer kept on this phone until the network returns, on this visit of the page ('Offer it
  // again' comes back here as a new visit, to a new form).
  const [waitingOn, setWaiting] = useState<(WaitingOffer & { visit: string }) | null>(null);
  const waiting = waitingOn?.visit === location.key ? waitingOn : null;
  const ngo = useQuery({ ...ngoQueries.detail(ngoId), enabled: ngoId !== '' });
  const toDonations = (thanks: string) => navigate(PATHS.donations, { state: { flash: thanks } });
  const photo = useOfferPhoto(toDonations);
  const create = useCreateDonation();

  // Food for an NGO that accepts veg food only must be veg or vegan: the form says so at the diet.
  // An open offer goes to any NGO, so it has no such limit.
  const vegOnlyNgo = target === 'ngo' && ngo.data?.acceptsVegOnly ? ngo.data.nameOrg : null;

  const clearFailure = () => {
    setRefusal(null);
    create.reset();
  };

  const chooseTarget = (next: DonationTarget) => {
    setTarget(next);
    clearFailure();
  };

  // 'Offer to … instead' (no NGO collects from the place): that NGO, the form kept as typed.
  const chooseNgo = (chosen: Ngo) => {
    navigate(deliveryPath({ ngoId: chosen.id }), {
      replace: true,
      state: { ngo: { id: chosen.id, nameOrg: chosen.nameOrg } },
    });
    chooseTarget('ngo');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const donate = async (details: DonationDetails) => {
    clearFailure();
    const open = target === 'any';
    if (!open && !ngoId) {
      setRefusal({ message: t('donations.delivery.chooseNgoFirst'), retryable: false });
      return;
    }
    if (!user) {
      // Signed out: what was typed is in the draft already; come back here after signing in.
      navigate(PATHS.login, { state: { from: deliveryPath({ ngoId, any: open }) } });
      return;
    }
    if (role !== 'donor') return;

    const to = recipientOf(open, ngo, details.safety.diet, t);
    if ('refusal' in to) {
      setRefusal(to.refusal);
      return;
    }

    // The donor record's FSSAI number goes with the offer (the NGO's food register shows it). A
    // donor who presses Donate before the start has loaded waits for it, a few seconds at most:
    // once, a quick donor's offer went without the number the profile had just saved.
    const donorFssai = start.data ? start.data.fssai : await fssaiWhenLoaded(queryClient, user.uid);
    // A photo goes only with a connection: offline, the offer is kept on this phone without it.
    const withPhoto = photo.choice.photo !== null && !isOffline();
    let offered: Offered;
    try {
      // details.safety is the food-safety record, its useBy the one the form worked out.
      offered = await create.mutateAsync({
        ...details,
        ngoId: to.ngoId,
        ngoName: to.ngoName,
        donorUid: user.uid,
        donorFssai,
        photo: withPhoto,
      });
    } catch {
      return; // shown from create.error; the form keeps everything
    }
    clearDonationDraft();
    // The next Donate Food starts from this offer, not from the one read before it.
    queryClient.removeQueries({ queryKey: donationStartQuery(user.uid).queryKey });
    if (open) to.thanks = await openOfferThanks(queryClient, details.pickup, t);
    // Kept on this phone until the server has it: the page says so and stays (My donations may not
    // be on this phone yet), then moves on — after its photo, when made online with one.
    if (offered.outcome === 'queued') {
      const next = withPhoto ? 'after' : photo.choice.photo ? 'left' : 'none';
      setWaiting({ id: offered.id, food: details.food, thanks: to.thanks, photo: next, visit: location.key });
    } else if (withPhoto) photo.send(offered.id, to.thanks);
    else toDonations(to.thanks);
  };

  // A failed save can always be tried again as typed: nothing was stored.
  const failure: Failure | null =
    refusal ??
    (create.isError
      ? { message: t('donations.delivery.saveFailed', { reason: toFailure(create.error).message }), retryable: true }
      : null);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t('donations.delivery.title')}</h1>
      {reoffer !== null && (
        <Alert tone="info" className="mt-6">
          {t('donations.delivery.reoffer', { ngo: reoffer, hasNgo: reoffer ? 'yes' : 'no' })}
        </Alert>
      )}
      {photo.unsent ? (
        <PhotoNotSent photo={photo} unsent={photo.unsent} onGoOn={toDonations} />
      ) : waiting ? (
        // The form is gone: a second Donate would be a second offer.
        <WaitingForNetwork
          offer={waiting}
          sendingPhoto={photo.sending}
          onSent={() => onceSent(waiting, photo, navigate)}
        />
      ) : suspended ? (
        // No form to fill and no 'try again': nothing can be offered until an admin lifts it.
        <SuspendedNotice />
      ) : (
        <>
          <img src={illustration} alt="" width={240} height={160} className="mt-6 h-auto w-48 md:w-60" />
          <NgoChoice ngoId={ngoId} knownName={knownName} ngo={ngo} target={target} onTarget={chooseTarget} />
          {role === 'donor' && <RegularOfferLink ngoId={target === 'ngo' && ngoId ? ngoId : null} />}
          <DonationForm
            onDonate={donate}
            onInvalid={clearFailure}
            failure={failure}
            pending={create.isPending || photo.sending}
            photo={<PhotoField choice={photo.choice} sending={photo.sending} />}
            vegOnlyNgo={vegOnlyNgo}
            start={start.data ?? null}
            beforeDonate={(pickup) =>
              target === 'any' && pickup ? <OpenOfferReach place={pickup} onChooseNgo={chooseNgo} /> : null
            }
          />
        </>
      )}
    </div>
  );
}

/** Once the server has an offer that waited: its photo goes (then on), or on to My donations. */
function onceSent(waiting: WaitingOffer, photo: ReturnType<typeof useOfferPhoto>, navigate: NavigateFunction) {
  if (waiting.photo === 'after') photo.send(waiting.id, waiting.thanks);
  else void navigate(PATHS.donations, { replace: true, state: { flash: waiting.thanks } });
}

/** 'This happens regularly?': the same NGO (or NGOs nearby) as a regular offer. */
function RegularOfferLink({ ngoId }: { ngoId: string | null }) {
  const t = useT();
  return (
    <p className="mt-4 text-stone-700">
      <Link
        to={regularOfferPath(ngoId)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
      >
        {t('series.form.fromDonate')}
      </Link>
    </p>
  );
}

/** A suspended donor's notice, where the form would be: how to reach the admins. */
function SuspendedNotice() {
  return (
    <Alert tone="error" className="mt-6">
      <Trans
        id="donations.delivery.suspended"
        components={{ 0: <Link to={PATHS.contact} className="font-semibold underline underline-offset-4" /> }}
      />
    </Alert>
  );
}

/** Whom the offer goes to (no NGO for an open offer), and the thanks said once it is saved. */
interface Recipient {
  ngoId: string | null;
  ngoName: string;
  thanks: string;
}

/**
 * Whom Donate offers the food to, or why it stops before saving: the NGO cannot take donations now,
 * the food is not veg for an NGO that takes veg food only, or the NGO's profile is not there to read.
 */
function recipientOf(
  open: boolean,
  ngo: UseQueryResult<Ngo | null>,
  diet: DonationDetails['safety']['diet'],
  t: ReturnType<typeof useT>,
): Recipient | { refusal: Failure } {
  if (open) {
    // The thanks says how many NGOs it reaches, once the offer is saved (openOfferThanks).
    return { ngoId: null, ngoName: '', thanks: '' };
  } else if (ngo.data && ngoProblem(ngo.data)) {
    return { refusal: { message: unavailableMessage(t, ngo.data.nameOrg), retryable: false } };
  } else if (ngo.data?.acceptsVegOnly && !isVegDiet(diet)) {
    // The form refuses this at the diet; this holds if the profile changed while Donate was checking.
    return { refusal: { message: vegOnlyMessage(ngo.data.nameOrg), retryable: false } };
  } else if (ngo.data) {
    const { id, nameOrg } = ngo.data;
    return {
      ngoId: id,
      ngoName: nameOrg,
      thanks: t('donations.delivery.thanksNgo', { ngo: nameOrg, hasNgo: nameOrg ? 'yes' : 'no' }),
    };
  } else {
    // Retry here also reads the NGO again, so it can go through once the connection is back.
    if (ngo.isError) void ngo.refetch();
    return { refusal: ngoUnread(ngo, t) };
  }
}

/**
 * The thanks for a saved open offer: how many NGOs it reaches, as the form said before Donate (the
 * answer it showed, or the one still on its way); when it cannot be had (offline), the thanks says
 * it without a number.
 */
async function openOfferThanks(
  queryClient: QueryClient,
  pickup: DonationDetails['pickup'],
  t: ReturnType<typeof useT>,
): Promise<string> {
  const reach = pickup ? await queryClient.fetchQuery(ngoQueries.reach(pickup)).catch(() => null) : null;
  return reach
    ? t('donations.delivery.thanksOpenCount', { count: reach.collectors.length })
    : t('donations.delivery.thanksOpen');
}

/** Why Donate stopped when the chosen NGO's profile is not there to read: still loading, failed or missing. */
function ngoUnread(ngo: UseQueryResult<Ngo | null>, t: ReturnType<typeof useT>): Failure {
  return ngo.isPending
    ? { message: t('donations.delivery.ngoLoading'), retryable: true }
    : ngo.isError
      ? { message: toFailure(ngo.error).message, retryable: true }
      : { message: t('donations.delivery.ngoNotFound'), retryable: false };
}

/** How long Donate waits for the donor record's FSSAI number when pressed before it loaded. */
const FSSAI_WAIT_MS = 5000;

/** The donor record's FSSAI number once Donate Food's start has loaded ('' if it cannot in time). */
function fssaiWhenLoaded(queryClient: QueryClient, uid: string): Promise<string> {
  const late = new Promise<string>((resolve) => setTimeout(() => resolve(''), FSSAI_WAIT_MS));
  const loaded = queryClient.fetchQuery(donationStartQuery(uid)).then(
    (start) => start.fssai,
    () => '',
  );
  return Promise.race([loaded, late]);
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { isVegDiet } from '../../config/food-safety.js';
import { PATHS, deliveryPath } from '../../config/paths';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { createDonation, type DonationInput } from '../../services/donations';
import type { WriteOutcome } from '../../services/offline';
import { toFailure } from '../../services/errors';
import illustration from './donate-illustration.svg';
import { clearDonationDraft, loadDonationDraft, type QueuedOffer } from './donation-draft';
import { ngoProblem } from './donation-view';
import { vegOnlyMessage, type DonationDetails } from './donation-schema';
import { DonationForm } from './DonationForm';
import { NgoChoice, type DonationTarget } from './NgoChoice';
import { ngoQuery } from './queries';

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

/** /delivery: Donate Food, to the NGO named in the address or as an open offer to any verified NGO. */
export function DeliveryPage() {
  const t = useT();
  const { user, role } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const stateNgo = ngoFromState(location.state);
  const ngoId = params.get('ngo')?.trim() || stateNgo?.id || '';
  const knownName = stateNgo?.id === ngoId ? stateNgo.nameOrg : '';
  const reoffer = reofferFromState(location.state);

  // 'any' sends an open offer (ngoId null) to every verified NGO; ?to=any starts with it chosen.
  const [target, setTarget] = useState<DonationTarget>(() => (params.get('to') === 'any' ? 'any' : 'ngo'));
  // Why Donate did not go as far as saving (no NGO chosen, the NGO not read); cleared by a new try or choice.
  const [refusal, setRefusal] = useState<Failure | null>(null);
  const ngo = useQuery({ ...ngoQuery(ngoId), enabled: ngoId !== '' });
  // The form as filled in goes with the offer: should the server refuse it when it arrives after
  // waiting for the network, the board offers it again as it was (outbox.ts).
  const create = useMutation({
    mutationFn: (input: DonationInput) =>
      createDonation(input, {
        values: loadDonationDraft(),
        path: deliveryPath({ ngoId: input.ngoId ?? undefined, any: input.ngoId === null }),
      } satisfies QueuedOffer),
  });

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

  const donate = async (details: DonationDetails) => {
    clearFailure();
    const open = target === 'any';
    if (!open && !ngoId) {
      setRefusal({
        message: t('donations.delivery.chooseNgoFirst'),
        retryable: false,
      });
      return;
    }
    if (!user) {
      // Signed out: what was typed is in the draft already; come back here after signing in.
      navigate(PATHS.login, { state: { from: deliveryPath({ ngoId, any: open }) } });
      return;
    }
    if (role !== 'donor') return;

    let to: { ngoId: string | null; ngoName: string; thanks: string };
    if (open) {
      to = {
        ngoId: null,
        ngoName: '',
        thanks: t('donations.delivery.thanksOpen'),
      };
    } else if (ngo.data && ngoProblem(ngo.data)) {
      setRefusal({ message: unavailableMessage(t, ngo.data.nameOrg), retryable: false });
      return;
    } else if (ngo.data?.acceptsVegOnly && !isVegDiet(details.safety.diet)) {
      // The form refuses this at the diet; this holds if the profile changed while Donate was checking.
      setRefusal({ message: vegOnlyMessage(ngo.data.nameOrg), retryable: false });
      return;
    } else if (ngo.data) {
      const { id, nameOrg } = ngo.data;
      to = {
        ngoId: id,
        ngoName: nameOrg,
        thanks: t('donations.delivery.thanksNgo', { ngo: nameOrg, hasNgo: nameOrg ? 'yes' : 'no' }),
      };
    } else {
      // Retry here also reads the NGO again, so it can go through once the connection is back.
      if (ngo.isError) void ngo.refetch();
      setRefusal(
        ngo.isPending
          ? { message: t('donations.delivery.ngoLoading'), retryable: true }
          : ngo.isError
            ? { message: toFailure(ngo.error).message, retryable: true }
            : { message: t('donations.delivery.ngoNotFound'), retryable: false },
      );
      return;
    }

    let outcome: WriteOutcome;
    try {
      // details.safety is the food-safety record, its useBy the one the form worked out.
      ({ outcome } = await create.mutateAsync({
        ...details,
        ngoId: to.ngoId,
        ngoName: to.ngoName,
        donorUid: user.uid,
      }));
    } catch {
      return; // shown from create.error; the form keeps everything
    }
    clearDonationDraft();
    // Kept on this phone until the network returns: the board shows it 'Waiting for network'.
    if (outcome === 'queued') {
      navigate(PATHS.donations, { state: { flash: t('donations.delivery.queued'), flashTone: 'info' } });
    } else navigate(PATHS.home, { state: { flash: to.thanks } });
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
      <img src={illustration} alt="" width={240} height={160} className="mt-6 h-auto w-48 md:w-60" />
      <NgoChoice ngoId={ngoId} knownName={knownName} ngo={ngo} target={target} onTarget={chooseTarget} />
      <DonationForm
        onDonate={donate}
        onInvalid={clearFailure}
        failure={failure}
        pending={create.isPending}
        vegOnlyNgo={vegOnlyNgo}
      />
    </div>
  );
}

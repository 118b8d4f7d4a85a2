import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { TEAM_LIMITS } from '../../config/limits.js';
import { joinPath } from '../../config/paths';
import { formatRelative, useT } from '../../i18n';
import { useLive } from '../../lib/live';
import { toFailure } from '../../services/errors';
import {
  createInvite,
  inviteProblem,
  removeMember,
  revokeInvite,
  setMemberRole,
  watchInvites,
  watchMembers,
  type Invite,
  type Member,
} from '../../services/team';
import { VEHICLE_LABEL } from './MemberFields';

/** A coordinator's part of the team page: invite links (make, share, revoke) and the members. */
export function Coordinating({ ngoId, me }: { ngoId: string; me: string }) {
  return (
    <>
      <InviteLinks ngoId={ngoId} me={me} />
      <Members ngoId={ngoId} me={me} />
    </>
  );
}

/** The full address of an invite link, to share. */
const linkOf = (id: string) => new URL(joinPath(id), window.location.origin).href;

function InviteLinks({ ngoId, me }: { ngoId: string; me: string }) {
  const t = useT();
  const headingId = useId();
  const [people, setPeople] = useState('10');
  const [fresh, setFresh] = useState<string | null>(null);
  const live = useLive<Invite[]>(`invites:${ngoId}`, (onData, onError) => watchInvites(ngoId, onData, onError));
  const count = Number(people);
  const valid = Number.isInteger(count) && count >= 1 && count <= TEAM_LIMITS.inviteUses;
  const make = useMutation({
    mutationFn: () => createInvite(ngoId, me, count),
    onSuccess: (id) => setFresh(id),
  });
  const revoke = useMutation({ mutationFn: revokeInvite });
  const open = live.status === 'ready' ? live.data.filter((invite) => inviteProblem(invite) === null) : [];
  return (
    <section aria-labelledby={headingId} className="mt-8 grid gap-4">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('team.invites.title')}
      </h2>
      <p className="max-w-prose text-stone-700">{t('team.invites.intro', { days: TEAM_LIMITS.inviteDays })}</p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) make.mutate();
        }}
      >
        <Field
          label={t('team.invites.people')}
          inputMode="numeric"
          value={people}
          onChange={(e) => setPeople(e.target.value)}
          error={valid ? undefined : t('team.invites.peopleError', { max: TEAM_LIMITS.inviteUses })}
          className="w-40"
        />
        <Button type="submit" loading={make.isPending}>
          {t('team.invites.make')}
        </Button>
      </form>
      {make.error && <ErrorAlert onRetry={() => make.mutate()}>{toFailure(make.error).message}</ErrorAlert>}
      {fresh && <FreshLink id={fresh} />}
      {live.status === 'loading' && <Spinner size={20} label={t('team.loading')} className="text-brand-700" />}
      {live.status === 'error' && (
        <ErrorAlert onRetry={live.retry}>{t('team.loadError', { reason: toFailure(live.error).message })}</ErrorAlert>
      )}
      {revoke.error && <ErrorAlert>{toFailure(revoke.error).message}</ErrorAlert>}
      {open.length > 0 && (
        <ul className="grid gap-2">
          {open.map((invite) => (
            <li
              key={invite.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-stone-200 bg-white p-3"
            >
              <span className="text-stone-800">
                {t('team.invites.line', {
                  used: invite.uses,
                  max: invite.maxUses,
                  until: formatRelative(invite.expiresAt, new Date()),
                })}
              </span>
              <Button variant="secondary" onClick={() => revoke.mutate(invite.id)} disabled={revoke.isPending}>
                {t('team.invites.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A link just made: its address to copy, and WhatsApp to send it. */
function FreshLink({ id }: { id: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const link = linkOf(id);
  // The same link as a QR code, for a phone held up at a meeting (an SVG, drawn here: no request).
  const qr = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`,
    [link],
  );
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t('team.invites.message', { link }))}`;
  return (
    <div className="grid gap-3 rounded-card border-2 border-brand-700 bg-brand-50 p-4" data-invite={id}>
      <p className="font-semibold text-stone-900">{t('team.invites.ready')}</p>
      <Field label={t('team.invites.link')} readOnly value={link} onFocus={(e) => e.target.select()} />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('team.invites.copied') : t('team.invites.copy')}
        </Button>
        <a
          href={whatsapp}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('team.invites.whatsapp')}
        </a>
      </div>
      <figure className="grid justify-items-start gap-2">
        <img src={qr} alt={t('team.invites.qrAlt')} width={192} height={192} className="rounded-control bg-white" />
        <figcaption className="text-stone-700">{t('team.invites.qrHint')}</figcaption>
      </figure>
    </div>
  );
}

function Members({ ngoId, me }: { ngoId: string; me: string }) {
  const t = useT();
  const headingId = useId();
  const live = useLive<Member[]>(`members:${ngoId}`, (onData, onError) => watchMembers(ngoId, onData, onError));
  const [removing, setRemoving] = useState<Member | null>(null);
  const role = useMutation({
    mutationFn: ({ uid, to }: { uid: string; to: Member['role'] }) => setMemberRole(uid, to),
  });
  const remove = useMutation({
    mutationFn: (member: Member) => removeMember(member.uid, member.ngoId),
    onSuccess: () => setRemoving(null),
  });
  return (
    <section aria-labelledby={headingId} className="mt-10 grid gap-4">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('team.members.title')}
      </h2>
      {live.status === 'loading' && <Spinner size={20} label={t('team.loading')} className="text-brand-700" />}
      {live.status === 'error' && (
        <ErrorAlert onRetry={live.retry}>{t('team.loadError', { reason: toFailure(live.error).message })}</ErrorAlert>
      )}
      {live.status === 'ready' && live.data.length === 0 && <p className="text-stone-700">{t('team.members.none')}</p>}
      {role.error && <ErrorAlert>{toFailure(role.error).message}</ErrorAlert>}
      {live.status === 'ready' && live.data.length > 0 && (
        <ul className="grid gap-3">
          {live.data.map((member) => (
            <li key={member.uid}>
              <article
                aria-label={member.name}
                className="grid gap-2 rounded-card border border-stone-200 bg-white p-4"
              >
                <h3 className="text-lg font-bold text-stone-900">{member.name}</h3>
                <p className="text-stone-700">
                  {t('team.members.line', {
                    role:
                      member.role === 'coordinator'
                        ? t('team.members.role.coordinator')
                        : t('team.members.role.volunteer'),
                    vehicle: t(VEHICLE_LABEL[member.vehicle]),
                  })}{' '}
                  <a href={`tel:${member.phone}`} className="font-semibold text-brand-800 underline underline-offset-4">
                    {member.phone}
                  </a>
                </p>
                {member.uid !== me && (
                  <div className="flex flex-wrap gap-3">
                    <Button
                      variant="secondary"
                      disabled={role.isPending}
                      onClick={() =>
                        role.mutate({
                          uid: member.uid,
                          to: member.role === 'coordinator' ? 'volunteer' : 'coordinator',
                        })
                      }
                    >
                      {member.role === 'coordinator'
                        ? t('team.members.makeVolunteer')
                        : t('team.members.makeCoordinator')}
                    </Button>
                    <Button variant="quiet" onClick={() => setRemoving(member)}>
                      {t('team.members.remove')}
                    </Button>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={t('team.members.removeTitle', { name: removing.name })}
          confirmLabel={t('team.members.remove')}
          onConfirm={() => remove.mutate(removing)}
          onCancel={() => setRemoving(null)}
          pending={remove.isPending}
          error={remove.error ? toFailure(remove.error).message : null}
        >
          {t('team.members.removeBody')}
        </ConfirmDialog>
      )}
      {remove.isSuccess && <Alert tone="success">{t('team.members.removed')}</Alert>}
    </section>
  );
}

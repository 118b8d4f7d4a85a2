import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from '../../i18n';
import type { Role } from '../../lib/auth-context';
import { useLive } from '../../lib/live';
import { ngoQueries } from '../../lib/queries/ngos';
import { watchMyMembership, type Member } from '../../services/team';

/** The NGO a person coordinates as a member (docs/teams.md): its id and name. */
export interface CoordinatedNgo {
  id: string;
  name: string;
}

/**
 * The NGO whose figures a donor may also see: the one it coordinates as a member, or null (not a
 * member, a volunteer, or still loading — the dashboard then shows the person's own figures, which
 * it may always read). The rules let an NGO's coordinators read its roll-ups (docs/reports.md).
 */
export function useCoordinatedNgo(role: Role | null, uid: string): CoordinatedNgo | null {
  const membership = useLive<Member | null>(role === 'donor' && uid ? `membership:${uid}` : null, (onData, onError) =>
    watchMyMembership(uid, onData, onError),
  );
  const member = membership.status === 'ready' && membership.data?.role === 'coordinator' ? membership.data : null;
  const ngo = useQuery({ ...ngoQueries.detail(member?.ngoId ?? ''), enabled: member !== null });
  if (!member) return null;
  return { id: member.ngoId, name: ngo.data?.nameOrg ?? '' };
}

/** Mine, or the NGO's: a coordinator's choice of whose figures the dashboard shows. */
export function WhoseFigures({
  ngo,
  showNgo,
  onChange,
}: {
  ngo: CoordinatedNgo;
  showNgo: boolean;
  onChange: (showNgo: boolean) => void;
}) {
  const t = useT();
  const name = useId();
  const options: [boolean, string][] = [
    [false, t('impact.whose.mine')],
    [true, ngo.name ? t('impact.whose.ngo', { ngo: ngo.name }) : t('impact.whose.ngoUnnamed')],
  ];
  return (
    <fieldset className="mt-6 grid gap-2">
      <legend className="text-lg font-bold text-stone-900">{t('impact.whose.legend')}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map(([value, label]) => (
          <label
            key={String(value)}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-base has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              checked={showNgo === value}
              onChange={() => onChange(value)}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

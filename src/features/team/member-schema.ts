import { z } from 'zod';
import { LENGTH, NAME_CONTENT_PATTERN, PHONE_PATTERN, VEHICLES, phoneDigits } from '../../config/limits.js';
import { LANGUAGES, messageTable, msg, type Language } from '../../i18n';
import type { MemberProfile, Vehicle } from '../../services/team';

/** The member profile form as typed. */
export interface MemberValues {
  name: string;
  phone: string;
  languages: string[];
  vehicle: string;
}

export const EMPTY_MEMBER: MemberValues = { name: '', phone: '', languages: [], vehicle: '' };

export const MEMBER_MESSAGES = messageTable({
  name: msg('team.form.error.name'),
  nameLength: [msg('team.form.error.nameLength'), { max: LENGTH.name }],
  phone: msg('team.form.error.phone'),
  languages: msg('team.form.error.languages'),
  vehicle: msg('team.form.error.vehicle'),
});

/** A member's profile: a name, a 10-digit phone, at least one language, a vehicle. */
export const memberSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => MEMBER_MESSAGES.name })
    .max(LENGTH.name, { error: () => MEMBER_MESSAGES.nameLength })
    .regex(NAME_CONTENT_PATTERN, { error: () => MEMBER_MESSAGES.name }),
  phone: z
    .string()
    .transform(phoneDigits)
    .refine((value) => PHONE_PATTERN.test(value), { error: () => MEMBER_MESSAGES.phone }),
  languages: z
    .array(z.string())
    .transform((list) => list.filter((l): l is Language => (LANGUAGES as readonly string[]).includes(l)))
    .refine((list) => list.length > 0, { error: () => MEMBER_MESSAGES.languages }),
  vehicle: z
    .string()
    .refine((v): v is Vehicle => (VEHICLES as readonly string[]).includes(v), { error: () => MEMBER_MESSAGES.vehicle }),
}) satisfies z.ZodType<MemberProfile, MemberValues>;

export function memberValuesOf(profile: MemberProfile): MemberValues {
  return { name: profile.name, phone: profile.phone, languages: [...profile.languages], vehicle: profile.vehicle };
}

import { z } from 'zod';
import {
  EMAIL_PATTERN,
  LENGTH,
  LOGO,
  MEALS,
  NAME_CONTENT_PATTERN,
  NGO_NAME_PATTERN,
  PHONE_PATTERN,
  PIN_PATTERN,
  phoneDigits,
  REGISTRATION_ID_PATTERN,
  SERVICE_RADIUS_KM,
  TIME_SLOTS,
} from '../../config/limits.js';
import type { Place } from '../../services/geo';
import { messageTable, msg, t } from '../../i18n';
import { isTimeSlot, type Ngo, type NgoInput, type TimeSlot } from '../../services/ngos';

/** What the NGO profile form holds while it is edited: text as typed (the logo file is apart). */
export interface NgoProfileValues {
  nameOrg: string;
  email: string;
  name: string;
  time: TimeSlot;
  address: string;
  city: string;
  meals: string;
  zip: string;
  /** 'We accept veg food only': not part of the NGO's identity, so changing it keeps the badge. */
  acceptsVegOnly: boolean;
  /** Where it works from (PIN, the device's location, or a pin on the map); null until set. */
  location: Place | null;
  /** The service radius in km, SERVICE_RADIUS_KM.min to max. */
  radiusKm: number;
  /** A WhatsApp number donors may message: 10 digits, or '' for none. */
  whatsapp: string;
  phone: string;
  /** Registration or NGO Darpan ID, optional: shown to the admin who verifies the NGO. */
  registrationId: string;
}

export const EMPTY_NGO_PROFILE: NgoProfileValues = {
  nameOrg: '',
  email: '',
  name: '',
  time: 'Morning',
  address: '',
  city: '',
  meals: '',
  zip: '',
  acceptsVegOnly: false,
  location: null,
  radiusKm: SERVICE_RADIUS_KM.default,
  whatsapp: '',
  phone: '',
  registrationId: '',
};

const LOGO_MB = LOGO.maxBytes / (1024 * 1024);

/** What the logo input accepts, in words (in the language shown). */
export function logoHint(): string {
  return t('ngoProfile.logo.hint', { size: LOGO_MB });
}

/**
 * The form's messages, each read in the language shown at the moment it is needed (the schema
 * asks when it checks the form), so a switch of language is followed.
 */
export const NGO_MESSAGES = messageTable({
  nameOrg: msg('ngoProfile.error.nameOrgRequired'),
  nameOrgLength: [msg('ngoProfile.error.nameOrgLength'), { max: LENGTH.name }],
  nameOrgContent: msg('ngoProfile.error.nameOrgContent'),
  nameOrgScript: msg('ngoProfile.error.nameOrgScript'),
  emailRequired: msg('ngoProfile.error.emailRequired'),
  email: msg('ngoProfile.error.emailInvalid'),
  emailLength: [msg('ngoProfile.error.emailLength'), { max: LENGTH.email }],
  name: msg('ngoProfile.error.nameRequired'),
  nameLength: [msg('ngoProfile.error.nameLength'), { max: LENGTH.name }],
  nameContent: msg('ngoProfile.error.nameContent'),
  time: msg('ngoProfile.error.time'),
  address: msg('ngoProfile.error.addressRequired'),
  addressLength: [msg('ngoProfile.error.addressLength'), { max: LENGTH.address }],
  city: msg('ngoProfile.error.cityRequired'),
  cityLength: [msg('ngoProfile.error.cityLength'), { max: LENGTH.city }],
  mealsRequired: msg('ngoProfile.error.mealsRequired'),
  meals: [msg('ngoProfile.error.mealsRange'), { min: MEALS.min, max: MEALS.max }],
  zip: msg('ngoProfile.error.zip'),
  whatsapp: msg('ngoProfile.error.whatsapp'),
  phone: msg('ngoProfile.error.phone'),
  registrationIdLength: [msg('ngoProfile.error.registrationIdLength'), { max: LENGTH.registrationId }],
  registrationId: msg('ngoProfile.error.registrationId'),
  radius: [msg('ngoProfile.error.radius'), { min: SERVICE_RADIUS_KM.min, max: SERVICE_RADIUS_KM.max }],
  logoType: msg('ngoProfile.error.logoType'),
  logoSize: [msg('ngoProfile.error.logoSize'), { size: LOGO_MB }],
});

const wholeNumberInRange = (value: string) =>
  /^\d+$/.test(value) && Number(value) >= MEALS.min && Number(value) <= MEALS.max;

/** The profile form's fields (the logo is checked apart, by logoProblem). */
export const ngoProfileSchema = z.object({
  // NFC first: Devanagari typed with a precomposed nukta letter, or an accent typed apart, is
  // stored in the one form the rules take (NGO_NAME_PATTERN).
  nameOrg: z
    .string()
    .trim()
    .normalize('NFC')
    .min(1, { error: () => NGO_MESSAGES.nameOrg, abort: true })
    .max(LENGTH.name, { error: () => NGO_MESSAGES.nameOrgLength })
    .regex(NAME_CONTENT_PATTERN, { error: () => NGO_MESSAGES.nameOrgContent }),
  email: z
    .string()
    .trim()
    .min(1, { error: () => NGO_MESSAGES.emailRequired, abort: true })
    .regex(EMAIL_PATTERN, { error: () => NGO_MESSAGES.email })
    .max(LENGTH.email, { error: () => NGO_MESSAGES.emailLength }),
  name: z
    .string()
    .trim()
    .min(1, { error: () => NGO_MESSAGES.name, abort: true })
    .max(LENGTH.name, { error: () => NGO_MESSAGES.nameLength })
    .regex(NAME_CONTENT_PATTERN, { error: () => NGO_MESSAGES.nameContent }),
  time: z.enum(TIME_SLOTS, { error: () => NGO_MESSAGES.time }),
  address: z
    .string()
    .trim()
    .min(1, { error: () => NGO_MESSAGES.address })
    .max(LENGTH.address, { error: () => NGO_MESSAGES.addressLength }),
  city: z
    .string()
    .trim()
    .min(1, { error: () => NGO_MESSAGES.city })
    .max(LENGTH.city, { error: () => NGO_MESSAGES.cityLength }),
  meals: z
    .string()
    .trim()
    .min(1, { error: () => NGO_MESSAGES.mealsRequired, abort: true })
    .refine(wholeNumberInRange, { error: () => NGO_MESSAGES.meals })
    .transform(Number),
  // The address's PIN code (it also sets where the NGO works): six digits, or none given.
  zip: z
    .string()
    .trim()
    .refine((value) => value === '' || PIN_PATTERN.test(value), { error: () => NGO_MESSAGES.zip }),
  acceptsVegOnly: z.boolean(),
  location: z.custom<Place | null>(),
  radiusKm: z
    .number({ error: () => NGO_MESSAGES.radius })
    .int({ error: () => NGO_MESSAGES.radius })
    .min(SERVICE_RADIUS_KM.min, { error: () => NGO_MESSAGES.radius })
    .max(SERVICE_RADIUS_KM.max, { error: () => NGO_MESSAGES.radius }),
  whatsapp: z
    .string()
    .transform(phoneDigits)
    .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: () => NGO_MESSAGES.whatsapp }),
  // The number donors call once the NGO accepts their food.
  phone: z
    .string()
    .transform(phoneDigits)
    .pipe(z.string().regex(PHONE_PATTERN, { error: () => NGO_MESSAGES.phone })),
  // Optional; the admin who verifies the NGO sees it. Spaces inside are kept as one.
  registrationId: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .max(LENGTH.registrationId, { error: () => NGO_MESSAGES.registrationIdLength })
        .regex(REGISTRATION_ID_PATTERN, { error: () => NGO_MESSAGES.registrationId }),
    ),
}) satisfies z.ZodType<Omit<NgoInput, 'imageUrl'>, NgoProfileValues>;

/**
 * The profile form's schema for a profile whose stored name is `storedName` ('' for a new one): a
 * new or changed name is written in one script (NGO_NAME_PATTERN, as the rules require of it); a
 * name saved before that rule keeps being accepted until it is changed.
 */
export function ngoProfileSchemaFor(storedName: string) {
  const kept = storedName.trim().normalize('NFC');
  return ngoProfileSchema.superRefine((values, ctx) => {
    if (values.nameOrg === kept || NGO_NAME_PATTERN.test(values.nameOrg)) return;
    ctx.addIssue({ code: 'custom', path: ['nameOrg'], message: NGO_MESSAGES.nameOrgScript });
  });
}

/** The message for a logo file that cannot be used, or null when it is fine. */
export function logoProblem(file: File): string | null {
  if (!LOGO.types.includes(file.type)) return NGO_MESSAGES.logoType;
  if (file.size > LOGO.maxBytes) return NGO_MESSAGES.logoSize;
  return null;
}

/**
 * The email the profile is saved with: the signed-in account's (the rules require it, ignoring
 * case). A saved email that differs only in case is kept as it is, so saving does not change it.
 */
export function profileEmail(saved: string, accountEmail: string | null): string {
  if (!accountEmail) return saved;
  return saved.toLowerCase() === accountEmail.toLowerCase() ? saved : accountEmail;
}

/**
 * A loaded profile as form values (legacy profiles may lack city, zip or a valid slot), with the
 * signed-in account's email when there is one.
 */
export function ngoToValues(ngo: Ngo, accountEmail: string | null = null): NgoProfileValues {
  return {
    nameOrg: ngo.nameOrg,
    email: profileEmail(ngo.email, accountEmail),
    name: ngo.name,
    time: isTimeSlot(ngo.time) ? ngo.time : 'Morning',
    address: ngo.address,
    city: ngo.city,
    meals: ngo.meals === null ? '' : String(ngo.meals),
    zip: ngo.zip,
    acceptsVegOnly: ngo.acceptsVegOnly,
    location: ngo.location,
    radiusKm: ngo.radiusKm,
    whatsapp: ngo.whatsapp,
    phone: ngo.phone,
    registrationId: ngo.registrationId ?? '',
  };
}

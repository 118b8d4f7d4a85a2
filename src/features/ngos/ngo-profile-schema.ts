import { z } from 'zod';
import { EMAIL_PATTERN, LENGTH, LOGO, MEALS, NAME_CONTENT_PATTERN, TIME_SLOTS } from '../../config/limits.js';
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
};

const LOGO_MB = LOGO.maxBytes / (1024 * 1024);

/** What the logo input accepts, in words. */
export const LOGO_HINT = `A JPEG, PNG or WebP image of at most ${LOGO_MB} MB.`;

export const NGO_MESSAGES = {
  nameOrg: 'Please enter the name of the organization.',
  nameOrgLength: `Name of Organization must be at most ${LENGTH.name} characters.`,
  nameOrgContent: 'Name of Organization must contain a letter or a digit.',
  emailRequired: 'Please enter the email address of the organization.',
  email: 'Invalid email format',
  emailLength: `Email address must be at most ${LENGTH.email} characters.`,
  name: 'Please enter the name of the contact person.',
  nameLength: `Name of Person must be at most ${LENGTH.name} characters.`,
  nameContent: 'Name of Person must contain a letter or a digit.',
  time: 'Please choose Morning, AfterNoon or Evening.',
  address: 'Please enter the street address.',
  addressLength: `Street address must be at most ${LENGTH.address} characters.`,
  city: 'Please enter the city.',
  cityLength: `City must be at most ${LENGTH.city} characters.`,
  mealsRequired: 'Please enter the number of meals.',
  meals: `Number of Meals must be a whole number from ${MEALS.min} to ${MEALS.max}.`,
  zip: `ZIP / Postal code must be at most ${LENGTH.zip} characters.`,
  logoType: 'The logo must be a JPEG, PNG or WebP image.',
  logoSize: `The logo must be ${LOGO_MB} MB or smaller.`,
} as const;

const wholeNumberInRange = (value: string) =>
  /^\d+$/.test(value) && Number(value) >= MEALS.min && Number(value) <= MEALS.max;

/** The profile form's fields (the logo is checked apart, by logoProblem). */
export const ngoProfileSchema = z.object({
  nameOrg: z
    .string()
    .trim()
    .min(1, { error: NGO_MESSAGES.nameOrg, abort: true })
    .max(LENGTH.name, NGO_MESSAGES.nameOrgLength)
    .regex(NAME_CONTENT_PATTERN, NGO_MESSAGES.nameOrgContent),
  email: z
    .string()
    .trim()
    .min(1, { error: NGO_MESSAGES.emailRequired, abort: true })
    .regex(EMAIL_PATTERN, NGO_MESSAGES.email)
    .max(LENGTH.email, NGO_MESSAGES.emailLength),
  name: z
    .string()
    .trim()
    .min(1, { error: NGO_MESSAGES.name, abort: true })
    .max(LENGTH.name, NGO_MESSAGES.nameLength)
    .regex(NAME_CONTENT_PATTERN, NGO_MESSAGES.nameContent),
  time: z.enum(TIME_SLOTS, { error: NGO_MESSAGES.time }),
  address: z.string().trim().min(1, NGO_MESSAGES.address).max(LENGTH.address, NGO_MESSAGES.addressLength),
  city: z.string().trim().min(1, NGO_MESSAGES.city).max(LENGTH.city, NGO_MESSAGES.cityLength),
  meals: z
    .string()
    .trim()
    .min(1, { error: NGO_MESSAGES.mealsRequired, abort: true })
    .refine(wholeNumberInRange, NGO_MESSAGES.meals)
    .transform(Number),
  zip: z.string().trim().max(LENGTH.zip, NGO_MESSAGES.zip),
}) satisfies z.ZodType<Omit<NgoInput, 'imageUrl'>, NgoProfileValues>;

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
  };
}

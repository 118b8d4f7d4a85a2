import { z } from 'zod';
import { MAX_MEALS, TIME_SLOTS, isTimeSlot, type Ngo, type NgoInput, type TimeSlot } from '../../services/ngos';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '../../services/storage';

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

export const NGO_MESSAGES = {
  nameOrg: 'Please enter the name of the organization.',
  nameOrgLength: 'Name of Organization must be at most 100 characters.',
  emailRequired: 'Please enter the email address of the organization.',
  email: 'Invalid email format',
  emailLength: 'Email address must be at most 254 characters.',
  name: 'Please enter the name of the contact person.',
  nameLength: 'Name of Person must be at most 100 characters.',
  time: 'Please choose Morning, AfterNoon or Evening.',
  address: 'Please enter the street address.',
  addressLength: 'Street address must be at most 300 characters.',
  city: 'Please enter the city.',
  cityLength: 'City must be at most 100 characters.',
  mealsRequired: 'Please enter the number of meals.',
  meals: `Number of Meals must be a whole number from 1 to ${MAX_MEALS}.`,
  zip: 'ZIP / Postal code must be at most 20 characters.',
  logoType: 'The logo must be a JPEG, PNG or WebP image.',
  logoSize: 'The logo must be 2 MB or smaller.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const wholeNumberInRange = (value: string) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_MEALS;

export const ngoProfileSchema = z.object({
  nameOrg: z.string().trim().min(1, NGO_MESSAGES.nameOrg).max(100, NGO_MESSAGES.nameOrgLength),
  email: z
    .string()
    .trim()
    .min(1, { error: NGO_MESSAGES.emailRequired, abort: true })
    .regex(EMAIL_PATTERN, NGO_MESSAGES.email)
    .max(254, NGO_MESSAGES.emailLength),
  name: z.string().trim().min(1, NGO_MESSAGES.name).max(100, NGO_MESSAGES.nameLength),
  time: z.enum(TIME_SLOTS, { error: NGO_MESSAGES.time }),
  address: z.string().trim().min(1, NGO_MESSAGES.address).max(300, NGO_MESSAGES.addressLength),
  city: z.string().trim().min(1, NGO_MESSAGES.city).max(100, NGO_MESSAGES.cityLength),
  meals: z
    .string()
    .trim()
    .min(1, { error: NGO_MESSAGES.mealsRequired, abort: true })
    .refine(wholeNumberInRange, NGO_MESSAGES.meals)
    .transform(Number),
  zip: z.string().trim().max(20, NGO_MESSAGES.zip),
});

export type NgoProfileErrors = Partial<Record<keyof NgoProfileValues | 'logo', string>>;

/** Validates the form: the data to save (without the logo address), or the first message per field. */
export function parseNgoProfile(
  values: NgoProfileValues,
): { ok: true; data: Omit<NgoInput, 'imageUrl'> } | { ok: false; errors: NgoProfileErrors } {
  const result = ngoProfileSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: NgoProfileErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof NgoProfileValues | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** The message for a logo file that cannot be used, or null when it is fine. */
export function logoProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return NGO_MESSAGES.logoType;
  if (file.size > LOGO_MAX_BYTES) return NGO_MESSAGES.logoSize;
  return null;
}

/** A loaded profile as form values (legacy profiles may lack city, zip or a valid slot). */
export function ngoToValues(ngo: Ngo): NgoProfileValues {
  return {
    nameOrg: ngo.nameOrg,
    email: ngo.email,
    name: ngo.name,
    time: isTimeSlot(ngo.time) ? ngo.time : 'Morning',
    address: ngo.address,
    city: ngo.city,
    meals: ngo.meals === null ? '' : String(ngo.meals),
    zip: ngo.zip,
  };
}

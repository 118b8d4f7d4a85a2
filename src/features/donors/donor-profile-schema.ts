import { z } from 'zod';
import { COUNTRIES, type Country, type Donor, type DonorInput } from '../../services/donors';

/** What the donor profile form holds while it is edited: text as typed. */
export interface DonorProfileValues {
  name: string;
  email: string;
  phone: string;
  country: Country;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export const EMPTY_DONOR_PROFILE: DonorProfileValues = {
  name: '',
  email: '',
  phone: '',
  country: 'India',
  address: '',
  city: '',
  state: '',
  zip: '',
};

export const DONOR_MESSAGES = {
  mandatory: 'All fields are mandatory!',
  name: 'Please enter your name.',
  nameLength: 'Name must be at most 100 characters.',
  email: 'Invalid email format',
  emailLength: 'Email address must be at most 254 characters.',
  phone: 'Phone number must be 10 digits',
  country: 'Please choose India, Canada or Mexico.',
  address: 'Please enter your street address.',
  addressLength: 'Street address must be at most 300 characters.',
  city: 'City must be at most 100 characters.',
  state: 'State / Province must be at most 100 characters.',
  zip: 'ZIP / Postal code must be at most 20 characters.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The seed's rule: name, email, address and phone must all be filled in before anything else. */
export function missingMandatory(values: DonorProfileValues): boolean {
  return [values.name, values.email, values.address, values.phone].some((v) => v.trim() === '');
}

export const donorProfileSchema = z.object({
  name: z.string().trim().min(1, DONOR_MESSAGES.name).max(100, DONOR_MESSAGES.nameLength),
  email: z.string().trim().regex(EMAIL_PATTERN, DONOR_MESSAGES.email).max(254, DONOR_MESSAGES.emailLength),
  // Spaces and dashes people type between digits are dropped; what is stored is 10 digits.
  phone: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, DONOR_MESSAGES.phone)),
  country: z.enum(COUNTRIES, { error: DONOR_MESSAGES.country }),
  address: z.string().trim().min(1, DONOR_MESSAGES.address).max(300, DONOR_MESSAGES.addressLength),
  city: z.string().trim().max(100, DONOR_MESSAGES.city),
  state: z.string().trim().max(100, DONOR_MESSAGES.state),
  zip: z.string().trim().max(20, DONOR_MESSAGES.zip),
}) satisfies z.ZodType<DonorInput, DonorProfileValues>;

export type DonorProfileErrors = Partial<Record<keyof DonorProfileValues, string>>;

/** Validates the form: the data to save, or the first message for each field. */
export function parseDonorProfile(
  values: DonorProfileValues,
): { ok: true; data: DonorInput } | { ok: false; errors: DonorProfileErrors } {
  const result = donorProfileSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: DonorProfileErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof DonorProfileValues | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** A loaded record as form values (legacy records lack the newer fields). */
export function donorToValues(donor: Donor): DonorProfileValues {
  return {
    name: donor.name,
    email: donor.email,
    phone: donor.phone,
    country: donor.country || 'India',
    address: donor.address,
    city: donor.city,
    state: donor.state,
    zip: donor.zip,
  };
}

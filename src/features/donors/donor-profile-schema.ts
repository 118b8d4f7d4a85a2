import { z } from 'zod';
import { COUNTRIES, EMAIL_PATTERN, LENGTH, NAME_CONTENT_PATTERN, PHONE_PATTERN } from '../../config/limits.js';
import type { Country, Donor, DonorInput } from '../../services/donors';

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
  nameLength: `Name must be at most ${LENGTH.name} characters.`,
  nameContent: 'Enter a name with at least one letter or number.',
  email: 'Invalid email format',
  emailLength: `Email address must be at most ${LENGTH.email} characters.`,
  phone: 'Phone number must be 10 digits',
  country: 'Please choose India, Canada or Mexico.',
  address: 'Please enter your street address.',
  addressLength: `Street address must be at most ${LENGTH.address} characters.`,
  city: `City must be at most ${LENGTH.city} characters.`,
  state: `State / Province must be at most ${LENGTH.state} characters.`,
  zip: `ZIP / Postal code must be at most ${LENGTH.zip} characters.`,
} as const;

/** The seed's rule: name, email, address and phone must all be filled in before anything else. */
export function missingMandatory(values: DonorProfileValues): boolean {
  return [values.name, values.email, values.address, values.phone].some((v) => v.trim() === '');
}

export const donorProfileSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, DONOR_MESSAGES.name)
    .max(LENGTH.name, DONOR_MESSAGES.nameLength)
    .regex(NAME_CONTENT_PATTERN, DONOR_MESSAGES.nameContent),
  email: z.string().trim().regex(EMAIL_PATTERN, DONOR_MESSAGES.email).max(LENGTH.email, DONOR_MESSAGES.emailLength),
  // Spaces and dashes people type between digits are dropped; what is stored is 10 digits.
  phone: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(PHONE_PATTERN, DONOR_MESSAGES.phone)),
  country: z.enum(COUNTRIES, { error: DONOR_MESSAGES.country }),
  address: z.string().trim().min(1, DONOR_MESSAGES.address).max(LENGTH.address, DONOR_MESSAGES.addressLength),
  city: z.string().trim().max(LENGTH.city, DONOR_MESSAGES.city),
  state: z.string().trim().max(LENGTH.state, DONOR_MESSAGES.state),
  zip: z.string().trim().max(LENGTH.zip, DONOR_MESSAGES.zip),
}) satisfies z.ZodType<DonorInput, DonorProfileValues>;

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

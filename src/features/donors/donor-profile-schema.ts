import { z } from 'zod';
import {
  COUNTRIES,
  EMAIL_PATTERN,
  FSSAI_PATTERN,
  LENGTH,
  NAME_CONTENT_PATTERN,
  PHONE_PATTERN,
  PIN_PATTERN,
  phoneDigits,
} from '../../config/limits.js';
import { messageTable, msg } from '../../i18n';
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
  /** The FSSAI licence or registration number as typed ('' for none). */
  fssai: string;
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
  fssai: '',
};

/** The form's messages, each read in the language shown at the moment it is read. */
export const DONOR_MESSAGES = messageTable({
  mandatory: msg('donors.validation.mandatory'),
  name: msg('donors.validation.name'),
  nameLength: [msg('donors.validation.nameLength'), { max: LENGTH.name }],
  nameContent: msg('donors.validation.nameContent'),
  email: msg('donors.validation.email'),
  emailLength: [msg('donors.validation.emailLength'), { max: LENGTH.email }],
  phone: msg('donors.validation.phone'),
  country: msg('donors.validation.country'),
  address: msg('donors.validation.address'),
  addressLength: [msg('donors.validation.addressLength'), { max: LENGTH.address }],
  city: [msg('donors.validation.city'), { max: LENGTH.city }],
  state: [msg('donors.validation.state'), { max: LENGTH.state }],
  zip: [msg('donors.validation.zip'), { max: LENGTH.zip }],
  pin: msg('donors.validation.pin'),
  fssai: msg('donors.validation.fssai'),
});

/** An FSSAI number, or nothing. */
const FSSAI_OR_NONE = new RegExp(`^(?:${FSSAI_PATTERN.source.slice(1, -1)})?$`);

/** The seed's rule: name, email, address and phone must all be filled in before anything else. */
export function missingMandatory(values: DonorProfileValues): boolean {
  return [values.name, values.email, values.address, values.phone].some((v) => v.trim() === '');
}

// Every message is a function, so it is in the language shown when the form is checked.
export const donorProfileSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => DONOR_MESSAGES.name })
      .max(LENGTH.name, { error: () => DONOR_MESSAGES.nameLength })
      .regex(NAME_CONTENT_PATTERN, { error: () => DONOR_MESSAGES.nameContent }),
    email: z
      .string()
      .trim()
      .regex(EMAIL_PATTERN, { error: () => DONOR_MESSAGES.email })
      .max(LENGTH.email, { error: () => DONOR_MESSAGES.emailLength }),
    // As people write it (+91, spaces, a leading 0); what is stored is 10 digits.
    phone: z
      .string()
      .transform(phoneDigits)
      .pipe(z.string().regex(PHONE_PATTERN, { error: () => DONOR_MESSAGES.phone })),
    country: z.enum(COUNTRIES, { error: () => DONOR_MESSAGES.country }),
    address: z
      .string()
      .trim()
      .min(1, { error: () => DONOR_MESSAGES.address })
      .max(LENGTH.address, { error: () => DONOR_MESSAGES.addressLength }),
    city: z
      .string()
      .trim()
      .max(LENGTH.city, { error: () => DONOR_MESSAGES.city }),
    state: z
      .string()
      .trim()
      .max(LENGTH.state, { error: () => DONOR_MESSAGES.state }),
    zip: z
      .string()
      .trim()
      .max(LENGTH.zip, { error: () => DONOR_MESSAGES.zip }),
    // Optional; as printed on a licence, often in groups of digits: what is stored is 14 digits.
    fssai: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(FSSAI_OR_NONE, { error: () => DONOR_MESSAGES.fssai })),
  })
  // In India the PIN code, when given, is six digits (a record of the earlier app from elsewhere
  // keeps its own postal code).
  .refine((values) => values.country !== 'India' || values.zip === '' || PIN_PATTERN.test(values.zip), {
    path: ['zip'],
    error: () => DONOR_MESSAGES.pin,
    when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== 'zip' && issue.path?.[0] !== 'country'),
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
    fssai: donor.fssai,
  };
}

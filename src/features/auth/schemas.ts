import { z } from 'zod';
import {
  EMAIL_PATTERN,
  LENGTH,
  NAME_CONTENT_PATTERN,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
} from '../../config/limits.js';

/** The seed's messages (docs/product.md, 'The earlier app's texts'), word for word. */
export const MESSAGES = {
  fullName: 'Full Name is required',
  email: 'Invalid email format',
  password: `Password must be at least ${PASSWORD_MIN} characters long and include a number`,
  confirmPassword: 'Passwords do not match',
  phoneNumber: 'Phone number must be 10 digits',
  address: 'Address is required',
  agreeToSafety: 'You must agree to the food safety policy',
} as const;

// The limits are the ones the Firestore rules enforce, so a too-long value gets a message here,
// not a refusal.
const email = z
  .string()
  .trim()
  .regex(EMAIL_PATTERN, MESSAGES.email)
  .max(LENGTH.email, `Email must be at most ${LENGTH.email} characters`);
const password = z.string().regex(PASSWORD_PATTERN, MESSAGES.password);
/** The rules refuse a name without a letter or digit (only spaces, dots or invisible characters). */
const NAME_CONTENT = 'Enter a name with at least one letter or number.';

export const donorRegistrationSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, MESSAGES.fullName)
      .max(LENGTH.name, `Full Name must be at most ${LENGTH.name} characters`)
      .regex(NAME_CONTENT_PATTERN, NAME_CONTENT),
    email,
    password,
    confirmPassword: z.string(),
    phoneNumber: z.string().trim().regex(PHONE_PATTERN, MESSAGES.phoneNumber),
    organizationName: z
      .string()
      .trim()
      .max(LENGTH.name, `Organization Name must be at most ${LENGTH.name} characters`)
      .refine((name) => name === '' || NAME_CONTENT_PATTERN.test(name), NAME_CONTENT)
      .optional(),
    address: z
      .string()
      .trim()
      .min(1, MESSAGES.address)
      .max(LENGTH.address, `Address must be at most ${LENGTH.address} characters`),
    agreeToSafety: z.literal(true, { error: MESSAGES.agreeToSafety }),
  })
  // Checked even when other fields fail, so every problem shows on the first submit.
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.confirmPassword,
    when: () => true,
  });

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, MESSAGES.email),
  password: z.string().min(1, 'Password is required'),
});

export const ACCOUNT_TYPES = ['donor', 'ngo'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Create Account: the same password rule as donor registration, so Firebase never sees a weak one. */
export const signUpSchema = z.object({
  email,
  password,
  accountType: z.enum(ACCOUNT_TYPES, { error: 'Choose Donor or NGO' }),
});

export const forgotPasswordSchema = z.object({ email });

export const chooseRoleSchema = z.object({
  role: z.enum(ACCOUNT_TYPES, { error: 'Choose Donor or NGO' }),
});

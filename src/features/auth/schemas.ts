import { z } from 'zod';

/** The seed's messages (docs/product.md, 'The earlier app's texts'), word for word. */
export const MESSAGES = {
  fullName: 'Full Name is required',
  email: 'Invalid email format',
  password: 'Password must be at least 8 characters long and include a number',
  confirmPassword: 'Passwords do not match',
  phoneNumber: 'Phone number must be 10 digits',
  address: 'Address is required',
  agreeToSafety: 'You must agree to the food safety policy',
} as const;

/** The simple email shape the rules also check (docs/data-model.md). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** At least 8 characters from letters, digits and @$!%*?&, with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*?&]{8,}$/;
export const PHONE_PATTERN = /^\d{10}$/;

/** Limits the Firestore rules enforce, so a too-long value gets a message here, not a refusal. */
export const LIMITS = { name: 100, email: 254, address: 300, organizationName: 100 } as const;

const email = z
  .string()
  .trim()
  .regex(EMAIL_PATTERN, MESSAGES.email)
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`);
const password = z.string().regex(PASSWORD_PATTERN, MESSAGES.password);

export const donorRegistrationSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, MESSAGES.fullName)
      .max(LIMITS.name, `Full Name must be at most ${LIMITS.name} characters`),
    email,
    password,
    confirmPassword: z.string(),
    phoneNumber: z.string().trim().regex(PHONE_PATTERN, MESSAGES.phoneNumber),
    organizationName: z
      .string()
      .trim()
      .max(LIMITS.organizationName, `Organization Name must be at most ${LIMITS.organizationName} characters`)
      .optional(),
    address: z
      .string()
      .trim()
      .min(1, MESSAGES.address)
      .max(LIMITS.address, `Address must be at most ${LIMITS.address} characters`),
    agreeToSafety: z.literal(true, { error: MESSAGES.agreeToSafety }),
  })
  // Checked even when other fields fail, so every problem shows on the first submit.
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.confirmPassword,
    when: () => true,
  });

export type DonorRegistration = z.output<typeof donorRegistrationSchema>;

/** The donor form as typed (agreeToSafety may still be unticked). */
export interface DonorRegistrationForm {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  organizationName: string;
  address: string;
  agreeToSafety: boolean;
}

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

/** Field name → first message, for showing beside each field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function fieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && out[key] === undefined) out[key] = issue.message;
  }
  return out as FieldErrors<K>;
}

import { z } from 'zod';
import {
  EMAIL_PATTERN,
  LENGTH,
  NAME_CONTENT_PATTERN,
  PASSWORD_MIN,
  PHONE_PATTERN,
  phoneDigits,
} from '../../config/limits.js';
import { messageTable, msg, t } from '../../i18n';
import { passwordProblem } from './password-strength';

/**
 * The seed's messages (docs/product.md, 'The earlier app's texts'; the English catalog keeps them
 * word for word), each read in the language shown at the moment it is read.
 */
export const MESSAGES = messageTable({
  fullName: msg('auth.validation.fullNameRequired'),
  email: msg('auth.validation.emailFormat'),
  password: [msg('auth.validation.password'), { min: PASSWORD_MIN }],
  confirmPassword: msg('auth.validation.passwordsDiffer'),
  phoneNumber: msg('auth.validation.phoneNumber'),
  address: msg('auth.validation.addressRequired'),
  agreeToSafety: msg('auth.validation.agreeToSafety'),
});

/** The rules refuse a name without a letter or digit (only spaces, dots or invisible characters). */
const nameContent = () => t('auth.validation.nameContent');
const chooseAccountType = () => t('auth.validation.chooseAccountType');

// Every message is a function, so it is in the language shown when the form is checked. The limits
// are the ones the Firestore rules enforce, so a too-long value gets a message here, not a refusal.
const email = z
  .string()
  .trim()
  .regex(EMAIL_PATTERN, { error: () => MESSAGES.email })
  .max(LENGTH.email, { error: () => t('auth.validation.emailLength', { max: LENGTH.email }) });
// One rule, part by part (password-strength.ts): a refused password is told what it lacks.
const password = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const donorRegistrationSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, { error: () => MESSAGES.fullName })
      .max(LENGTH.name, { error: () => t('auth.validation.fullNameLength', { max: LENGTH.name }) })
      .regex(NAME_CONTENT_PATTERN, { error: nameContent }),
    email,
    password,
    confirmPassword: z.string(),
    // As people write it (+91, spaces, a leading 0); what is stored is 10 digits.
    phoneNumber: z
      .string()
      .transform(phoneDigits)
      .pipe(z.string().regex(PHONE_PATTERN, { error: () => MESSAGES.phoneNumber })),
    organizationName: z
      .string()
      .trim()
      .max(LENGTH.name, { error: () => t('auth.validation.organizationNameLength', { max: LENGTH.name }) })
      .refine((name) => name === '' || NAME_CONTENT_PATTERN.test(name), { error: nameContent })
      .optional(),
    address: z
      .string()
      .trim()
      .min(1, { error: () => MESSAGES.address })
      .max(LENGTH.address, { error: () => t('auth.validation.addressLength', { max: LENGTH.address }) }),
    agreeToSafety: z.literal(true, { error: () => MESSAGES.agreeToSafety }),
  })
  // Checked even when other fields fail, so every problem shows on the first submit.
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: () => MESSAGES.confirmPassword,
    when: () => true,
  });

export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => t('auth.validation.emailRequired') })
    .regex(EMAIL_PATTERN, { error: () => MESSAGES.email }),
  password: z.string().min(1, { error: () => t('auth.validation.passwordRequired') }),
});

export const ACCOUNT_TYPES = ['donor', 'ngo'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Create Account: the same password rule as donor registration, so Firebase never sees a weak one. */
export const signUpSchema = z.object({
  email,
  password,
  accountType: z.enum(ACCOUNT_TYPES, { error: chooseAccountType }),
});

export const forgotPasswordSchema = z.object({ email });

export const chooseRoleSchema = z.object({
  role: z.enum(ACCOUNT_TYPES, { error: chooseAccountType }),
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { activateLanguage } from '../../i18n';
import { firstErrors } from '../../testing/schemas';
import { donorRegistrationSchema, forgotPasswordSchema, loginSchema, MESSAGES, signUpSchema } from './schemas';

/** The donor form as typed (agreeToSafety may still be unticked). */
type DonorRegistrationForm = Omit<z.input<typeof donorRegistrationSchema>, 'agreeToSafety'> & {
  agreeToSafety: boolean;
};

const valid: DonorRegistrationForm = {
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  password: 'secret123',
  confirmPassword: 'secret123',
  phoneNumber: '9876543210',
  organizationName: '',
  address: '12 MG Road\nBengaluru',
  agreeToSafety: true,
};

function errorsFor(form: Partial<DonorRegistrationForm> & Record<string, unknown>) {
  return firstErrors(donorRegistrationSchema, { ...valid, ...form });
}

describe('donor registration schema', () => {
  it('accepts a complete form, with or without an organization', () => {
    expect(donorRegistrationSchema.safeParse(valid).success).toBe(true);
    expect(donorRegistrationSchema.safeParse({ ...valid, organizationName: undefined }).success).toBe(true);
    expect(donorRegistrationSchema.safeParse({ ...valid, organizationName: 'Hotel Annapurna' }).success).toBe(true);
  });

  it('requires the full name', () => {
    expect(errorsFor({ fullName: '' }).fullName).toBe('Full Name is required');
    expect(errorsFor({ fullName: '   ' }).fullName).toBe('Full Name is required');
  });

  it('refuses a full name or organisation name without a letter or digit, and takes one in Devanagari', () => {
    for (const name of ['...', '\u200b\u200b', '-- --']) {
      expect(errorsFor({ fullName: name }).fullName, name).toBe('Enter a name with at least one letter or number.');
      expect(errorsFor({ organizationName: name }).organizationName, name).toBe(
        'Enter a name with at least one letter or number.',
      );
    }
    expect(donorRegistrationSchema.safeParse({ ...valid, fullName: 'आशा राव' }).success).toBe(true);
  });

  it('checks the email shape', () => {
    for (const email of [
      '',
      'asha',
      'asha@',
      'asha@example',
      '@example.org',
      'as ha@example.org',
      'a@b.org?bcc=x@y.org',
    ]) {
      expect(errorsFor({ email }).email, email).toBe('Invalid email format');
    }
    expect(errorsFor({ email: 'a@b.co' }).email).toBeUndefined();
  });

  describe('password: one rule, and a refusal names the part it broke', () => {
    const check = (password: string) => errorsFor({ password, confirmPassword: password }).password;

    it('accepts 8 or more characters with a letter and a digit, whatever else they hold', () => {
      expect(check('abcdefg1')).toBeUndefined();
      expect(check('ABCDEFG1')).toBeUndefined();
      expect(check('a1@$!%*?&')).toBeUndefined();
      // Refused by the earlier rule, though the meter called it strong.
      expect(check('Ramesh#2024')).toBeUndefined();
      expect(check('abcd efg1')).toBeUndefined();
      expect(check('अन्नपूर्णा2024')).toBeUndefined();
    });

    it('says when it is too short', () => {
      expect(check('abcde1#')).toBe('Password must be at least 8 characters long');
    });

    it('says when it lacks a number', () => {
      expect(check('abcdefgh')).toBe('Password must include a number');
      expect(check('Ramesh#Kumar')).toBe('Password must include a number');
    });

    it('says when it lacks a letter', () => {
      expect(check('12345678')).toBe('Password must include a letter');
      expect(check('1234567@')).toBe('Password must include a letter');
    });

    it('keeps the earlier app’s words when it is both too short and lacks a number', () => {
      expect(check('abcdef')).toBe('Password must be at least 8 characters long and include a number');
    });
  });

  it('requires the confirmation to match', () => {
    expect(errorsFor({ confirmPassword: 'secret124' }).confirmPassword).toBe('Passwords do not match');
    expect(errorsFor({ confirmPassword: '' }).confirmPassword).toBe('Passwords do not match');
  });

  it('reports a mismatch even when other fields fail too', () => {
    const errors = errorsFor({ fullName: '', confirmPassword: 'other' });
    expect(errors.fullName).toBe('Full Name is required');
    expect(errors.confirmPassword).toBe('Passwords do not match');
  });

  it('wants 10 digits for the phone number, written as people write them in India, and stores the 10 digits', () => {
    const message = 'Phone number must be 10 digits';
    for (const phoneNumber of ['', '987654321', '98765432101', '98765 4321', 'abcdefghij', '+1 555 123 4567']) {
      expect(errorsFor({ phoneNumber }).phoneNumber, phoneNumber).toBe(message);
    }
    for (const phoneNumber of ['9876543210', '+91 98765 43210', '098765 43210', '98765-43210', '+91-98765-43210']) {
      expect(errorsFor({ phoneNumber }).phoneNumber, phoneNumber).toBeUndefined();
      const parsed = donorRegistrationSchema.parse({ ...valid, phoneNumber });
      expect(parsed.phoneNumber, phoneNumber).toBe('9876543210');
    }
    expect(errorsFor({ phoneNumber: '0123456789' }).phoneNumber).toBeUndefined();
  });

  it('requires the address', () => {
    expect(errorsFor({ address: '' }).address).toBe('Address is required');
    expect(errorsFor({ address: '  \n ' }).address).toBe('Address is required');
  });

  it('requires agreeing to the food safety policy', () => {
    expect(errorsFor({ agreeToSafety: false }).agreeToSafety).toBe('You must agree to the food safety policy');
  });

  it('leaves the organization optional, with no message', () => {
    expect(errorsFor({ organizationName: '' }).organizationName).toBeUndefined();
  });

  it('gives every message at once for an empty form', () => {
    const errors = errorsFor({
      fullName: '',
      email: '',
      password: '',
      confirmPassword: 'x',
      phoneNumber: '',
      address: '',
      agreeToSafety: false,
    });
    expect(errors).toEqual({
      fullName: MESSAGES.fullName,
      email: MESSAGES.email,
      password: MESSAGES.password,
      confirmPassword: MESSAGES.confirmPassword,
      phoneNumber: MESSAGES.phoneNumber,
      address: MESSAGES.address,
      agreeToSafety: MESSAGES.agreeToSafety,
    });
  });

  it('trims what it passes on', () => {
    const result = donorRegistrationSchema.parse({ ...valid, fullName: '  Asha  ', email: ' asha@example.org ' });
    expect(result.fullName).toBe('Asha');
    expect(result.email).toBe('asha@example.org');
  });
});

describe('other auth forms', () => {
  it('sign-up uses the donor password rule and needs an account type', () => {
    const ok = signUpSchema.safeParse({ email: 'n@example.org', password: 'secret123', accountType: 'ngo' });
    expect(ok.success).toBe(true);
    expect(firstErrors(signUpSchema, { email: 'n@example.org', password: 'secret', accountType: '' })).toEqual({
      password: MESSAGES.password,
      accountType: 'Choose Donor or NGO',
    });
    expect(
      signUpSchema.safeParse({ email: 'n@example.org', password: 'secret123', accountType: 'admin' }).success,
    ).toBe(false);
  });

  it('sign-in needs an email and a password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
  });

  it('forgot-password needs an email shape', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(forgotPasswordSchema.safeParse({ email: 'nope' }).success).toBe(false);
  });
});

describe('messages in the language shown', () => {
  it('are in Hindi when the form is checked in Hindi, from the same schema', async () => {
    expect(firstErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    await activateLanguage('hi');
    expect(firstErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'ईमेल ज़रूरी है',
      password: 'पासवर्ड ज़रूरी है',
    });
    expect(errorsFor({ confirmPassword: 'other', agreeToSafety: false })).toEqual({
      confirmPassword: 'दोनों पासवर्ड एक जैसे नहीं हैं',
      agreeToSafety: 'आपको खाद्य सुरक्षा नीति से सहमत होना होगा',
    });
    expect(errorsFor({ fullName: 'a'.repeat(101) }).fullName).toBe('पूरा नाम 100 कैरेक्टर से लंबा नहीं हो सकता');
  });
});

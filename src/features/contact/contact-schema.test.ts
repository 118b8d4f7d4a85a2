import { describe, expect, it } from 'vitest';
import { firstErrors } from '../../testing/schemas';
import { contactMessageSchema } from './contact-schema';
import { activateLanguage } from '../../i18n';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.org',
  subject: 'Pickup in Indiranagar',
  message: 'We have 40 plates of biryani left tonight.',
};

const errorsOf = (values: Partial<typeof valid>) => firstErrors(contactMessageSchema, { ...valid, ...values });

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactMessageSchema.parse({ ...valid, name: '  Asha Rao ' })).toEqual(valid);
  });

  it('wants a name with a letter or number, in any script', () => {
    expect(errorsOf({ name: '' }).name).toBe('Please enter your full name.');
    expect(errorsOf({ name: '!!!' }).name).toBe('Enter a name with at least one letter or number.');
    // Zero-width spaces look like nothing at all on the admin's screen.
    expect(errorsOf({ name: '\u200b\u200c' }).name).toBe('Enter a name with at least one letter or number.');
    expect(errorsOf({ name: 'राम' }).name).toBeUndefined();
    expect(errorsOf({ name: '42' }).name).toBeUndefined();
  });

  it('refuses an email with spaces or mailto parameters (? & = %)', () => {
    for (const email of [
      'asha@example',
      'a b@example.org',
      'asha@example.org?subject=x',
      'a&b@example.org',
      'a%40b@example.org',
    ]) {
      expect(errorsOf({ email }).email).toBe('Please enter a valid email address, like name@example.org.');
    }
  });
});

describe('contactMessageSchema in Hindi', () => {
  it('gives its messages in the language shown when the form is checked', async () => {
    expect(errorsOf({ name: '' }).name).toBe('Please enter your full name.');
    await activateLanguage('hi');
    expect(errorsOf({ name: '' }).name).toBe('अपना पूरा नाम लिखें।');
    expect(errorsOf({ message: 'm'.repeat(5001) }).message).toBe('संदेश 5000 कैरेक्टर तक ही रखें।');
    expect(errorsOf({ email: 'asha@example' }).email).toBe('सही ईमेल लिखें, जैसे name@example.org');
  });
});

import { describe, expect, it } from 'vitest';
import { activateLanguage, t } from '../i18n';
import {
  friendlyError,
  IncompleteSignUpError,
  isNetworkError,
  isRetryable,
  loadOnDemand,
  markAccountSuspended,
} from './errors';
import { ngoNameTakenMessage } from './ngos';

describe('loadOnDemand', () => {
  it('passes through the module when its code arrives', async () => {
    await expect(loadOnDemand(() => Promise.resolve({ answer: 42 }))).resolves.toEqual({ answer: 42 });
  });

  it('turns a failed fetch of code into a retryable connection error in plain words', async () => {
    const failed = loadOnDemand(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/schemas-x.js')),
    );
    const error = await failed.catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(isRetryable(error)).toBe(true);
    expect(friendlyError(error)).toBe('We could not reach the server. Check your connection and try again.');
    expect(friendlyError(error)).not.toMatch(/module|assets|TypeError/);
  });
});

describe('friendlyError in the language shown', () => {
  const failure = (code: string) => Object.assign(new Error('x'), { code });
  const CODES = [
    'auth/wrong-password',
    'auth/invalid-credential',
    'auth/network-request-failed',
    'auth/too-many-requests',
    'auth/email-already-in-use',
    'permission-denied',
    'firestore/unavailable',
    'foodbridge/not-loaded',
    'storage/unauthorized',
    'storage/unknown',
    'internal',
  ];

  it('speaks English while English is shown', () => {
    expect(friendlyError(failure('auth/network-request-failed'))).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(friendlyError(failure('permission-denied'))).toBe(
      'You are not allowed to do that. If you think you should be, sign in again.',
    );
    expect(friendlyError(failure('auth/wrong-password'))).toBe(
      'That email and password do not match. Check them and try again.',
    );
    expect(friendlyError(failure('storage/unknown'))).toBe('The upload failed. Please try again.');
    expect(friendlyError(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('speaks Hindi once Hindi is shown', async () => {
    await activateLanguage('hi');
    expect(friendlyError(failure('auth/network-request-failed'))).toBe(
      'सर्वर तक नहीं पहुँच पाए। अपना इंटरनेट देखें और फिर से कोशिश करें।',
    );
    expect(friendlyError(failure('firestore/unavailable'))).toBe(
      'सर्वर तक नहीं पहुँच पाए। अपना इंटरनेट देखें और फिर से कोशिश करें।',
    );
    expect(friendlyError(failure('permission-denied'))).toBe(
      'आप यह नहीं कर सकते। अगर आपको लगता है कि आपको यह करने की इजाज़त होनी चाहिए, तो फिर से लॉग इन करें।',
    );
    expect(friendlyError(failure('auth/wrong-password'))).toBe('ईमेल और पासवर्ड मेल नहीं खाते। इन्हें जाँचें और फिर से कोशिश करें।');
    expect(friendlyError(new Error('boom'))).toBe('कुछ गड़बड़ हो गई। फिर से कोशिश करें।');
  });

  it('translates when the error is shown, not when it happened', async () => {
    const error = failure('auth/too-many-requests');
    expect(friendlyError(error)).toBe('Too many attempts. Please wait a few minutes and try again.');
    await activateLanguage('hi');
    expect(friendlyError(error)).toBe('बहुत ज़्यादा बार कोशिश हो गई। कुछ मिनट रुकें, फिर से कोशिश करें।');
  });

  it('says why in Hindi when a suspended account is refused, and when a sign-up did not finish', async () => {
    await activateLanguage('hi');
    markAccountSuspended(true);
    try {
      expect(friendlyError(failure('permission-denied'))).toBe(
        'आपका खाता निलंबित है, इसलिए यह नहीं हुआ। अगर आपको लगता है कि यह गलती है, तो संपर्क पेज से हमें लिखें।',
      );
    } finally {
      markAccountSuspended(false);
    }
    expect(friendlyError(new IncompleteSignUpError(failure('unavailable')))).toBe(
      'आपका खाता बन गया है, पर आपकी जानकारी अभी सेव नहीं हो पाई। सर्वर तक नहीं पहुँच पाए। अपना इंटरनेट देखें और फिर से कोशिश करें। पूरा करने के लिए ‘फिर से कोशिश करें’ दबाएं: दूसरा खाता नहीं बनेगा।',
    );
  });

  it.each(['en', 'hi'] as const)('never shows a raw Firebase code (%s)', async (language) => {
    await activateLanguage(language);
    for (const code of CODES) {
      const text = friendlyError(failure(code));
      expect(text).not.toMatch(/auth\/|storage\/|firestore|foodbridge\/|permission-denied|unavailable|internal/);
      if (language === 'hi') expect(text).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('texts other services produce', () => {
  it('names a taken NGO name in the language shown', async () => {
    expect(ngoNameTakenMessage('  Hope Kitchen ')).toBe(
      'An NGO named “Hope Kitchen” is already on FoodBridge. If it is yours, write to us via the contact page.',
    );
    await activateLanguage('hi');
    expect(ngoNameTakenMessage('Hope Kitchen')).toBe(
      '“Hope Kitchen” नाम का एनजीओ पहले से FoodBridge पर है। अगर यह आपका है, तो संपर्क पेज से हमें लिखें।',
    );
  });

  it('says where a donation already is, in each language', async () => {
    const already = {
      offered: 'offered',
      accepted: 'accepted',
      picked_up: 'picked up',
      delivered: 'delivered',
      declined: 'declined',
      cancelled: 'cancelled',
    };
    for (const [status, words] of Object.entries(already)) {
      expect(t('errors.move.already', { status })).toBe(`This donation is already ${words}.`);
    }
    // A no-show (docs/reports.md, 'Reliability'): never 'already cancelled'.
    expect(t('errors.move.already', { status: 'missed' })).toBe('This donation was not collected before its use-by.');
    await activateLanguage('hi');
    expect(t('errors.move.already', { status: 'missed' })).toBe('यह दान उपयोग-तिथि से पहले नहीं उठाया गया।');
    expect(t('errors.move.already', { status: 'picked_up' })).toBe('यह दान पहले ही पिकअप हो चुका है।');
    expect(t('errors.move.already', { status: 'cancelled' })).toBe('यह दान पहले ही रद्द हो चुका है।');
  });
});

import { describe, expect, it } from 'vitest';
import { LENGTH } from '../../config/limits.js';
import { activateLanguage } from '../../i18n';
import { isValidReason } from '../../services/suspensions';
import { firstErrors } from '../../testing/schemas';
import { REASON_MESSAGES, suspensionSchema } from './suspension-schema';

describe('suspensionSchema', () => {
  it('takes a reason with words, trimmed', () => {
    expect(suspensionSchema.parse({ reason: '  Offered food that was not there.  ' })).toEqual({
      reason: 'Offered food that was not there.',
    });
    expect(firstErrors(suspensionSchema, { reason: 'स्पैम' })).toEqual({});
    expect(firstErrors(suspensionSchema, { reason: '3 no-shows' })).toEqual({});
  });

  it('refuses an empty reason, or one of only spaces, punctuation or invisible characters', () => {
    for (const reason of ['', '   ', '...!?', '\u200b\u200b', '\n\t']) {
      expect(firstErrors(suspensionSchema, { reason })).toEqual({ reason: REASON_MESSAGES.empty });
    }
  });

  it(`allows exactly ${LENGTH.reason} characters and refuses one more`, () => {
    expect(firstErrors(suspensionSchema, { reason: 'a'.repeat(LENGTH.reason) })).toEqual({});
    expect(firstErrors(suspensionSchema, { reason: 'a'.repeat(LENGTH.reason + 1) })).toEqual({
      reason: REASON_MESSAGES.long,
    });
    // Spaces around it do not count: they are not stored.
    expect(firstErrors(suspensionSchema, { reason: ` ${'a'.repeat(LENGTH.reason)} ` })).toEqual({});
  });

  it('agrees with the service’s own check of what it stores', () => {
    for (const reason of ['', '  ', '—', 'Spam', 'a'.repeat(LENGTH.reason), 'a'.repeat(LENGTH.reason + 1)]) {
      const parsed = suspensionSchema.safeParse({ reason });
      expect(parsed.success).toBe(isValidReason(reason.trim()));
    }
  });

  it('says what is wrong in the language shown when the form is checked', async () => {
    await activateLanguage('hi');
    expect(firstErrors(suspensionSchema, { reason: '  ' })).toEqual({
      reason: 'कुछ शब्दों में लिखें कि यह खाता क्यों निलंबित किया जा रहा है। इसमें अक्षर या अंक होने चाहिए।',
    });
    expect(firstErrors(suspensionSchema, { reason: 'a'.repeat(LENGTH.reason + 1) })).toEqual({
      reason: `कारण ${LENGTH.reason} कैरेक्टर से ज़्यादा न हो।`,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { firstErrors } from '../../testing/schemas';
import { allChecked, deliverSchema, refuseSchema, servesFewer } from './pickup-check-schema';

describe('allChecked', () => {
  it('is true only when all three checks are ticked, in any order', () => {
    expect(allChecked([])).toBe(false);
    expect(allChecked(['keptAsStated', 'packedCovered'])).toBe(false);
    expect(allChecked(['looksSmellsRight', 'keptAsStated', 'packedCovered'])).toBe(true);
  });
});

describe('refuseSchema', () => {
  const errorsOf = (values: { reason: string | null; note: string }) => firstErrors(refuseSchema, values);

  it('takes a reason with an optional note, trimmed', () => {
    expect(refuseSchema.parse({ reason: 'spoiled', note: '' })).toEqual({ reason: 'spoiled', note: '' });
    expect(refuseSchema.parse({ reason: 'temperature', note: '  Lukewarm ' })).toEqual({
      reason: 'temperature',
      note: 'Lukewarm',
    });
  });

  it('needs a reason from the list', () => {
    expect(errorsOf({ reason: '', note: '' })).toEqual({ reason: 'Choose why you are refusing the food.' });
    expect(errorsOf({ reason: null, note: '' })).toEqual({ reason: 'Choose why you are refusing the food.' });
    expect(errorsOf({ reason: 'late', note: '' })).toEqual({ reason: 'Choose why you are refusing the food.' });
  });

  it('needs a note with a letter or digit for ‘Another reason’', () => {
    const message = 'Say what was wrong: ‘Another reason’ needs a note.';
    expect(errorsOf({ reason: 'other', note: '' })).toEqual({ note: message });
    expect(errorsOf({ reason: 'other', note: ' -- ' })).toEqual({ note: message });
    expect(errorsOf({ reason: 'other', note: 'गाड़ी नहीं आई' })).toEqual({});
  });

  it('keeps the note to 300 characters', () => {
    expect(errorsOf({ reason: 'packing', note: 'a'.repeat(300) })).toEqual({});
    expect(errorsOf({ reason: 'packing', note: 'a'.repeat(301) })).toEqual({
      note: 'The note must be at most 300 characters.',
    });
  });
});

describe('deliverSchema', () => {
  const schema = deliverSchema(40);
  const errorsOf = (served: string, disposalReason = '') => firstErrors(schema, { served, disposalReason });

  it('takes all the meals served without a reason (a reason typed before is not sent)', () => {
    expect(schema.parse({ served: '40', disposalReason: 'typed, then all were served' })).toEqual({
      mealsServed: 40,
      disposalReason: '',
    });
  });

  it('takes fewer meals with the reason the rest went to disposal', () => {
    expect(schema.parse({ served: ' 0 ', disposalReason: ' All spoiled ' })).toEqual({
      mealsServed: 0,
      disposalReason: 'All spoiled',
    });
  });

  it.each(['41', '-1', '2.5', '', 'ten'])('refuses %j meals served', (served) => {
    expect(errorsOf(served)).toEqual({ served: 'Enter a whole number of meals from 0 to 40.' });
  });

  it('needs a reason of at most 300 characters when fewer were served', () => {
    expect(errorsOf('39')).toEqual({ disposalReason: 'Say why the rest of the food was not served.' });
    expect(errorsOf('39', '...')).toEqual({ disposalReason: 'Say why the rest of the food was not served.' });
    expect(errorsOf('39', 'a'.repeat(300))).toEqual({});
    expect(errorsOf('39', 'a'.repeat(301))).toEqual({
      disposalReason: 'The reason must be at most 300 characters.',
    });
  });

  it('gives its messages in the language shown when the form is checked', async () => {
    await activateLanguage('hi');
    expect(firstErrors(deliverSchema(1500), { served: '1501', disposalReason: '' })).toEqual({
      served: '0 से 1,500 तक भोजन की पूरी संख्या लिखें।',
    });
    expect(errorsOf('10')).toEqual({ disposalReason: 'बताएं कि बाकी खाना क्यों नहीं परोसा गया।' });
  });
});

describe('servesFewer', () => {
  it('is true for a whole number below the meals offered', () => {
    expect(servesFewer('39', 40)).toBe(true);
    expect(servesFewer(' 0 ', 40)).toBe(true);
    expect(servesFewer('40', 40)).toBe(false);
    expect(servesFewer('', 40)).toBe(false);
    expect(servesFewer('2.5', 40)).toBe(false);
  });
});

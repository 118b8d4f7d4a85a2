import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n';
import { formatClock, formatDateTime } from './dates';

const NOW = new Date(2026, 10, 22, 18, 30);

describe('dates follow the language shown', () => {
  it('English (en-IN): day first', () => {
    expect(formatDateTime(NOW)).toMatch(/^Sun, 22 Nov,? 2026, 6:30 pm$/);
    expect(formatClock(NOW)).toBe('18:30');
  });

  it('Hindi (hi-IN): Hindi names of days and months', async () => {
    await activateLanguage('hi');
    expect(formatDateTime(NOW)).toContain('नव॰');
    expect(formatDateTime(NOW)).toContain('रवि');
    expect(formatDateTime(NOW)).toMatch(/, 18:30$/);
    expect(formatClock(NOW)).toBe('18:30');
  });
});

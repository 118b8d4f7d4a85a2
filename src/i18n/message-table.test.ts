import { describe, expect, it } from 'vitest';
import { activateLanguage, messageTable, msg } from '.';

describe('messageTable', () => {
  it('reads each message in the language shown when it is read, with its values', async () => {
    const table = messageTable({ meals: [msg('common.meals'), { count: 2 }], language: msg('common.language.label') });
    expect(table.meals).toBe('2 meals');
    expect(table.language).toBe('Language');
    await activateLanguage('hi');
    expect(table.meals).toBe('2 भोजन');
    expect(table.language).toBe('भाषा');
    expect(Object.keys(table)).toEqual(['meals', 'language']);
  });
});

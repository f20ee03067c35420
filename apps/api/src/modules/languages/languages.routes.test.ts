import { describe, expect, it } from 'vitest';
import { call } from '../../../test/harness';

describe('GET /api/languages', () => {
  it('lists the active languages ordered by code, with native names and flags', async () => {
    const response = await call('GET', '/api/languages');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { languages: { code: string; nativeName: string; flagEmoji: string }[] };
    expect(body.languages.map((l) => l.code)).toEqual(['en', 'es', 'ro']);
    expect(body.languages.map((l) => l.nativeName)).toEqual(['English', 'Español', 'Română']);
    expect(body.languages.every((l) => l.flagEmoji.length > 0)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { listMigrations } from '../../db/migrate';
import { call, getRuntime } from '../../../test/harness';

describe('GET /api/health', () => {
  it('answers the database kind and the newest migration', async () => {
    const { database } = await getRuntime();
    const response = await call('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: database.kind,
      migration: listMigrations().at(-1)?.version,
    });
  });
});

describe('unknown API paths', () => {
  it('get a JSON 404, not the web app', async () => {
    const response = await call('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});

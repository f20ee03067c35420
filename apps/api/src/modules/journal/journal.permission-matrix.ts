import { ownerOnly, signedIn, type AreaMatrix, type Fixtures } from '../../../test/permission-matrix-kit';
import { call } from '../../../test/harness';

const entryBody = () => ({ id: crypto.randomUUID(), day: '2026-11-20', mood: 4, energy: 3, body: '<p>Good day</p>' });

/** One of memberA's entries, made for a row that deletes it. */
async function makeEntry(f: Fixtures): Promise<string> {
  const body = entryBody();
  const response = await call('POST', '/api/journal/entries', { cookie: f.members.memberA.cookie, body });
  if (response.status !== 201) throw new Error(`journal fixture: ${response.status}`);
  return body.id;
}

/** The journal (issue 18): every route needs a session; memberA's entries answer 404 to everyone else. */
export const permissionMatrix: AreaMatrix = {
  buildFixtures: async (f) => {
    f.ids.journalEntry = await makeEntry(f);
  },
  rows: [
    { method: 'GET', route: '/api/journal/entries', expect: signedIn(200) },
    { method: 'POST', route: '/api/journal/entries', body: entryBody, expect: signedIn(201) },
    {
      method: 'GET',
      route: '/api/journal/entries/:id',
      path: (f) => `/api/journal/entries/${f.ids.journalEntry}`,
      expect: ownerOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/journal/entries/:id',
      path: (f) => `/api/journal/entries/${f.ids.journalEntry}`,
      body: () => ({ mood: 5, body: 'Better', tags: ['matrix'] }),
      expect: ownerOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/journal/entries/:id',
      path: async (f) => `/api/journal/entries/${await makeEntry(f)}`,
      expect: ownerOnly(204),
    },
    {
      method: 'GET',
      route: '/api/journal/calendar',
      path: () => '/api/journal/calendar?month=2026-11',
      expect: signedIn(200),
    },
    { method: 'GET', route: '/api/journal/tags', path: () => '/api/journal/tags?q=ma', expect: signedIn(200) },
  ],
};

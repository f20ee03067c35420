import {
  everyone,
  ownerOnly,
  signedIn,
  superadminOnly,
  type AreaMatrix,
  type Fixtures,
} from '../../../test/permission-matrix-kit';
import { call } from '../../../test/harness';
import { readStream } from '../../../test/coach-support';

const question = () => ({ message: 'How was my week?', quick: 'week', today: '2026-11-25', tz: 'UTC', language: 'en' });

/** One of memberA's conversations, made for a row that deletes it. */
async function makeConversation(f: Fixtures): Promise<string> {
  const response = await call('POST', '/api/coach/messages', { cookie: f.members.memberA.cookie, body: question() });
  if (response.status !== 200) throw new Error(`coach fixture: ${response.status}`);
  const { events } = await readStream(response);
  return events[0]!.data.conversationId as string;
}

/** The AI coach (issue 23): the demo answers anyone; a conversation answers 404 to everyone but its member. */
export const permissionMatrix: AreaMatrix = {
  buildFixtures: async (f) => {
    f.ids.coachConversation = await makeConversation(f);
  },
  rows: [
    { method: 'GET', route: '/api/coach/demo', path: () => '/api/coach/demo?question=week', expect: everyone(200) },
    { method: 'GET', route: '/api/coach/conversations', expect: signedIn(200) },
    {
      method: 'GET',
      route: '/api/coach/conversations/:id',
      path: (f) => `/api/coach/conversations/${f.ids.coachConversation}`,
      expect: ownerOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/coach/conversations/:id',
      path: (f) => `/api/coach/conversations/${f.ids.coachConversation}`,
      body: () => ({ title: 'Matrix' }),
      expect: ownerOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/coach/conversations/:id',
      path: async (f) => `/api/coach/conversations/${await makeConversation(f)}`,
      expect: ownerOnly(204),
    },
    { method: 'POST', route: '/api/coach/messages', body: question, expect: signedIn(200) },
    { method: 'GET', route: '/api/admin/coach-provider', expect: superadminOnly(200) },
    {
      method: 'PUT',
      route: '/api/admin/coach-provider',
      // No base URL: the embedded coach keeps answering the rest of the suite.
      body: () => ({ baseUrl: null, model: null, apiKey: null, dailyLimit: 50, maxTokens: 800, timeoutSec: 30 }),
      expect: superadminOnly(200),
    },
  ],
};

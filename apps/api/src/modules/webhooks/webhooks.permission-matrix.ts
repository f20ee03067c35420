import { ownerOnly, signedIn, type AreaMatrix, type Fixtures } from '../../../test/permission-matrix-kit';
import { call } from '../../../test/harness';

/** Port 9 (discard) on loopback: nothing answers, and the suite allows private addresses. */
const webhookBody = () => ({ url: 'http://127.0.0.1:9/matrix', events: ['set.logged'] });

/** One of memberA's webhooks, made for a row that deletes it. */
async function makeWebhook(f: Fixtures): Promise<string> {
  const response = await call('POST', '/api/webhooks', { cookie: f.members.memberA.cookie, body: webhookBody() });
  if (response.status !== 201) throw new Error(`webhooks fixture: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** Webhooks (issue 41): every route needs a session; memberA's webhooks and deliveries answer 404 to everyone else. */
export const permissionMatrix: AreaMatrix = {
  buildFixtures: async (f) => {
    f.ids.webhook = await makeWebhook(f);
    const cookie = f.members.memberA.cookie;
    await call('POST', `/api/webhooks/${f.ids.webhook}/test`, { cookie });
    const list = await call('GET', `/api/webhooks/${f.ids.webhook}/deliveries`, { cookie });
    f.ids.webhookDelivery = ((await list.json()) as { deliveries: { id: string }[] }).deliveries[0]!.id;
  },
  rows: [
    { method: 'GET', route: '/api/webhooks', expect: signedIn(200) },
    { method: 'POST', route: '/api/webhooks', body: webhookBody, expect: signedIn(201) },
    {
      method: 'GET',
      route: '/api/webhooks/:id',
      path: (f) => `/api/webhooks/${f.ids.webhook}`,
      expect: ownerOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/webhooks/:id',
      path: (f) => `/api/webhooks/${f.ids.webhook}`,
      body: () => ({ description: 'Matrix' }),
      expect: ownerOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/webhooks/:id',
      path: async (f) => `/api/webhooks/${await makeWebhook(f)}`,
      expect: ownerOnly(204),
    },
    {
      method: 'POST',
      route: '/api/webhooks/:id/test',
      path: (f) => `/api/webhooks/${f.ids.webhook}/test`,
      expect: ownerOnly(202),
    },
    {
      method: 'GET',
      route: '/api/webhooks/:id/deliveries',
      path: (f) => `/api/webhooks/${f.ids.webhook}/deliveries`,
      expect: ownerOnly(200),
    },
    {
      method: 'POST',
      route: '/api/webhooks/:id/deliveries/:deliveryId/resend',
      path: (f) => `/api/webhooks/${f.ids.webhook}/deliveries/${f.ids.webhookDelivery}/resend`,
      expect: ownerOnly(202),
    },
  ],
};

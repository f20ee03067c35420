import { ensureOwnTemplate, fixtureId, newProgram, templateOf } from '../../../test/member-fixtures';
import { ownerOnly, signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** Programs (issue 4): memberA's program answers 404 to everyone else. */
export const permissionMatrix: AreaMatrix = {
  buildFixtures: async (f) => {
    await fixtureId(f, 'program', async () => newProgram(f.members.memberA, await templateOf(f)));
  },
  rows: [
    { method: 'GET', route: '/api/programs', expect: signedIn(200) },
    {
      method: 'POST',
      route: '/api/programs',
      path: async (f, actor) => {
        if (actor !== 'anonymous') await ensureOwnTemplate(f, actor);
        return '/api/programs';
      },
      body: (f, actor) => ({
        id: crypto.randomUUID(),
        name: 'Matrix new program',
        templateIds: [f.ids[`template:${actor}`] ?? crypto.randomUUID()],
      }),
      expect: signedIn(201),
    },
    {
      method: 'GET',
      route: '/api/programs/:id',
      path: (f) => `/api/programs/${f.ids.program}`,
      expect: ownerOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/programs/:id',
      path: (f) => `/api/programs/${f.ids.program}`,
      body: (f) => ({ name: 'Matrix program', templateIds: [f.ids.template, f.ids.template] }),
      expect: ownerOnly(200),
    },
    {
      method: 'POST',
      route: '/api/programs/:id/activate',
      path: (f) => `/api/programs/${f.ids.program}/activate`,
      expect: ownerOnly(200),
    },
    {
      method: 'POST',
      route: '/api/programs/:id/advance',
      path: (f) => `/api/programs/${f.ids.program}/advance`,
      expect: ownerOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/programs/:id',
      path: async (f, actor) =>
        `/api/programs/${actor === 'memberA' ? await newProgram(f.members.memberA, f.ids.template!) : f.ids.program}`,
      expect: ownerOnly(204),
    },
  ],
};

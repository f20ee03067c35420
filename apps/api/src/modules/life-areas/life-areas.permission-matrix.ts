import { call } from '../../../test/harness';
import { everyone, signedIn, type Actor, type AreaMatrix, type Fixtures } from '../../../test/permission-matrix-kit';

/**
 * Life areas (issue 8): reference data is public; pins, order, bottom nav, goals and check-ins are the member's own.
 */
export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'GET', route: '/api/life-areas/categories', expect: everyone(200) },
    { method: 'GET', route: '/api/life-areas/subcategories', expect: everyone(200) },
    {
      method: 'GET',
      route: '/api/life-areas/subcategories/:slug',
      path: () => '/api/life-areas/subcategories/romantic-life',
      expect: everyone(200),
    },
    { method: 'GET', route: '/api/carousel', expect: everyone(200) },
    {
      method: 'GET',
      route: '/api/life-areas/subcategories/:slug/nav',
      path: () => '/api/life-areas/subcategories/stress-management/nav',
      expect: everyone(200),
    },
    { method: 'GET', route: '/api/life-areas/pins', expect: signedIn(200) },
    {
      method: 'PUT',
      route: '/api/life-areas/pins',
      body: () => ({ subcategorySlugs: ['romantic-life'] }),
      expect: signedIn(200),
    },
    { method: 'GET', route: '/api/life-areas/category-prefs', expect: signedIn(200) },
    {
      method: 'PUT',
      route: '/api/life-areas/category-prefs',
      body: () => ({ categorySlugs: [] }),
      expect: signedIn(200),
    },
    { method: 'GET', route: '/api/bottom-nav', expect: signedIn(200) },
    { method: 'PUT', route: '/api/bottom-nav', body: () => ({ items: [{ target: 'atlas' }] }), expect: signedIn(200) },
    { method: 'GET', route: '/api/life-areas/progress', expect: signedIn(200) },
    { method: 'GET', route: '/api/life-areas/goals', expect: signedIn(200) },
    { method: 'POST', route: '/api/life-areas/goals', body: () => lifeGoalBody(), expect: signedIn(201) },
    {
      method: 'GET',
      route: '/api/life-areas/goals/:id',
      path: async (f) => `/api/life-areas/goals/${await lifeGoalOf(f)}`,
      expect: lifeOwnerOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/life-areas/goals/:id',
      path: async (f) => `/api/life-areas/goals/${await lifeGoalOf(f)}`,
      body: () => ({ name: 'Renamed' }),
      expect: lifeOwnerOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/life-areas/goals/:id',
      path: async (f, actor) =>
        `/api/life-areas/goals/${actor === 'memberA' ? await newLifeGoal(f) : await lifeGoalOf(f)}`,
      expect: lifeOwnerOnly(204),
    },
    {
      method: 'POST',
      route: '/api/life-areas/goals/:id/checkins',
      path: async (f, actor) =>
        `/api/life-areas/goals/${actor === 'memberA' ? await newLifeGoal(f) : await lifeGoalOf(f)}/checkins`,
      body: () => ({ id: crypto.randomUUID(), date: new Date().toISOString().slice(0, 10), value: 1 }),
      expect: lifeOwnerOnly(201),
    },
    {
      method: 'PATCH',
      route: '/api/life-areas/checkins/:id',
      path: async (f) => `/api/life-areas/checkins/${await lifeCheckinOf(f)}`,
      body: () => ({ value: 2 }),
      expect: lifeOwnerOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/life-areas/checkins/:id',
      path: async (f, actor) =>
        `/api/life-areas/checkins/${actor === 'memberA' ? await newLifeCheckin(f, await newLifeGoal(f)) : await lifeCheckinOf(f)}`,
      expect: lifeOwnerOnly(204),
    },
  ],
};

/* Life areas (issue 8): memberA's goal and check-in, made on first use; ids of other members' rows answer 404. */
function lifeOwnerOnly(status: number) {
  return (actor: Actor) => (actor === 'anonymous' ? 401 : actor === 'memberA' ? status : 404);
}

function lifeGoalBody() {
  return {
    id: crypto.randomUUID(),
    subcategorySlug: 'saving-investing',
    name: 'Save',
    measure: 'value',
    target: 100,
    unit: 'EUR',
  };
}

async function newLifeGoal(f: Fixtures): Promise<string> {
  const body = lifeGoalBody();
  const response = await call('POST', '/api/life-areas/goals', { cookie: f.members.memberA.cookie, body });
  if (response.status !== 201) throw new Error(`life goal fixture: ${response.status}`);
  return body.id;
}

async function newLifeCheckin(f: Fixtures, goalId: string): Promise<string> {
  const id = crypto.randomUUID();
  const response = await call('POST', `/api/life-areas/goals/${goalId}/checkins`, {
    cookie: f.members.memberA.cookie,
    body: { id, date: new Date().toISOString().slice(0, 10), value: 1 },
  });
  if (response.status !== 201) throw new Error(`life check-in fixture: ${response.status}`);
  return id;
}

async function lifeGoalOf(f: Fixtures): Promise<string> {
  f.ids.lifeGoal ??= await newLifeGoal(f);
  return f.ids.lifeGoal;
}

async function lifeCheckinOf(f: Fixtures): Promise<string> {
  f.ids.lifeCheckin ??= await newLifeCheckin(f, await lifeGoalOf(f));
  return f.ids.lifeCheckin;
}

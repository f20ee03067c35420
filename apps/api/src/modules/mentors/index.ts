import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../core/deps';
import type { ApiModule } from '../../core/module';
import type { PageMetaProvider } from '../../core/page-meta';
import { marketplaceRoutes } from './marketplace.routes';
import { mentorPage, mentorsRoutes } from './mentors.routes';

function routes(deps: AppDeps) {
  const all = new Hono<AppEnv>();
  all.route('/', mentorsRoutes(deps));
  all.route('/', marketplaceRoutes(deps));
  return all;
}

/** /m/:slugOrId previews as the mentor: name, headline (or bio) and photo. */
function pageMeta(deps: AppDeps): PageMetaProvider[] {
  return [
    {
      pattern: /^\/m\/([a-z0-9-]{1,60})\/?$/i,
      meta: async (match) => {
        const page = await mentorPage(deps.database.db, match[1]!, null, 'en');
        const { mentor } = page;
        const description = mentor.headline || mentor.bio.slice(0, 200) || `${mentor.displayName} on LifeOrbit`;
        return { title: `${mentor.displayName} · LifeOrbit`, description, image: mentor.photoUrl, type: 'profile' };
      },
    },
  ];
}

/** Mentors and the marketplace, Discover (issue 21, ADR 030). */
export const mentorsModule: ApiModule = { name: 'mentors', routes, pageMeta };

/** The demo seed makes its mentors and publishes their items through the same rules as the API. */
export { createMentor } from './mentors.service';
export { publish as publishItem } from './marketplace.service';
export { mentorExists } from './mentors.repository';

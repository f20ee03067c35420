import { AskCoachRequest, CoachDemoQuery, RenameCoachConversationRequest } from '@lifeorbit/contracts/coach';
import { InsightsQuery } from '@lifeorbit/contracts/insights';
import {
  CreateCheckinRequest,
  CreateGoalRequest,
  LifeGoalsQuery,
  LifeLangQuery,
  LifeSubcategoriesQuery,
  LifeTodayQuery,
  UpdateBottomNavRequest,
  UpdateCategoryPrefsRequest,
  UpdateCheckinRequest,
  UpdateGoalRequest,
  UpdatePinsRequest,
} from '@lifeorbit/contracts/life-areas';
import type { RouteContracts } from '.';

/**
 * Life areas, insights and the coach. The journal comes from the public API's table (public.ts).
 */
export const LIFE_CONTRACTS: Record<string, RouteContracts> = {
  'GET /api/insights': { query: InsightsQuery },
  'GET /api/coach/demo': { query: CoachDemoQuery },
  'GET /api/coach/conversations': {},
  'GET /api/coach/conversations/:id': {},
  'PATCH /api/coach/conversations/:id': { body: RenameCoachConversationRequest },
  'DELETE /api/coach/conversations/:id': {},
  'POST /api/coach/messages': { body: AskCoachRequest },
  'GET /api/life-areas/categories': { query: LifeLangQuery },
  'GET /api/life-areas/subcategories': { query: LifeSubcategoriesQuery },
  'GET /api/life-areas/subcategories/:slug': { query: LifeLangQuery },
  'GET /api/life-areas/subcategories/:slug/nav': { query: LifeLangQuery },
  'GET /api/carousel': { query: LifeLangQuery },
  'GET /api/life-areas/pins': { query: LifeLangQuery },
  'PUT /api/life-areas/pins': { body: UpdatePinsRequest, query: LifeLangQuery },
  'GET /api/life-areas/category-prefs': {},
  'PUT /api/life-areas/category-prefs': { body: UpdateCategoryPrefsRequest },
  'GET /api/bottom-nav': { query: LifeLangQuery },
  'PUT /api/bottom-nav': { body: UpdateBottomNavRequest, query: LifeLangQuery },
  'GET /api/life-areas/progress': { query: LifeTodayQuery },
  'GET /api/life-areas/goals': { query: LifeGoalsQuery },
  'POST /api/life-areas/goals': { body: CreateGoalRequest, query: LifeTodayQuery },
  'GET /api/life-areas/goals/:id': { query: LifeTodayQuery },
  'PATCH /api/life-areas/goals/:id': { body: UpdateGoalRequest, query: LifeTodayQuery },
  'DELETE /api/life-areas/goals/:id': {},
  'POST /api/life-areas/goals/:id/checkins': { body: CreateCheckinRequest },
  'PATCH /api/life-areas/checkins/:id': { body: UpdateCheckinRequest },
  'DELETE /api/life-areas/checkins/:id': {},
};

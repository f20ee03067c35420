import { describe, expect, it } from 'vitest';
import { isSubcategoryDashboard, isTrainingDashboard } from './dashboard-match';

describe('isTrainingDashboard', () => {
  it('is /dashboard alone or with health and fitness-exercise', () => {
    expect(isTrainingDashboard('/dashboard', '')).toBe(true);
    expect(isTrainingDashboard('/dashboard', '?cat=health&sub=fitness-exercise')).toBe(true);
    expect(isTrainingDashboard('/dashboard', '?cat=wealth&sub=saving-investing')).toBe(false);
    expect(isTrainingDashboard('/dashboard', '?cat=health&sub=configure')).toBe(false);
    expect(isTrainingDashboard('/settings', '')).toBe(false);
  });
});

describe('isSubcategoryDashboard', () => {
  it('matches the tracker of that subcategory only', () => {
    expect(isSubcategoryDashboard('/dashboard', '?cat=wealth&sub=saving-investing', 'saving-investing')).toBe(true);
    expect(isSubcategoryDashboard('/dashboard', '?cat=wealth&sub=budgeting-debt', 'saving-investing')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { dashboardSubcategory, isSubcategoryDashboard, isTrainingDashboard } from './dashboard-match';

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

describe('dashboardSubcategory', () => {
  it.each([
    ['/dashboard', '', 'fitness-exercise'],
    ['/dashboard', '?cat=health', 'fitness-exercise'],
    ['/dashboard', '?cat=health&sub=medical-checkups', 'medical-checkups'],
    ['/dashboard', '?cat=wealth&sub=saving-investing', 'saving-investing'],
    ['/dashboard', '?cat=wealth&sub=astrology', null],
    ['/dashboard', '?cat=astrology&sub=astrology', 'fitness-exercise'],
    ['/dashboard', '?cat=wealth', null],
    ['/dashboard', '?cat=health&sub=configure', null],
    ['/atlas', '?cat=health&sub=sleep-quality', null],
  ])('%s%s shows %s', (pathname, search, expected) => {
    expect(dashboardSubcategory(pathname, search)).toBe(expected);
  });
});

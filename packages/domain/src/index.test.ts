import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('public entry point', () => {
  it.each([
    'feelFromRpe',
    'readFeel',
    'readinessMultiplier',
    'toKg',
    'fromKg',
    'convertWeight',
    'platesPerSide',
    'snapMachineWeight',
    'roundToIncrement',
    'loadableWeight',
    'planWarmup',
    'planWarmupByWarmth',
    'suggestNextSet',
    'suggestNextSetDetailed',
    'pickExercisePreference',
    'applyPreference',
    'estimateOneRepMax',
    'isPersonalRecord',
    'isValidEmail',
    'isValidUuid',
    'sanitizeText',
    'sanitizeNumber',
    'sanitizeJson',
    'sanitizeHtml',
    'isValidSelectValue',
    'resolveCategorySlug',
    'resolveSubcategorySlug',
    'subcategoryRoute',
    'categoryOrder',
    'pinnedLimit',
  ])('exports the function %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the contract constants', () => {
    expect(domain.DEFAULT_READINESS_ENERGY).toBe(65);
    expect(domain.DEFAULT_STEP_KG).toBe(2.5);
    expect(domain.DEFAULT_TARGET_WEIGHT_KG).toBe(60);
    expect(domain.LB_PER_KG).toBe(2.2046226218);
    expect(domain.WARMUP_ESTIMATED_MINUTES).toBe(3);
    expect(domain.WARMUP_REPS_GOAL).toBe(8);
    expect(Object.keys(domain.WARMUP_STRATEGIES)).toHaveLength(3);
    expect(domain.DEFAULT_WEIGHT_MODEL.barTypes.barbell).toBe(20);
    expect(domain.CATEGORY_SLUGS).toHaveLength(6);
    expect(Object.keys(domain.SUBCATEGORY_SLUGS)).toHaveLength(6);
    expect(domain.DEFAULT_HUB_PINS).toHaveLength(3);
    expect(domain.DEFAULT_CATEGORY_COLOR).toBe('200 100% 50%');
  });
});

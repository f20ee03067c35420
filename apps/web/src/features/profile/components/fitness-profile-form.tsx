import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FitnessProfile, UpdateFitnessProfileRequest } from '@lifeorbit/contracts';
import { fromKg, toKg } from '@lifeorbit/domain';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { DecimalField } from '@/components/ui/decimal-field';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { localDay } from '@/lib/local-date';
import { parseDecimal } from '@/lib/parse-decimal';
import { toast } from '@/lib/toast';
import { useSaveFitnessProfile } from '../api/save-fitness-profile';

// The contracts' lists, typed against them (importing the contracts' values would bring zod into the page).
const EXPERIENCE_LEVELS: NonNullable<FitnessProfile['experienceLevel']>[] = ['beginner', 'intermediate', 'advanced'];
const TRAINING_GOALS: NonNullable<FitnessProfile['goal']>[] = ['strength', 'muscle', 'endurance', 'general'];
const WARMUP_STRATEGY_CHOICES: FitnessProfile['effectiveWarmupStrategy'][] = ['ramped', 'quick', 'power', 'warmth'];
const REST_CHOICES = [30, 45, 60, 90, 120, 150, 180, 240, 300];
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** Every zone the browser knows, with the member's and the browser's own first (UTC is not in Intl's list). */
const zones = (saved: string | null): string[] => {
  const all = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const first = [...new Set([saved, browserZone()].filter((zone): zone is string => Boolean(zone)))];
  return [...first, ...all.filter((zone) => !first.includes(zone))];
};

type Field = keyof UpdateFitnessProfileRequest;

const textOf = (value: number | null, digits = 1) =>
  value === null ? '' : String(Math.round(value * 10 ** digits) / 10 ** digits);

/** The member's training profile: what the rest timer, the warm-ups and the suggestions read. */
export function FitnessProfileForm({ profile }: { profile: FitnessProfile }) {
  const { t } = useTranslation('fitnessProfile');
  const save = useSaveFitnessProfile();
  const [unit, setUnit] = useState(profile.weightUnit);
  const [bodyWeight, setBodyWeight] = useState(
    profile.bodyWeightKg === null ? '' : textOf(fromKg(profile.bodyWeightKg, profile.weightUnit)),
  );
  const [height, setHeight] = useState(textOf(profile.heightCm));
  const [experience, setExperience] = useState(profile.experienceLevel ?? '');
  const [goal, setGoal] = useState(profile.goal ?? '');
  const [days, setDays] = useState(profile.trainingDaysPerWeek === null ? '' : String(profile.trainingDaysPerWeek));
  const [rest, setRest] = useState(profile.defaultRestSec === null ? '' : String(profile.defaultRestSec));
  const [warmup, setWarmup] = useState(profile.warmupStrategy ?? '');
  const [timeZone, setTimeZone] = useState(profile.timeZone ?? browserZone());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const changeUnit = (next: 'kg' | 'lb') => {
    const typed = parseDecimal(bodyWeight);
    if (typed !== null) setBodyWeight(textOf(fromKg(toKg(typed, unit), next)));
    setUnit(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const weight = parseDecimal(bodyWeight);
    const heightCm = parseDecimal(height);
    const typedErrors: Partial<Record<Field, string>> = {};
    if (bodyWeight.trim() && weight === null) typedErrors.bodyWeightKg = t('errors.bodyWeightKg');
    if (height.trim() && heightCm === null) typedErrors.heightCm = t('errors.heightCm');
    setErrors(typedErrors);
    if (Object.keys(typedErrors).length) return;
    const body: UpdateFitnessProfileRequest = {
      ...(weight !== null && { bodyWeightKg: Math.round(toKg(weight, unit) * 100) / 100, day: localDay() }),
      heightCm,
      experienceLevel: (experience || null) as UpdateFitnessProfileRequest['experienceLevel'],
      goal: (goal || null) as UpdateFitnessProfileRequest['goal'],
      trainingDaysPerWeek: days ? Number(days) : null,
      defaultRestSec: rest ? Number(rest) : null,
      warmupStrategy: (warmup || null) as UpdateFitnessProfileRequest['warmupStrategy'],
      weightUnit: unit,
      timeZone,
    };
    save.mutate(body, {
      onSuccess: () => toast.success(t('saved')),
      onError: (error) => {
        const found: Partial<Record<Field, string>> = {};
        for (const detail of error instanceof ApiError ? error.details : []) {
          const field = detail.field as Field;
          found[field] = t(`errors.${field}`, { defaultValue: t('errors.invalid') });
        }
        setErrors(found);
        if (!Object.keys(found).length) toast.error(t('errors.failed'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Card>
        <CardTitle>{t('body.title')}</CardTitle>
        <CardDescription>{t('body.description')}</CardDescription>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <Field id="fp-unit" label={t('unit.label')} hint={t('unit.hint')}>
            <NativeSelect id="fp-unit" value={unit} onChange={(e) => changeUnit(e.target.value as 'kg' | 'lb')}>
              <option value="kg">{t('unit.kg')}</option>
              <option value="lb">{t('unit.lb')}</option>
            </NativeSelect>
          </Field>
          <DecimalField
            id="fp-weight"
            label={t('bodyWeight', { unit })}
            value={bodyWeight}
            error={errors.bodyWeightKg}
            hint={t('bodyWeightHint')}
            onChange={setBodyWeight}
          />
          <DecimalField
            id="fp-height"
            label={t('height')}
            value={height}
            error={errors.heightCm}
            onChange={setHeight}
          />
          <Field id="fp-experience" label={t('experience.label')} error={errors.experienceLevel}>
            <NativeSelect id="fp-experience" value={experience} onChange={(e) => setExperience(e.target.value)}>
              <option value="">{t('notSet')}</option>
              {EXPERIENCE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`experience.${level}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      </Card>
      <Card>
        <CardTitle>{t('training.title')}</CardTitle>
        <CardDescription>{t('training.description')}</CardDescription>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <Field id="fp-goal" label={t('goal.label')} hint={t('goal.hint')} error={errors.goal}>
            <NativeSelect id="fp-goal" value={goal} onChange={(e) => setGoal(e.target.value)}>
              <option value="">{t('notSet')}</option>
              {TRAINING_GOALS.map((value) => (
                <option key={value} value={value}>
                  {t(`goal.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="fp-days" label={t('days.label')} error={errors.trainingDaysPerWeek}>
            <NativeSelect id="fp-days" value={days} onChange={(e) => setDays(e.target.value)}>
              <option value="">{t('notSet')}</option>
              {[1, 2, 3, 4, 5, 6, 7].map((count) => (
                <option key={count} value={count}>
                  {t('days.option', { count })}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="fp-rest" label={t('rest.label')} hint={t('rest.hint')} error={errors.defaultRestSec}>
            <NativeSelect id="fp-rest" value={rest} onChange={(e) => setRest(e.target.value)}>
              <option value="">{t('rest.default')}</option>
              {REST_CHOICES.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {t('rest.option', {
                    minutes: Math.floor(seconds / 60),
                    seconds: String(seconds % 60).padStart(2, '0'),
                  })}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="fp-warmup" label={t('warmup.label')} hint={t('warmup.hint')} error={errors.warmupStrategy}>
            <NativeSelect id="fp-warmup" value={warmup} onChange={(e) => setWarmup(e.target.value)}>
              <option value="">
                {t('warmup.default', { strategy: t(`warmup.${profile.effectiveWarmupStrategy}`) })}
              </option>
              {WARMUP_STRATEGY_CHOICES.map((value) => (
                <option key={value} value={value}>
                  {t(`warmup.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="fp-zone" label={t('timeZone.label')} hint={t('timeZone.hint')} error={errors.timeZone}>
            <NativeSelect id="fp-zone" value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
              {zones(profile.timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      </Card>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}

import { formatDuration, type WeightUnit } from '@lifeorbit/domain';
import type { WorkoutActivity } from '@lifeorbit/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { distanceText, paceText } from '../lib/efforts';
import { formatNumber } from '../lib/format';
import { activityStartText, coordinateText, elevationText, speedText } from '../lib/activity';
import { RouteMap } from './route-map';

/** Sports read as a speed (km/h, mph) rather than a pace. */
const SPEED_SPORTS = new Set(['cycling', 'indoor_cycling']);

/**
 * What a watch, a phone or Strava recorded of an imported workout (issue 42): the sport and its totals, the local time
 * it started where it was recorded, the device, and the route drawn from the track. Its own chunk, fetched only for a
 * workout that has an activity (the workout page's JavaScript budget).
 */
export function ActivityPanel({
  activity,
  startedAt,
  unit,
  lang,
}: {
  activity: WorkoutActivity;
  startedAt: string;
  unit: WeightUnit;
  lang: string;
}) {
  // Its own texts (the workout page's stay as small as its budget needs), asked without suspending: the panel draws
  // when they are in, never blanking the page around it.
  const { t, ready } = useTranslation(['activity', 'workouts'], { useSuspense: false });
  const id = useId();
  if (!ready) return null;
  const timeSec = activity.movingSec ?? activity.elapsedSec;
  const isSpeed = SPEED_SPORTS.has(activity.sport);
  const distance = activity.distanceM ? distanceText(activity.distanceM, unit, lang, t) : null;
  const stats: { label: string; value: string | null }[] = [
    { label: t('activity:distance'), value: distance },
    { label: t('activity:moving'), value: activity.movingSec === null ? null : formatDuration(activity.movingSec) },
    { label: t('activity:elapsed'), value: activity.elapsedSec === null ? null : formatDuration(activity.elapsedSec) },
    isSpeed
      ? { label: t('activity:speed'), value: speedText(activity.distanceM, timeSec, unit, lang, t) }
      : { label: t('activity:pace'), value: paceText(activity.distanceM, timeSec, unit, t) },
    {
      label: t('activity:avgHr'),
      value: activity.avgHr === null ? null : t('activity:bpm', { value: activity.avgHr }),
    },
    {
      label: t('activity:maxHr'),
      value: activity.maxHr === null ? null : t('activity:bpm', { value: activity.maxHr }),
    },
    {
      label: t('activity:calories'),
      value: activity.calories === null ? null : t('activity:kcal', { value: formatNumber(activity.calories, lang) }),
    },
    {
      label: t('activity:elevation'),
      value: activity.elevationGainM === null ? null : elevationText(activity.elevationGainM, unit, lang, t),
    },
  ];
  const shown = stats.filter((stat): stat is { label: string; value: string } => stat.value !== null);
  const sport = t(`activity:sports.${activity.sport}`, { defaultValue: t('activity:sports.other') });
  const recordedWith = [activity.device, t(`activity:sources.${activity.source}`, { defaultValue: activity.source })]
    .filter(Boolean)
    .join(' · ');
  const route = activity.route;
  const routeLabel =
    route.length >= 2
      ? t('activity:routeLabel', {
          distance: distance ?? '—',
          start: coordinateText(route[0]!, lang, t),
          end: coordinateText(route.at(-1)!, lang, t),
        })
      : '';

  return (
    <section aria-labelledby={`${id}-activity`} className="rounded-[12px] border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-activity`} className="text-base font-semibold">
          {sport}
        </h2>
        <p className="text-sm text-muted tabular-nums">
          {t('activity:startedLocal', { time: activityStartText(startedAt, activity, lang, t) })}
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {shown.map((stat) => (
          <div key={stat.label} className="rounded-[8px] bg-raised px-3 py-2">
            <dt className="text-xs text-muted">{stat.label}</dt>
            <dd className="mt-0.5 text-base font-semibold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {route.length >= 2 ? <RouteMap route={route} label={routeLabel} className="mt-3" /> : null}
      {recordedWith ? (
        <p className="mt-3 text-xs text-muted">{t('activity:recordedWith', { what: recordedWith })}</p>
      ) : null}
    </section>
  );
}

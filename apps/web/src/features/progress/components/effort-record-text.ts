import type { TFunction } from 'i18next';
import type { PersonalRecordItem } from '@lifeorbit/contracts';
import type { EffortFormat } from '../lib/effort-format';

/**
 * What a time or distance record beat, in words (issue 39): "Longest time 1:05", "Farthest 2.00 km · Fastest pace
 * 3:52 /km". A record of another kind with a time or distance (a carry's heaviest) shows them plainly: "40 m in 0:30".
 * Null when the set has neither.
 */
export function effortRecordText(
  record: Pick<PersonalRecordItem, 'kinds' | 'durationSec' | 'distanceM' | 'paceSecPerKm'>,
  effort: EffortFormat,
  t: TFunction<'progress'>,
): string | null {
  const { durationSec, distanceM, paceSecPerKm, kinds } = record;
  const parts: string[] = [];
  if (kinds.includes('longest_duration') && durationSec !== null) {
    parts.push(t('records.longestTime', { time: effort.duration(durationSec) }));
  }
  if (kinds.includes('longest_distance') && distanceM !== null) {
    parts.push(t('records.farthest', { distance: effort.distance(distanceM) }));
  }
  if (kinds.includes('fastest_pace') && paceSecPerKm !== null) {
    parts.push(t('records.fastestPace', { pace: effort.pace(paceSecPerKm) }));
  }
  if (parts.length > 0) return parts.join(' · ');
  if (distanceM !== null && durationSec !== null) {
    return t('records.distanceInTime', { distance: effort.distance(distanceM), time: effort.duration(durationSec) });
  }
  if (distanceM !== null) return effort.distance(distanceM);
  if (durationSec !== null) return effort.duration(durationSec);
  return null;
}

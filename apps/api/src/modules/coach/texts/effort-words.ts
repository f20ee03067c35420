import { formatDuration, paceSecPerKm } from '@lifeorbit/domain';
import type { RecordRow } from '../coach-data.repository';
import type { Fmt } from './coach-texts';

/**
 * A time or distance set as the coach writes it (issue 39), in every language: "2 km in 7:45 (3:52 /km)", "1:05",
 * "32 kg × 40 m". Distances under a kilometre in metres, longer ones in km; `inWord` is the language's "in".
 */
export function effortWords(
  n: Fmt,
  set: Pick<RecordRow, 'weightKg' | 'durationSec' | 'distanceM'>,
  inWord: string,
): string {
  const { weightKg, durationSec, distanceM } = set;
  const distance = distanceM ? (distanceM < 1000 ? `${n(distanceM)} m` : `${n(distanceM / 1000)} km`) : null;
  const time = durationSec ? formatDuration(durationSec) : null;
  const pace = paceSecPerKm(distanceM, durationSec);
  const effort = distance
    ? `${distance}${time ? ` ${inWord} ${time}` : ''}${pace === null ? '' : ` (${formatDuration(pace)} /km)`}`
    : (time ?? '');
  return weightKg ? `${n(weightKg)} kg × ${effort}` : effort;
}

/** Whether a record is of a time or a distance rather than of a weight and reps. */
export const isEffortRecord = (record: RecordRow): boolean => record.reps === null || record.weightKg === null;

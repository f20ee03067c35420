import { Decoder, Stream } from '@garmin/fitsdk';
import type { ActivitySport } from '@lifeorbit/contracts/data';
import {
  DeviceFileError,
  elevationGain,
  simplifyRoute,
  sportOf,
  TrackStats,
  wholeOrNull,
  type DeviceActivity,
  type StrengthSet,
} from './activity';

/**
 * A FIT activity file read with Garmin's own FIT SDK (issue 42, ADR 049): the session's totals as the watch stored
 * them, heart rate from the records when the session has none, the local offset from activity.local_timestamp, the
 * track from the records' positions, and a strength activity's active sets (set.start_time + duration: every
 * set.timestamp of a Forerunner is the activity's start).
 */

/** Seconds from the Unix epoch to FIT's (1989-12-31T00:00:00Z). */
const FIT_EPOCH_S = 631_065_600;
const SEMICIRCLE_DEG = 180 / 2 ** 31;

type Mesg = Record<string, unknown>;

/** The file starts like a FIT file: header size 12 or 14 and ".FIT" at bytes 8 to 11. */
export function looksLikeFit(head: Buffer): boolean {
  return head.length >= 12 && (head[0] === 12 || head[0] === 14) && head.toString('latin1', 8, 12) === '.FIT';
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const date = (value: unknown): Date | null => (value instanceof Date && !Number.isNaN(value.getTime()) ? value : null);

function fitSport(sport: unknown, subSport: unknown): ActivitySport {
  const sub = typeof subSport === 'string' ? subSport : '';
  if (sub === 'strengthTraining') return 'strength';
  if (sub === 'treadmill') return 'treadmill_running';
  if (sub === 'indoorCycling' || sub === 'spin' || sub === 'virtualActivity') {
    return sport === 'running' ? 'treadmill_running' : 'indoor_cycling';
  }
  if (sub === 'elliptical') return 'elliptical';
  if (sub === 'indoorRowing') return 'rowing';
  if (sport === 'training' || sport === 'fitnessEquipment') return 'other';
  return sportOf(typeof sport === 'string' ? sport : null) ?? 'other';
}

/** "benchPress" (the SDK's category) as "Bench press", a name the catalogue's matching finds. */
export function categoryName(category: unknown): string {
  const raw = Array.isArray(category) ? category.find((c) => typeof c === 'string') : category;
  if (typeof raw !== 'string' || raw === '' || raw === 'unknown') return 'Unknown exercise';
  const words = raw
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The activities of a FIT file (one per session), or a DeviceFileError naming what is wrong. */
export function readFit(buffer: Buffer, file: string, fileRef: string | null): DeviceActivity[] {
  const stream = Stream.fromBuffer(buffer);
  if (!Decoder.isFIT(stream)) throw new DeviceFileError(file, 'header', 'Not a FIT file');
  const decoder = new Decoder(Stream.fromBuffer(buffer));
  if (!decoder.checkIntegrity()) {
    throw new DeviceFileError(file, 'CRC', 'The FIT file is damaged or cut short (its checksum does not match)');
  }
  const { messages, errors } = decoder.read({
    convertDateTimesToDates: true,
    expandComponents: true,
    mergeHeartRates: true,
    applyScaleAndOffset: true,
    convertTypesToStrings: true,
  });
  if (errors.length) throw new DeviceFileError(file, 'record', errors[0]!.message);
  const all = messages as unknown as Record<string, Mesg[] | undefined>;
  const sessions = all.sessionMesgs ?? [];
  if (sessions.length === 0) throw new DeviceFileError(file, 'session', 'The FIT file holds no activity session');
  const records = all.recordMesgs ?? [];
  const activity = all.activityMesgs?.[0];
  const fileId = all.fileIdMesgs?.[0];
  const device =
    [fileId?.manufacturer, fileId?.garminProduct ?? fileId?.product]
      .filter((part) => part !== undefined && part !== null)
      .join(' ') || null;
  let utcOffsetMin: number | null = null;
  const localTs = num(activity?.localTimestamp);
  const activityTs = date(activity?.timestamp);
  if (localTs !== null && activityTs) {
    // local_timestamp is a local time counted from FIT's epoch; offsets are whole quarter hours.
    const offsetSec = localTs + FIT_EPOCH_S - activityTs.getTime() / 1000;
    utcOffsetMin = Math.round(offsetSec / 900) * 15;
    if (Math.abs(utcOffsetMin) > 840) utcOffsetMin = null;
  }
  const sets = all.setMesgs ?? [];

  return sessions.map((session, index) => {
    const startedAt = date(session.startTime);
    if (!startedAt) throw new DeviceFileError(file, `session ${index + 1}`, 'The session has no start time');
    const elapsed = num(session.totalElapsedTime) ?? 0;
    const end = new Date(startedAt.getTime() + elapsed * 1000);
    const inSession = (m: Mesg) => {
      const t = date(m.timestamp);
      return t !== null && t >= startedAt && t <= end;
    };
    const track = new TrackStats();
    for (const r of sessions.length === 1 ? records : records.filter(inSession)) {
      const lat = num(r.positionLat);
      const lon = num(r.positionLong);
      track.addPoint(
        lat === null ? null : lat * SEMICIRCLE_DEG,
        lon === null ? null : lon * SEMICIRCLE_DEG,
        date(r.timestamp),
        num(r.heartRate),
        num(r.enhancedAltitude) ?? num(r.altitude),
      );
    }
    const sport = fitSport(session.sport, session.subSport);
    const strengthSets: StrengthSet[] =
      sport === 'strength'
        ? sets
            .filter((s) => s.setType === 'active')
            .flatMap((s) => {
              const start = date(s.startTime);
              if (!start) return [];
              return [
                {
                  name: categoryName(s.category),
                  reps: wholeOrNull(num(s.repetitions)),
                  weightKg: num(s.weight),
                  completedAt: new Date(start.getTime() + (num(s.duration) ?? 0) * 1000),
                },
              ];
            })
        : [];
    const distance = num(session.totalDistance);
    return {
      file: fileRef,
      source: 'fit' as const,
      sport,
      device,
      startedAt,
      elapsedSec: Math.round(elapsed),
      movingSec: wholeOrNull(num(session.totalTimerTime)),
      distanceM: distance && distance > 0 ? Math.round(distance * 100) / 100 : null,
      avgHr: wholeOrNull(num(session.avgHeartRate)) ?? track.avgHr,
      maxHr: wholeOrNull(num(session.maxHeartRate)) ?? track.maxHr,
      calories: wholeOrNull(num(session.totalCalories)),
      elevationGainM: num(session.totalAscent) ?? elevationGain(track.altitudes),
      utcOffsetMin,
      timeZone: null,
      route: simplifyRoute(track.points),
      sets: strengthSets,
    };
  });
}

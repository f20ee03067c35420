import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { IMPORT_MAX_BYTES } from '@lifeorbit/contracts/data';
import { AppError } from '../../../../core/errors';
import {
  DeviceFileError,
  elevationGain,
  simplifyRoute,
  sportBySpeed,
  sportOf,
  TrackStats,
  wholeOrNull,
  type DeviceActivity,
  type DeviceSource,
} from './activity';
import {
  appleDate,
  ASLEEP,
  isoDate,
  KCAL_PER,
  KG_PER,
  localName,
  METRES_PER,
  number,
  SECONDS_PER,
  sleepValues,
  type TcxActivity,
} from './xml-values';

/**
 * GPX, TCX and Apple Health's export.xml read as a stream with a SAX parser (saxes; issue 42, ADR 049): the kind is
 * told by the root element, every element is handled as it closes, and only what an activity or a day keeps stays in
 * memory (a track's points until its activity is emitted, one number per day and kind of Apple Health's records).
 */

export type XmlKind = 'gpx' | 'tcx' | 'apple_health';

export type HealthKind = 'body_mass_kg' | 'body_fat_pct' | 'resting_hr' | 'sleep_minutes';
export interface HealthValue {
  kind: HealthKind;
  day: string;
  value: number;
}

export interface XmlSink {
  activity(activity: DeviceActivity): Promise<void>;
  /** Called every few megabytes read: bytes read and elements handled so far. */
  progress(bytesRead: number, rowsRead: number): Promise<void>;
}

const PROGRESS_EVERY_BYTES = 1024 * 1024;

/**
 * Reads an XML file as it streams in, answering its kind and (Apple Health) its per-day values; each activity goes to
 * `sink` as soon as it is complete. A file that is not GPX, TCX nor Apple Health is a DeviceFileError naming its root
 * element; broken XML names its line.
 */
export async function readXml(
  chunks: AsyncIterable<Buffer>,
  file: string,
  fileRef: string | null,
  sink: XmlSink,
): Promise<{ kind: XmlKind; health: HealthValue[] }> {
  const parser = new SaxesParser({ position: true });
  const decoder = new TextDecoder('utf-8');
  const pending: DeviceActivity[] = [];
  let kind: XmlKind | null = null;
  let failure: DeviceFileError | null = null;
  let rows = 0;
  const stack: string[] = [];
  let text = '';
  const fail = (where: string, message: string) => {
    failure ??= new DeviceFileError(file, where, message);
  };
  const emit = (activity: DeviceActivity | null) => {
    if (activity) pending.push(activity);
  };

  // ---- GPX ----
  let gpxCreator: string | null = null;
  let gpxTrack: TrackStats | null = null;
  let gpxType: string | null = null;
  let point: { lat: number | null; lon: number | null; time: Date | null; hr: number | null; alt: number | null } | null =
    null;
  let trackLine = 0;

  // ---- TCX ----
  let tcx: TcxActivity | null = null;

  // ---- Apple Health ----
  const dayValues = new Map<string, HealthValue>();
  const sleep = new Map<string, Map<string, number>>();
  let workout: {
    attrs: Record<string, string>;
    timeZone: string | null;
    hrAvg: number | null;
    hrMax: number | null;
    distanceM: number | null;
    kcal: number | null;
    track: TrackStats;
    routeFile: string | null;
    line: number;
  } | null = null;

  function appleRecord(attrs: Record<string, string>) {
    const type = (attrs.type ?? '').replace(/^HK(Quantity|Category)TypeIdentifier/, '');
    if (!['BodyMass', 'BodyFatPercentage', 'RestingHeartRate', 'SleepAnalysis'].includes(type)) return;
    const start = appleDate(attrs.startDate);
    const end = appleDate(attrs.endDate);
    if (!start || !end) return fail(`line ${parser.line}`, `A ${type} record has no readable date`);
    if (type === 'SleepAnalysis') {
      if (!ASLEEP.test(attrs.value ?? '')) return;
      // A night belongs to the day it ends on, as the phone wrote it; sources (phone, watch) overlap: the larger wins.
      const minutes = Math.max(0, (end.at.getTime() - start.at.getTime()) / 60_000);
      const bySource = sleep.get(end.day) ?? new Map<string, number>();
      const source = attrs.sourceName ?? '';
      bySource.set(source, (bySource.get(source) ?? 0) + minutes);
      sleep.set(end.day, bySource);
      return;
    }
    const raw = number(attrs.value);
    if (raw === null) return fail(`line ${parser.line}`, `A ${type} record has no readable value`);
    let value: number | null = null;
    let kind: HealthKind;
    if (type === 'BodyMass') {
      kind = 'body_mass_kg';
      const factor = KG_PER[attrs.unit ?? 'kg'];
      value = factor ? raw * factor : null;
      if (value !== null && (value < 20 || value > 400)) value = null;
    } else if (type === 'BodyFatPercentage') {
      kind = 'body_fat_pct';
      // Apple writes a fraction with the unit "%" (0.185 is 18.5 %).
      value = raw <= 1 ? raw * 100 : raw;
      if (value < 2 || value > 75) value = null;
    } else {
      kind = 'resting_hr';
      value = raw >= 20 && raw <= 200 ? raw : null;
    }
    if (value === null) return;
    // The last value of a day is the day's.
    dayValues.set(`${kind}|${start.day}`, { kind, day: start.day, value: Math.round(value * 100) / 100 });
  }

  function appleWorkout(): DeviceActivity | null {
    const w = workout!;
    workout = null;
    const start = appleDate(w.attrs.startDate);
    const end = appleDate(w.attrs.endDate);
    if (!start || !end || end.at < start.at) {
      fail(`line ${w.line}`, 'A Workout has no readable start or end');
      return null;
    }
    const elapsedSec = Math.round((end.at.getTime() - start.at.getTime()) / 1000);
    const duration = number(w.attrs.duration);
    const durationSec = duration === null ? null : duration * (SECONDS_PER[w.attrs.durationUnit ?? 'min'] ?? 60);
    const totalDistance = number(w.attrs.totalDistance);
    const distanceFactor = METRES_PER[w.attrs.totalDistanceUnit ?? 'km'];
    const distanceM =
      totalDistance !== null && distanceFactor !== undefined ? totalDistance * distanceFactor : w.distanceM;
    const energy = number(w.attrs.totalEnergyBurned);
    const energyFactor = KCAL_PER[w.attrs.totalEnergyBurnedUnit ?? 'kcal'];
    const kcal = energy !== null && energyFactor !== undefined ? energy * energyFactor : w.kcal;
    return {
      file: fileRef,
      source: 'apple_health',
      sport: sportOf(w.attrs.workoutActivityType) ?? 'other',
      device: (w.attrs.sourceName ?? '').replace(/\u00a0/g, ' ').trim().slice(0, 120) || null,
      startedAt: start.at,
      elapsedSec,
      movingSec: durationSec === null ? elapsedSec : Math.min(Math.round(durationSec), elapsedSec),
      distanceM: distanceM && distanceM > 0 ? Math.round(distanceM * 100) / 100 : null,
      avgHr: wholeOrNull(w.hrAvg) ?? w.track.avgHr,
      maxHr: wholeOrNull(w.hrMax) ?? w.track.maxHr,
      calories: wholeOrNull(kcal),
      elevationGainM: elevationGain(w.track.altitudes),
      utcOffsetMin: start.offsetMin,
      timeZone: w.timeZone,
      route: simplifyRoute(w.track.points),
      sets: [],
      ...(w.routeFile && w.track.points.length === 0 && { routeFile: w.routeFile }),
    };
  }

  function trackActivity(
    source: DeviceSource,
    track: TrackStats,
    sportName: string | null,
    where: string,
    totals: Partial<Pick<DeviceActivity, 'distanceM' | 'movingSec' | 'calories' | 'maxHr' | 'device'>> & {
      start?: Date | null;
      timerSec?: number | null;
    },
  ): DeviceActivity | null {
    const startedAt = totals.start ?? track.first;
    if (!startedAt || !track.last) {
      fail(where, 'The track has no times');
      return null;
    }
    const span = Math.round((track.last.getTime() - startedAt.getTime()) / 1000);
    const elapsedSec = Math.max(span, Math.round(totals.timerSec ?? 0));
    const distanceM = totals.distanceM ?? (track.points.length > 1 ? Math.round(track.distanceM * 100) / 100 : null);
    return {
      file: fileRef,
      source,
      sport: sportOf(sportName) ?? sportBySpeed(distanceM, elapsedSec),
      device: totals.device ?? null,
      startedAt,
      elapsedSec,
      // Without a timer, pauses are not guessed from the points (smart recording leaves gaps that are not pauses).
      movingSec: totals.timerSec != null ? Math.round(totals.timerSec) : elapsedSec,
      distanceM: distanceM && distanceM > 0 ? distanceM : null,
      avgHr: track.avgHr,
      maxHr: totals.maxHr ?? track.maxHr,
      calories: totals.calories ?? null,
      elevationGainM: elevationGain(track.altitudes),
      utcOffsetMin: null,
      timeZone: null,
      route: simplifyRoute(track.points),
      sets: [],
    };
  }

  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    // Without xmlns processing, saxes gives attributes as plain strings.
    const attrs = (tag as SaxesTagPlain).attributes;
    if (kind === null) {
      if (name === 'gpx') {
        kind = 'gpx';
        gpxCreator = attrs.creator?.slice(0, 120) ?? null;
      } else if (name === 'TrainingCenterDatabase') kind = 'tcx';
      else if (name === 'HealthData') kind = 'apple_health';
      else {
        fail(
          `line ${parser.line}`,
          `Not a GPX, TCX or Apple Health file (its root element is <${tag.name.slice(0, 40)}>)`,
        );
      }
    }
    stack.push(name);
    text = '';
    if (kind === 'gpx') {
      if (name === 'trk') {
        gpxTrack = new TrackStats();
        gpxType = null;
        trackLine = parser.line;
      } else if ((name === 'trkpt' || name === 'rtept') && gpxTrack) {
        point = { lat: number(attrs.lat), lon: number(attrs.lon), time: null, hr: null, alt: null };
      }
    } else if (kind === 'tcx') {
      if (name === 'Activity') {
        tcx = {
          sport: attrs.Sport ?? null,
          id: null,
          device: null,
          lapTime: 0,
          lapDistance: 0,
          lapCalories: 0,
          lapMaxHr: null,
          laps: 0,
          track: new TrackStats(),
          distanceAtPoint: null,
          line: parser.line,
        };
      } else if (name === 'Lap' && tcx) tcx.laps += 1;
      else if (name === 'Trackpoint' && tcx) {
        point = { lat: null, lon: null, time: null, hr: null, alt: null };
      }
    } else if (kind === 'apple_health') {
      if (name === 'Record' && stack.length === 2) {
        rows += 1;
        appleRecord(attrs);
      } else if (name === 'Workout' && stack.length === 2) {
        rows += 1;
        workout = {
          attrs,
          timeZone: null,
          hrAvg: null,
          hrMax: null,
          distanceM: null,
          kcal: null,
          track: new TrackStats(),
          routeFile: null,
          line: parser.line,
        };
      } else if (workout && name === 'MetadataEntry' && attrs.key === 'HKTimeZone') {
        workout.timeZone = attrs.value?.slice(0, 64) ?? null;
      } else if (workout && name === 'WorkoutStatistics') {
        const type = attrs.type ?? '';
        if (type.endsWith('HeartRate')) {
          workout.hrAvg = number(attrs.average);
          workout.hrMax = number(attrs.maximum);
        } else if (type.includes('Distance') && METRES_PER[attrs.unit ?? '']) {
          workout.distanceM = (number(attrs.sum) ?? 0) * METRES_PER[attrs.unit!]!;
        } else if (type.endsWith('ActiveEnergyBurned') && KCAL_PER[attrs.unit ?? '']) {
          workout.kcal = (number(attrs.sum) ?? 0) * KCAL_PER[attrs.unit!]!;
        }
      } else if (workout && name === 'FileReference' && stack.at(-2) === 'WorkoutRoute' && attrs.path) {
        workout.routeFile = attrs.path.slice(0, 300);
      } else if (workout && name === 'Location') {
        workout.track.addPoint(
          number(attrs.latitude),
          number(attrs.longitude),
          appleDate(attrs.date)?.at ?? null,
          null,
          number(attrs.altitude),
        );
      }
    }
  });

  parser.on('text', (t) => {
    text += t;
  });

  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    const parent = stack[stack.length - 2];
    const value = text;
    text = '';
    if (kind === 'gpx') {
      if (point && name === 'time' && (parent === 'trkpt' || parent === 'rtept')) point.time = isoDate(value);
      else if (point && name === 'ele' && (parent === 'trkpt' || parent === 'rtept')) point.alt = number(value);
      else if (point && name === 'hr') point.hr = number(value);
      else if (name === 'type' && parent === 'trk') gpxType = value.trim();
      else if ((name === 'trkpt' || name === 'rtept') && point && gpxTrack) {
        rows += 1;
        gpxTrack.addPoint(point.lat, point.lon, point.time, point.hr, point.alt);
        point = null;
      } else if (name === 'trk' && gpxTrack) {
        emit(trackActivity('gpx', gpxTrack, gpxType, `line ${trackLine}`, { device: gpxCreator }));
        gpxTrack = null;
      }
    } else if (kind === 'tcx' && tcx) {
      const t = tcx;
      if (point) {
        if (name === 'Time') point.time = isoDate(value);
        else if (name === 'LatitudeDegrees') point.lat = number(value);
        else if (name === 'LongitudeDegrees') point.lon = number(value);
        else if (name === 'AltitudeMeters') point.alt = number(value);
        else if (name === 'Value' && parent === 'HeartRateBpm') point.hr = number(value);
        else if (name === 'Trackpoint') {
          rows += 1;
          t.track.addPoint(point.lat, point.lon, point.time, point.hr, point.alt);
          point = null;
        }
      } else if (name === 'Id' && parent === 'Activity') t.id = isoDate(value);
      else if (parent === 'Lap' && name === 'TotalTimeSeconds') t.lapTime += number(value) ?? 0;
      else if (parent === 'Lap' && name === 'DistanceMeters') t.lapDistance += number(value) ?? 0;
      else if (parent === 'Lap' && name === 'Calories') t.lapCalories += number(value) ?? 0;
      else if (name === 'Value' && parent === 'MaximumHeartRateBpm' && stack[stack.length - 3] === 'Lap') {
        t.lapMaxHr = Math.max(t.lapMaxHr ?? 0, number(value) ?? 0) || null;
      } else if (name === 'Name' && parent === 'Creator') t.device = value.trim().slice(0, 120) || null;
      else if (name === 'Activity') {
        emit(
          trackActivity('tcx', t.track, t.sport, `line ${t.line}`, {
            start: t.id,
            device: t.device,
            distanceM: t.laps ? Math.round(t.lapDistance * 100) / 100 : null,
            timerSec: t.laps ? t.lapTime : null,
            calories: t.laps ? Math.round(t.lapCalories) : null,
            maxHr: t.lapMaxHr,
          }),
        );
        tcx = null;
      }
    } else if (kind === 'apple_health' && name === 'Workout' && workout && stack.length === 2) {
      emit(appleWorkout());
    }
    stack.pop();
  });

  parser.on('error', (error) => {
    fail(`line ${parser.line}`, `Not well-formed XML: ${error.message.replace(/^.*?:\d+:\d+: /, '').slice(0, 120)}`);
  });

  let bytes = 0;
  let reported = 0;
  for await (const chunk of chunks) {
    bytes += chunk.length;
    if (kind !== 'apple_health' && bytes > IMPORT_MAX_BYTES) {
      const message = `A single activity file can have at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`;
      throw new AppError('payload_too_large', message, [{ field: file, code: 'too_long', message }]);
    }
    parser.write(decoder.decode(chunk, { stream: true }));
    if (failure) throw failure;
    for (const activity of pending.splice(0)) await sink.activity(activity);
    if (bytes - reported >= PROGRESS_EVERY_BYTES) {
      reported = bytes;
      await sink.progress(bytes, rows);
    }
  }
  parser.write(decoder.decode());
  parser.close();
  if (failure) throw failure;
  if (kind === null) throw new DeviceFileError(file, 'line 1', 'The file holds no XML element');
  for (const activity of pending.splice(0)) await sink.activity(activity);
  await sink.progress(bytes, rows);
  return { kind, health: [...dayValues.values(), ...sleepValues(sleep)] };
}

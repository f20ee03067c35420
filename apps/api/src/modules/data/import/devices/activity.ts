import type { ActivitySport } from '@lifeorbit/contracts/data';
import { AppError } from '../../../../core/errors';

/**
 * What one recorded activity (a FIT, GPX or TCX file, or a Workout of Apple Health) becomes before staging (issue 42,
 * ADR 049): its sport, totals, heart rate, local offset and the simplified track; a Garmin strength FIT adds its sets.
 */

export type DeviceSource = 'fit' | 'gpx' | 'tcx' | 'apple_health';

export interface StrengthSet {
  /** The exercise name as the watch guessed it ("Bench press"), matched like a Strong or Hevy name. */
  name: string;
  reps: number | null;
  weightKg: number | null;
  /** When the set was finished (its start plus its duration). */
  completedAt: Date;
}

export interface DeviceActivity {
  /** The member of a zip it came from (null: the uploaded file itself). */
  file: string | null;
  source: DeviceSource;
  sport: ActivitySport;
  device: string | null;
  startedAt: Date;
  /** Start to end, in seconds (the workout's own start and end). */
  elapsedSec: number;
  /** The timer's time, pauses left out; elapsed when the file has no timer. */
  movingSec: number | null;
  distanceM: number | null;
  avgHr: number | null;
  maxHr: number | null;
  calories: number | null;
  elevationGainM: number | null;
  utcOffsetMin: number | null;
  timeZone: string | null;
  /** Simplified: at most ROUTE_MAX_POINTS [lat, lon], 5 decimals. */
  route: [number, number][];
  /**
   * Apple Health since iOS 14 keeps a workout's track in a GPX file of its own, named by the workout's
   * `<WorkoutRoute><FileReference path="/workout-routes/…gpx"/>`: that path, for the zip reader to join; else absent.
   */
  routeFile?: string;
  sets: StrengthSet[];
}

/** A file (or a record of it) that cannot be read: the upload's 400 names the file and the record or line. */
export class DeviceFileError extends Error {
  constructor(
    readonly file: string,
    readonly where: string,
    message: string,
  ) {
    super(message);
  }

  toAppError(): AppError {
    const field = this.where ? `${this.file}: ${this.where}` : this.file;
    return new AppError('validation_failed', `${this.file} cannot be read: ${this.message}`, [
      { field, code: 'invalid_format', message: this.message },
    ]);
  }
}

/** The exercise each sport's sets are staged under: a catalogue name (en) that the name matching finds exactly. */
export const SPORT_EXERCISE: Record<ActivitySport, string> = {
  running: 'Outdoor Run',
  treadmill_running: 'Treadmill Run',
  cycling: 'Outdoor Cycling',
  indoor_cycling: 'Stationary bike',
  walking: 'Walking',
  hiking: 'Hiking',
  swimming: 'Swimming',
  rowing: 'Rowing machine',
  elliptical: 'Elliptical trainer',
  strength: 'Strength training',
  other: 'Other activity',
};

/** A workout's title per sport, in the member's language (a device file has no title worth keeping). */
const SPORT_TITLES: Record<'en' | 'es' | 'ro', Record<ActivitySport, string>> = {
  en: {
    running: 'Run',
    treadmill_running: 'Treadmill run',
    cycling: 'Ride',
    indoor_cycling: 'Indoor ride',
    walking: 'Walk',
    hiking: 'Hike',
    swimming: 'Swim',
    rowing: 'Row',
    elliptical: 'Elliptical',
    strength: 'Strength training',
    other: 'Activity',
  },
  es: {
    running: 'Carrera',
    treadmill_running: 'Carrera en cinta',
    cycling: 'Salida en bici',
    indoor_cycling: 'Bici estática',
    walking: 'Paseo',
    hiking: 'Senderismo',
    swimming: 'Natación',
    rowing: 'Remo',
    elliptical: 'Elíptica',
    strength: 'Entrenamiento de fuerza',
    other: 'Actividad',
  },
  ro: {
    running: 'Alergare',
    treadmill_running: 'Alergare pe bandă',
    cycling: 'Tură cu bicicleta',
    indoor_cycling: 'Bicicletă staționară',
    walking: 'Plimbare',
    hiking: 'Drumeție',
    swimming: 'Înot',
    rowing: 'Canotaj',
    elliptical: 'Eliptică',
    strength: 'Antrenament de forță',
    other: 'Activitate',
  },
};

export const sportTitle = (sport: ActivitySport, lang: string): string =>
  (SPORT_TITLES[lang as 'en'] ?? SPORT_TITLES.en)[sport];

/** A sport named by a file (TCX's Sport, GPX's type, Strava's numbers, Apple's activity type) as ours. */
export function sportOf(name: string | null | undefined): ActivitySport | null {
  const key = (name ?? '')
    .replace(/^HKWorkoutActivityType/, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
  if (!key) return null;
  const table: Record<string, ActivitySport> = {
    running: 'running',
    run: 'running',
    '9': 'running',
    trailrunning: 'running',
    treadmill: 'treadmill_running',
    treadmillrunning: 'treadmill_running',
    cycling: 'cycling',
    biking: 'cycling',
    ride: 'cycling',
    '1': 'cycling',
    roadbiking: 'cycling',
    mountainbiking: 'cycling',
    indoorcycling: 'indoor_cycling',
    virtualride: 'indoor_cycling',
    walking: 'walking',
    walk: 'walking',
    '10': 'walking',
    hiking: 'hiking',
    hike: 'hiking',
    '4': 'hiking',
    swimming: 'swimming',
    swim: 'swimming',
    poolswim: 'swimming',
    openwaterswimming: 'swimming',
    rowing: 'rowing',
    indoorrowing: 'rowing',
    elliptical: 'elliptical',
    traditionalstrengthtraining: 'strength',
    functionalstrengthtraining: 'strength',
    strengthtraining: 'strength',
    weighttraining: 'strength',
    other: 'other',
  };
  return table[key] ?? 'other';
}

/** A file without a sport (a GPX with no type): read from its pace, as the people who record them move. */
export function sportBySpeed(distanceM: number | null, seconds: number): ActivitySport {
  if (!distanceM || seconds <= 0) return 'other';
  const speed = distanceM / seconds;
  if (speed < 2) return 'walking';
  if (speed < 6) return 'running';
  return 'cycling';
}

/** The mean Earth radius (IUGG), as PROVENANCE.md's distances were computed. */
const EARTH_RADIUS_M = 6_371_008.8;

export function haversineM(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Climbing summed over the track, ignoring wobbles under 2 m (a barometer's or GPS altitude's noise). */
export function elevationGain(altitudes: number[]): number | null {
  if (altitudes.length < 2) return null;
  let gain = 0;
  let base = altitudes[0]!;
  for (const alt of altitudes) {
    if (alt < base) base = alt;
    else if (alt - base >= 2) {
      gain += alt - base;
      base = alt;
    }
  }
  return Math.round(gain * 10) / 10;
}

/** Running statistics of a track's points, read one at a time (the points themselves are kept only for the route). */
export class TrackStats {
  points: [number, number][] = [];
  altitudes: number[] = [];
  distanceM = 0;
  hrSum = 0;
  hrCount = 0;
  maxHr: number | null = null;
  first: Date | null = null;
  last: Date | null = null;

  addPoint(lat: number | null, lon: number | null, time: Date | null, hr: number | null, alt: number | null) {
    if (lat !== null && lon !== null && Number.isFinite(lat) && Number.isFinite(lon)) {
      const point: [number, number] = [lat, lon];
      const previous = this.points.at(-1);
      if (previous) this.distanceM += haversineM(previous, point);
      this.points.push(point);
    }
    if (time && !Number.isNaN(time.getTime())) {
      if (!this.first) this.first = time;
      this.last = time;
    }
    if (hr !== null && Number.isFinite(hr) && hr > 0) {
      this.hrSum += hr;
      this.hrCount += 1;
      this.maxHr = Math.max(this.maxHr ?? 0, hr);
    }
    if (alt !== null && Number.isFinite(alt)) this.altitudes.push(alt);
  }

  get avgHr(): number | null {
    return this.hrCount ? Math.round(this.hrSum / this.hrCount) : null;
  }
}

export const ROUTE_MAX_POINTS = 300;

/**
 * Douglas–Peucker ranking of a track: each point's importance is the largest deviation at which the algorithm keeps
 * it, so the ROUTE_MAX_POINTS most important points are the simplification with the smallest tolerance that fits.
 * Distances on a plane scaled by the cosine of the mean latitude (a track is small next to the Earth); 5 decimals
 * (about a metre) each.
 */
export function simplifyRoute(points: [number, number][], maxPoints = ROUTE_MAX_POINTS): [number, number][] {
  const round = (p: [number, number]): [number, number] => [
    Math.round(p[0] * 1e5) / 1e5,
    Math.round(p[1] * 1e5) / 1e5,
  ];
  if (points.length <= maxPoints) return points.map(round);
  const meanLat = points.reduce((sum, p) => sum + p[0], 0) / points.length;
  const kx = Math.cos((meanLat * Math.PI) / 180);
  const x = (p: [number, number]) => p[1] * kx;
  const importance = new Float64Array(points.length);
  importance[0] = Infinity;
  importance[points.length - 1] = Infinity;
  const stack: [number, number, number][] = [[0, points.length - 1, Infinity]];
  while (stack.length) {
    const [a, b, cap] = stack.pop()!;
    if (b - a < 2) continue;
    const pa = points[a]!;
    const pb = points[b]!;
    const dx = x(pb) - x(pa);
    const dy = pb[0] - pa[0];
    const length = Math.hypot(dx, dy);
    let best = -1;
    let bestD = -1;
    for (let i = a + 1; i < b; i += 1) {
      const p = points[i]!;
      const d =
        length === 0
          ? Math.hypot(x(p) - x(pa), p[0] - pa[0])
          : Math.abs(dy * (x(p) - x(pa)) - dx * (p[0] - pa[0])) / length;
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    const kept = Math.min(bestD, cap);
    importance[best] = kept;
    stack.push([a, best, kept], [best, b, kept]);
  }
  const threshold = [...importance].sort((p, q) => q - p)[maxPoints - 1]!;
  const chosen: [number, number][] = [];
  for (let i = 0; i < points.length && chosen.length < maxPoints; i += 1) {
    if (importance[i]! >= threshold) chosen.push(round(points[i]!));
  }
  return chosen;
}

/** Whole seconds, or null. */
export const wholeOrNull = (value: number | null | undefined): number | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value);

/** The same activity twice (from the watch and from Strava): starts within 2 minutes, lengths within 5 % or 60 s. */
export function sameActivity(a: { startedAt: Date; elapsedSec: number }, b: { startedAt: Date; elapsedSec: number }) {
  return (
    Math.abs(a.startedAt.getTime() - b.startedAt.getTime()) <= 120_000 &&
    Math.abs(a.elapsedSec - b.elapsedSec) <= Math.max(60, 0.05 * Math.max(a.elapsedSec, b.elapsedSec))
  );
}

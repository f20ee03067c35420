import zlib from 'node:zlib';
import { Decoder, Stream } from '@garmin/fitsdk';
import { expect } from 'vitest';
import type { ImportPreview } from '@lifeorbit/contracts/data';
import type { WorkoutDetail, WorkoutHistoryResponse } from '@lifeorbit/contracts/workouts';
import { deviceFixture } from './device-fixtures';
import { call, type TestMember } from './harness';

/** Device imports' tests (issue 42): the fixtures' names, upload, dry run, run, the workouts read back, zips. */

export const FENIX_RUN = 'garmin-fenix2-run-2015-08-15.fit';
export const STRENGTH = 'garmin-fr965-strength-2025-10-20.fit';
export const GPX_RUN = 'garmin-connect-run-2012-10-24.gpx';
export const TCX_RUN = 'garmin-fr410-run-2012-12-26.tcx';
export const APPLE_TDDA = 'apple-health-export-tdda-2016.xml';
export const APPLE_DOGSHEEP = 'apple-health-export-dogsheep-2019.xml';

export async function stage(member: TestMember, body: Uint8Array | string, fileName: string, type: string) {
  return call('POST', `/api/data/imports?fileName=${encodeURIComponent(fileName)}`, {
    cookie: member.cookie,
    rawBody: body,
    headers: { 'content-type': type },
  });
}

export async function dryRun(member: TestMember, body: Uint8Array | string, fileName: string, type: string) {
  const response = await stage(member, body, fileName, type);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ImportPreview;
}

export async function run(member: TestMember, id: string): Promise<ImportPreview> {
  const response = await call('POST', `/api/data/imports/${id}/run`, { cookie: member.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ImportPreview;
}

export async function workouts(member: TestMember): Promise<WorkoutDetail[]> {
  const listed = await call('GET', '/api/workouts?status=finished&limit=50', { cookie: member.cookie });
  const { workouts: list } = (await listed.json()) as WorkoutHistoryResponse;
  return Promise.all(
    list.map(
      async (w) =>
        (await (await call('GET', `/api/workouts/${w.id}`, { cookie: member.cookie })).json()) as WorkoutDetail,
    ),
  );
}

export async function onlyWorkout(member: TestMember): Promise<WorkoutDetail> {
  const list = await workouts(member);
  expect(list).toHaveLength(1);
  return list[0]!;
}

export const within = (value: number | null | undefined, expected: number, fraction: number) => {
  expect(value).not.toBeNull();
  expect(Math.abs(value! - expected)).toBeLessThanOrEqual(expected * fraction);
};

/** A zip of stored (uncompressed) members, written by hand: the local headers, then the central directory. */
export function zipOf(members: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of members) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The fēnix run's own track as a GPX (what Strava gives back of the same run), moved by `shiftMs` if asked. */
export function fenixAsGpx(shiftMs = 0): string {
  const { messages } = new Decoder(Stream.fromBuffer(deviceFixture(FENIX_RUN))).read({
    convertDateTimesToDates: true,
    applyScaleAndOffset: true,
  });
  const deg = 180 / 2 ** 31;
  const points = (messages.recordMesgs ?? [])
    .filter((r) => r.positionLat !== undefined)
    .map(
      (r) =>
        `<trkpt lat="${(r.positionLat as number) * deg}" lon="${(r.positionLong as number) * deg}"><time>${new Date((r.timestamp as Date).getTime() + shiftMs).toISOString()}</time></trkpt>`,
    );
  return `<?xml version="1.0"?><gpx version="1.1" creator="Strava" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>${points.join('')}</trkseg></trk></gpx>`;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { IMPORT_MAX_BYTES } from '@lifeorbit/contracts/data';
import { AppError } from '../../../../core/errors';
import { withinBytes } from '../import-limits';
import { DeviceFileError, type DeviceActivity } from './activity';
import { looksLikeFit, readFit } from './fit';
import { readXml, type HealthValue, type XmlKind, type XmlSink } from './xml';

/**
 * A device upload (issue 42, ADR 049), told by its content: a FIT file, an XML file (GPX, TCX, Apple Health), a .gz
 * of one, or a zip of many (a Strava or Garmin bulk export, Apple Health's export.zip). A zip is written to a
 * temporary file first (its directory is at its end) and removed afterwards whatever happens; its members are read one
 * at a time, an XML member as a stream.
 */

export type DeviceKind = 'fit' | 'xml' | 'gzip' | 'zip';

export function deviceKindOf(head: Buffer): DeviceKind | null {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5)) return 'zip';
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
  if (looksLikeFit(head)) return 'fit';
  const opening = head
    .toString('utf8', 0, Math.min(head.length, 64))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (opening.startsWith('<')) return 'xml';
  return null;
}

/** The source an XML upload most likely is, from its first kilobytes (Apple's DTD names HealthData before it). */
export function xmlSourceGuess(head: Buffer): XmlKind {
  const text = head.toString('utf8', 0, Math.min(head.length, 65536));
  if (text.includes('<TrainingCenterDatabase')) return 'tcx';
  if (text.includes('HealthData')) return 'apple_health';
  return 'gpx';
}

export interface DeviceSink extends XmlSink {
  health(values: HealthValue[]): Promise<void>;
  /** A member of a zip that cannot be read: a broken row naming it; the rest goes on. */
  broken(error: DeviceFileError): Promise<void>;
}

export type DeviceSource = 'fit' | 'gpx' | 'tcx' | 'apple_health' | 'zip';

async function bufferOf(chunks: AsyncIterable<Buffer>, file: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of withinBytes(chunks, IMPORT_MAX_BYTES, file, 'A single activity file')) parts.push(chunk);
  return Buffer.concat(parts);
}

/** The first chunk of a stream, and the stream again with it. */
async function peek(chunks: AsyncIterable<Buffer>): Promise<{ head: Buffer; all: AsyncIterable<Buffer> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value);
  return {
    head,
    all: (async function* () {
      if (head.length) yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield Buffer.from(next.value);
    })(),
  };
}

/** One activity or health file (not a zip): FIT, XML, or a .gz of either. Answers what it was. */
async function readOne(
  chunks: AsyncIterable<Buffer>,
  file: string,
  fileRef: string | null,
  sink: DeviceSink,
): Promise<DeviceSource | null> {
  const { head, all } = await peek(chunks);
  const kind = deviceKindOf(head);
  if (kind === 'gzip') {
    const gunzip = zlib.createGunzip();
    const inner = Readable.from(all).pipe(gunzip);
    const innerName = file.replace(/\.gz$/i, '');
    const failed = new Promise<never>((_, reject) =>
      gunzip.on('error', () => reject(new DeviceFileError(file, 'gzip', 'The .gz file is damaged or cut short'))),
    );
    failed.catch(() => undefined);
    return Promise.race([readOne(inner as AsyncIterable<Buffer>, innerName, fileRef, sink), failed]);
  }
  if (kind === 'fit') {
    for (const activity of readFit(await bufferOf(all, file), file, fileRef)) await sink.activity(activity);
    return 'fit';
  }
  if (kind === 'xml') {
    const { kind: xmlKind, health } = await readXml(all, file, fileRef, sink);
    if (health.length) await sink.health(health);
    return xmlKind;
  }
  if (kind === 'zip') throw new DeviceFileError(file, '', 'A zip inside a zip is not read');
  return null;
}

/** Members of a zip worth reading: activity files and Apple Health's export.xml, not its copies and route files. */
export function zipMemberWanted(name: string): boolean {
  const lower = name.toLowerCase();
  if (lower.endsWith('/') || lower.startsWith('__macosx/') || lower.includes('/.')) return false;
  if (/(^|\/)workout-routes\//.test(lower) || /(^|\/)electrocardiograms\//.test(lower)) return false;
  if (/(^|\/)export_cda\.xml$/.test(lower)) return false;
  return /\.(fit|gpx|tcx)(\.gz)?$/.test(lower) || /(^|\/)export\.xml$/.test(lower);
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );
}

async function readZip(chunks: AsyncIterable<Buffer>, file: string, sink: DeviceSink): Promise<DeviceSource> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lifeorbit-import-'));
  const zipPath = path.join(dir, 'upload.zip');
  try {
    await pipeline(Readable.from(chunks), fs.createWriteStream(zipPath));
    let zip: yauzl.ZipFile;
    try {
      zip = await openZip(zipPath);
    } catch {
      throw new DeviceFileError(file, '', 'The zip file is damaged or cut short');
    }
    let read = 0;
    let apple = false;
    // Apple Health workouts whose track is a GPX file of its own in workout-routes/: held until those are read.
    const held = new Map<string, DeviceActivity[]>();
    const holding: DeviceSink = {
      ...sink,
      async activity(activity) {
        if (!activity.routeFile) return sink.activity(activity);
        const key = routeKey(activity.routeFile);
        held.set(key, [...(held.get(key) ?? []), activity]);
      },
    };
    try {
      for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
        if (!zipMemberWanted(entry.fileName)) continue;
        const member = entry.fileName.slice(-300);
        try {
          const stream = await entryStream(zip, entry);
          const source = await readOne(stream as AsyncIterable<Buffer>, member, member, holding);
          stream.destroy();
          if (source) read += 1;
          if (source === 'apple_health') apple = true;
        } catch (error) {
          if (error instanceof DeviceFileError) await sink.broken(error);
          else if (error instanceof AppError) {
            await sink.broken(new DeviceFileError(member, '', error.message));
          } else {
            await sink.broken(new DeviceFileError(member, '', 'The member cannot be read from the zip'));
          }
        }
      }
      if (held.size > 0) await joinRoutes(zipPath, held, sink);
    } catch (error) {
      if (error instanceof DeviceFileError || error instanceof AppError) throw error;
      throw new DeviceFileError(file, '', 'The zip file is damaged or cut short');
    } finally {
      zip.close();
    }
    if (read === 0) {
      throw new DeviceFileError(file, '', 'The zip holds no FIT, GPX, TCX or Apple Health file that can be read');
    }
    return apple ? 'apple_health' : 'zip';
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** A workout-routes file by its name alone: Apple's FileReference reads `/workout-routes/x.gpx`, the zip `apple_health_export/workout-routes/x.gpx`. */
const routeKey = (file: string) => file.slice(file.lastIndexOf('/') + 1).toLowerCase();

/**
 * A second pass over the zip for the route files the held workouts name: each one's track, simplified, becomes its
 * workout's route; then every held workout goes on to `sink`, with its route or (a file missing or unreadable)
 * without one.
 */
async function joinRoutes(zipPath: string, held: Map<string, DeviceActivity[]>, sink: DeviceSink): Promise<void> {
  const zip = await openZip(zipPath);
  try {
    for (let entry = await nextEntry(zip); entry && held.size > 0; entry = await nextEntry(zip)) {
      const key = routeKey(entry.fileName);
      const waiting = /(^|\/)workout-routes\//i.test(entry.fileName) ? held.get(key) : undefined;
      if (!waiting) continue;
      held.delete(key);
      const tracks: DeviceActivity[] = [];
      try {
        const stream = await entryStream(zip, entry);
        await readXml(stream as AsyncIterable<Buffer>, entry.fileName.slice(-300), null, {
          activity: async (track) => void tracks.push(track),
          progress: async () => undefined,
        });
        stream.destroy();
      } catch {
        // A route file that cannot be read leaves its workout without a route; the workout itself is whole.
      }
      const route = tracks.find((track) => track.route.length > 0)?.route ?? [];
      for (const activity of waiting) await sink.activity(withoutRouteFile({ ...activity, route }));
    }
  } finally {
    zip.close();
  }
  for (const waiting of held.values()) for (const activity of waiting) await sink.activity(withoutRouteFile(activity));
  held.clear();
}

function withoutRouteFile(activity: DeviceActivity): DeviceActivity {
  const { routeFile: _routeFile, ...rest } = activity;
  return rest;
}

/** Reads a device upload of `kind` into `sink`; answers the import's source. */
export async function readDeviceUpload(
  kind: DeviceKind,
  chunks: AsyncIterable<Buffer>,
  file: string,
  sink: DeviceSink,
): Promise<DeviceSource> {
  if (kind === 'zip') return readZip(chunks, file, sink);
  const source = await readOne(chunks, file, null, sink);
  if (!source) throw new DeviceFileError(file, '', 'Not a FIT, GPX, TCX or Apple Health file');
  return source;
}

export type { DeviceActivity, HealthValue };

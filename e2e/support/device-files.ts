import fs from 'node:fs';
import path from 'node:path';

/**
 * The real device files of ../shared/fixtures/devices (issue 42), read where they are and never copied into the
 * repository: the folder is found as apps/api/test/device-fixtures.ts finds it (DEVICE_FIXTURES_DIR, else the first
 * `shared/fixtures/devices` walking up from the repository, else /work/shared/fixtures/devices).
 */
export function deviceFixturePath(name: string): string {
  const candidates: string[] = [];
  if (process.env.DEVICE_FIXTURES_DIR) candidates.push(path.resolve(process.env.DEVICE_FIXTURES_DIR));
  for (let dir = path.resolve(import.meta.dirname, '../..'); ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, 'shared/fixtures/devices'));
    if (path.dirname(dir) === dir) break;
  }
  candidates.push('/work/shared/fixtures/devices');
  const folder = candidates.find((candidate) => fs.existsSync(path.join(candidate, 'PROVENANCE.md')));
  if (!folder) throw new Error(`The device fixtures are not found; tried:\n  ${candidates.join('\n  ')}`);
  return path.join(folder, name);
}

const CRC_TABLE = [
  0x0000, 0xcc01, 0xd801, 0x1400, 0xf001, 0x3c00, 0x2800, 0xe401, 0xa001, 0x6c00, 0x7800, 0xb401, 0x5000, 0x9c01,
  0x8801, 0x4400,
];

/** The FIT file's CRC-16 (FIT protocol, section 3.3.2). */
function fitCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    let tmp = CRC_TABLE[crc & 0xf]!;
    crc = ((crc >> 4) & 0x0fff) ^ tmp ^ CRC_TABLE[byte & 0xf]!;
    tmp = CRC_TABLE[crc & 0xf]!;
    crc = ((crc >> 4) & 0x0fff) ^ tmp ^ CRC_TABLE[(byte >> 4) & 0xf]!;
  }
  return crc;
}

/** The date_time fields besides every message's timestamp (253): file_id, session and lap starts, the local time. */
const DATE_FIELDS: Record<number, number[]> = { 0: [4], 18: [2], 19: [2], 34: [5] };
/** FIT date_times below this are relative (seconds since the device started), not moments: left as they are. */
const MIN_ABSOLUTE = 0x10000000;

interface Definition {
  littleEndian: boolean;
  global: number;
  fields: { num: number; size: number }[];
  devBytes: number;
}

/**
 * A FIT file with every moment in it moved by `shiftSec` (the CRC written again): the same recording, on another day.
 * The browser journey needs the watch's run within the weeks /analytics shows, and the fixture is from 2015.
 */
export function shiftFitTimes(original: Buffer, shiftSec: number): Buffer {
  const out = Buffer.from(original);
  const headerSize = out[0]!;
  const end = headerSize + out.readUInt32LE(4);
  const definitions = new Map<number, Definition>();
  let at = headerSize;
  while (at < end) {
    const header = out[at++]!;
    if (!(header & 0x80) && header & 0x40) {
      const littleEndian = out[at + 1] === 0;
      const global = littleEndian ? out.readUInt16LE(at + 2) : out.readUInt16BE(at + 2);
      const count = out[at + 4]!;
      at += 5;
      const fields = [];
      for (let i = 0; i < count; i++, at += 3) fields.push({ num: out[at]!, size: out[at + 1]! });
      let devBytes = 0;
      if (header & 0x20) {
        const devCount = out[at++]!;
        for (let i = 0; i < devCount; i++, at += 3) devBytes += out[at + 1]!;
      }
      definitions.set(header & 0x0f, { littleEndian, global, fields, devBytes });
      continue;
    }
    // A data message: normal (local type in the low 4 bits) or with a compressed timestamp (bits 5-6).
    const definition = definitions.get(header & 0x80 ? (header >> 5) & 0x03 : header & 0x0f);
    if (!definition) throw new Error(`FIT data message without a definition at byte ${at - 1}`);
    for (const field of definition.fields) {
      const isDate = field.num === 253 || (DATE_FIELDS[definition.global] ?? []).includes(field.num);
      if (isDate && field.size === 4) {
        const value = definition.littleEndian ? out.readUInt32LE(at) : out.readUInt32BE(at);
        if (value !== 0xffffffff && value >= MIN_ABSOLUTE) {
          if (definition.littleEndian) out.writeUInt32LE(value + shiftSec, at);
          else out.writeUInt32BE(value + shiftSec, at);
        }
      }
      at += field.size;
    }
    at += definition.devBytes;
  }
  out.writeUInt16LE(fitCrc(out.subarray(0, end)), end);
  return out;
}

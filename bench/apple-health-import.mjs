#!/usr/bin/env node
// Apple Health at scale (issue 42): an export.xml of about 200 MB made by repeating the real exports' records of
// ../shared/fixtures/devices (their Records, the 2019 export's Workout with its route, and a day's body mass, resting
// HR and sleep), each day on its own date, written to a temporary file, then uploaded as a stream into the data
// area's own staging (in process, on an in-memory PGlite, the app's default database) and imported. Prints the time
// of each step and the process's RSS growth against the 150 MB budget. Prints; never asserts.
//   node --expose-gc --import tsx bench/apple-health-import.mjs   (APPLE_HEALTH_MB=200, DEVICE_FIXTURES_DIR=...)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { runImport, stageUpload } from '../apps/api/src/modules/data/import/import.service.ts';
import { deviceFixturesDir } from '../apps/api/test/device-fixtures.ts';

const TARGET_BYTES = Number(process.env.APPLE_HEALTH_MB ?? 200) * 1024 * 1024;
const BUDGET_MB = 150;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const dir = deviceFixturesDir();
const tdda = fs.readFileSync(path.join(dir, 'apple-health-export-tdda-2016.xml'), 'utf8');
const dogsheep = fs.readFileSync(path.join(dir, 'apple-health-export-dogsheep-2019.xml'), 'utf8');
const records = [...tdda.matchAll(/<Record\b[^>]*\/>/g), ...dogsheep.matchAll(/<Record\b[^>]*\/>/g)].map((m) => m[0]);
const workout = /<Workout\b[\s\S]*?<\/Workout>/.exec(dogsheep)[0];
const DATE = /\d{4}-\d{2}-\d{2} (\d{2}:\d{2}:\d{2}) ([+-]\d{4})/g;

/**
 * One day of the export: the real records moved to `day`, once an hour (a phone writes steps all day), the real
 * workout every third day, and a day's body mass, resting HR and sleep.
 */
function dayBlock(day, index) {
  const onDay = (text) => text.replace(DATE, `${day} $1 $2`);
  const hourly = records.map(onDay).join('\n');
  return [
    ...Array.from({ length: 24 }, () => hourly),
    ...(index % 3 === 0 ? [onDay(workout)] : []),
    `<Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" value="81.4" startDate="${day} 07:00:00 +0100" endDate="${day} 07:00:00 +0100"/>`,
    `<Record type="HKQuantityTypeIdentifierRestingHeartRate" sourceName="Watch" unit="count/min" value="54" startDate="${day} 08:00:00 +0100" endDate="${day} 08:00:00 +0100"/>`,
    `<Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Watch" value="HKCategoryValueSleepAnalysisAsleepCore" startDate="${day} 00:30:00 +0100" endDate="${day} 06:50:00 +0100"/>`,
  ].join('\n');
}

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-bench-')), 'export.xml');
try {
  const out = fs.createWriteStream(file);
  const write = (text) => (out.write(text) ? Promise.resolve() : new Promise((r) => out.once('drain', r)));
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_GB">\n<ExportDate value="2026-01-01 00:00:00 +0100"/>\n',
  );
  let written = 0;
  let days = 0;
  const start = Date.UTC(1970, 0, 1);
  while (written < TARGET_BYTES) {
    const day = new Date(start + days * 86_400_000).toISOString().slice(0, 10);
    const block = `${dayBlock(day, days)}\n`;
    written += Buffer.byteLength(block);
    days += 1;
    await write(block);
  }
  await write('</HealthData>\n');
  await new Promise((resolve) => out.end(resolve));
  const size = fs.statSync(file).size;
  console.log(
    `an Apple Health export.xml of ${mb(size)}: ${days} days, ${Math.ceil(days / 3)} workouts, ${24 * records.length + 3} records a day`,
  );

  const database = await openDatabase({ dataDir: null });
  await migrate(database);
  const { db } = database;
  await db.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('bench', 'Bench', 'bench@bench.test')`);

  // Warm up (the code paths, PGlite's first pages) with the real 2019 export itself, then let memory settle.
  const warm = await stageUpload(db, 'bench', Readable.toWeb(Readable.from([Buffer.from(dogsheep)])), {
    fileName: 'warm.xml',
  });
  await runImport(db, 'bench', warm.id, false);
  for (let i = 0; i < 3; i += 1) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const before = process.memoryUsage();
  const baseline = before.rss;
  console.log(
    `RSS before the upload: ${mb(baseline)} (JS heap ${mb(before.heapUsed)} of ${mb(before.heapTotal)}, external ${mb(before.external)})`,
  );
  let peak = 0;
  let peakAt = null;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss - baseline > peak) {
      peak = now.rss - baseline;
      peakAt = now;
    }
  }, 20);

  const t0 = performance.now();
  const body = Readable.toWeb(fs.createReadStream(file, { highWaterMark: 64 * 1024 }));
  const preview = await stageUpload(db, 'bench', body, { fileName: 'export.xml' });
  const staged = performance.now();
  console.log(`upload and dry run ${((staged - t0) / 1000).toFixed(1).padStart(8)} s`);
  console.log(
    `  ${preview.workouts} workouts, ${preview.health.measurementDays} measurement days, ${preview.health.dailyDays} daily rows, read ${mb(preview.progress.bytesRead)}`,
  );
  const stagingPeak = peak;
  const result = await runImport(db, 'bench', preview.id, false);
  const done = performance.now();
  clearInterval(sampler);
  console.log(
    `import              ${((done - staged) / 1000).toFixed(1).padStart(8)} s  (${result.workoutsCreated} workouts)`,
  );
  console.log(
    `RSS growth while uploading and staging: ${mb(stagingPeak)} (budget < ${BUDGET_MB} MB: ${stagingPeak < BUDGET_MB * 1024 * 1024 ? 'within' : 'OVER'})`,
  );
  console.log(`RSS growth through the import run too: ${mb(peak)} (RSS now ${mb(process.memoryUsage().rss)})`);
  if (peakAt) {
    console.log(
      `  at the peak: JS heap ${mb(peakAt.heapUsed)} of ${mb(peakAt.heapTotal)}, external ${mb(peakAt.external)} (array buffers ${mb(peakAt.arrayBuffers)})`,
    );
  }
  await database.close?.();
} finally {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

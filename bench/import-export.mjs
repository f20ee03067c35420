#!/usr/bin/env node
// Import and export at scale (issue 24): a Strong CSV of 25,000 sets (about 1,000 workouts over five years, the newest
// layout with `;`), staged and dry-run, imported, then exported again as CSV and as JSON, on an in-memory PGlite (the
// app's default database) through the data area's own service functions (no HTTP). Prints each step's time and the
// process's peak memory growth against the goals (import < 20 s, export < 5 s, < 200 MB). Prints; never asserts.
//   npm run bench:import   (IMPORT_SETS=25000)
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { getImport, runImport, stageUpload } from '../apps/api/src/modules/data/import/import.service.ts';
import { exportCsv, exportJson } from '../apps/api/src/modules/data/export/export.service.ts';

const SETS = Number(process.env.IMPORT_SETS ?? 25_000);
const EXERCISES = [
  'Bench Press (Barbell)',
  'Squat (Barbell)',
  'Deadlift (Barbell)',
  'Overhead Press (Barbell)',
  'Bent Over Row (Barbell)',
  'Pull Up',
  'Lat Pulldown (Cable)',
  'Bicep Curl (Dumbbell)',
  'Triceps Pushdown (Cable)',
  'Leg Press',
  'Zottman Curl (Dumbbell)',
  'Face Pull (Cable)',
];

function strongCsv(sets) {
  const lines = [
    'Workout #;Date;Workout Name;Duration (sec);Exercise Name;Set Order;Weight (kg);Reps;Distance (meters);Seconds;Notes;Workout Notes;RPE',
  ];
  const start = Date.UTC(2021, 0, 4, 17, 30);
  let workout = 0;
  while (lines.length - 1 < sets) {
    workout += 1;
    const day = new Date(start + workout * 1.8 * 86_400_000);
    const date = day.toISOString().slice(0, 19).replace('T', ' ');
    for (let e = 0; e < 5 && lines.length - 1 < sets; e += 1) {
      const name = EXERCISES[(workout * 5 + e) % EXERCISES.length];
      for (let s = 0; s < 5 && lines.length - 1 < sets; s += 1) {
        const order = s === 0 ? 'W' : String(s);
        const kg = 40 + ((workout + e * 7) % 60) + (s === 0 ? -20 : 0);
        lines.push(
          `${workout};${date};Workout ${workout % 7};4200;${name};${order};${kg};${10 - s};0;0;;;${s ? 8 : ''}`,
        );
      }
    }
  }
  return lines.join('\n');
}

let peak = 0;
const baseline = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss - baseline);
}, 20);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
async function timed(label, goalMs, work) {
  const t0 = performance.now();
  const result = await work();
  const ms = performance.now() - t0;
  console.log(`${label.padEnd(34)} ${seconds(ms).padStart(8)}${goalMs ? `  (goal < ${seconds(goalMs)})` : ''}`);
  return result;
}

const database = await openDatabase({ dataDir: null });
await migrate(database);
const { db } = database;
await db.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('bench', 'Bench', 'bench@bench.test')`);
const csv = strongCsv(SETS);
console.log(`a Strong CSV of ${SETS} sets, ${mb(Buffer.byteLength(csv))}`);
const body = Readable.toWeb(Readable.from([Buffer.from(csv)]));
const preview = await timed('upload and dry run', 0, () =>
  stageUpload(db, 'bench', body, { fileName: 'strong.csv', unit: 'kg', tzOffset: 0 }),
);
console.log(`  ${preview.workouts} workouts, ${preview.sets} sets, ${preview.exercises.length} names`);
await timed('import', 0, () => runImport(db, 'bench', preview.id, false));
const done = await getImport(db, 'bench', preview.id);
console.log(`  created ${done.workoutsCreated} workouts, ${done.setsCreated} sets`);
let bytes = 0;
await timed('export CSV', 5000, async () => {
  for await (const piece of exportCsv(db, 'bench')) bytes += piece.length;
});
console.log(`  ${mb(bytes)}`);
bytes = 0;
await timed('export JSON', 5000, async () => {
  for await (const piece of exportJson(db, 'bench')) bytes += piece.length;
});
console.log(`  ${mb(bytes)}`);
clearInterval(sampler);
console.log(`peak memory growth ${mb(peak)} (goal < 200 MB); import goal: dry run + import < 20 s`);
await database.close();

// `npm start`: builds the web app when its sources changed (scripts/build-web-if-changed.mjs), then runs the API in
// this very process, from apps/api (DATA_DIR's default, ./data, is apps/api/data), so a signal sent to `npm start`
// reaches the server and no second npm or tsx process costs a second of the start.
//   node --import tsx scripts/start.mjs
import path from 'node:path';
import { buildWebIfChanged } from './build-web-if-changed.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!buildWebIfChanged(root)) process.exit(1);
process.chdir(path.join(root, 'apps/api'));
// npm hands a SIGTERM to the shell it runs this command in, not to this process: when that shell is gone, stop as if
// the signal had come here (a graceful stop; main.ts ignores a second one).
const shell = process.ppid;
setInterval(() => {
  if (process.ppid !== shell) process.kill(process.pid, 'SIGTERM');
}, 500).unref();
await import('../apps/api/src/main.ts');

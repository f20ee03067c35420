// The API serving a built web app on a throwaway embedded database, with the demo accounts: for the browser benches
// (bench:web, bench:lighthouse). Usage: `const server = await startWebServer({ port, dist, name })`, then
// `server.base` and `server.stop()`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The built web app to serve: WEB_DIST, else apps/web/dist; exits with a hint when it was not built. */
export function webDist(command) {
  const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`${dist} has no build: run \`npm run build\` first (${command} does).`);
    process.exit(2);
  }
  return dist;
}

export async function startWebServer({ port, dist, name }) {
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lifeorbit-${name}-`));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT: 'relaxed',
      SEED_DEMO: 'true',
      WEB_DIST: dist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  // A fresh embedded database takes a few seconds, more on a busy machine.
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the server did not start');
}

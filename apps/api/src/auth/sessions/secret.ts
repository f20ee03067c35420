import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The auth secret signs session cookies. With no configuration at all the app must still start, so a secret is
 * generated once and kept in the data folder; BETTER_AUTH_SECRET overrides it.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'auth-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

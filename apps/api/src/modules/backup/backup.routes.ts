import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { BackupDownloadQuery, BackupTicketRequest } from '@lifeorbit/contracts/backup';
import { requireSuperadmin, requireUser } from '../../auth';
import { AppError } from '../../core/errors';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseQuery } from '../../core/validation';
import { createBackupFile } from '../../ops/backup';
import { logAdminAction } from '../security';
import { issueBackupTicket, redeemBackupTicket } from './backup.service';

/**
 * A superadmin downloads the same backup as `npm run db:backup` (ADR 022), audited: POST /api/admin/backup/ticket
 * with the password (and the two-factor code) again, then GET /api/admin/backup?ticket=... once, within a minute
 * (issue 36, item 4). A GET a link can start, so a request another site starts is refused as well.
 */
export function backupRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.post('/admin/backup/ticket', requireUser(deps), requireSuperadmin(deps), async (c) => {
    const input = await parseJsonBody(c, BackupTicketRequest);
    return c.json(await issueBackupTicket(deps, c.var.user.id, c.req.raw.headers, input));
  });
  routes.get('/admin/backup', requireUser(deps), requireSuperadmin(deps), async (c) => {
    if (c.req.header('Sec-Fetch-Site') === 'cross-site') {
      throw new AppError('forbidden', 'Download the backup from the admin area');
    }
    const { ticket } = parseQuery(c, BackupDownloadQuery);
    await redeemBackupTicket(deps, c.var.user.id, ticket);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-download-'));
    const file = path.join(folder, 'backup.tar.gz');
    const remove = () => fs.rmSync(folder, { recursive: true, force: true });
    try {
      const manifest = await createBackupFile(deps.database, deps.config, file);
      const bytes = fs.statSync(file).size;
      await logAdminAction(deps.database.db, {
        actorUserId: c.var.user.id,
        actionType: 'backup_downloaded',
        details: { kind: manifest.kind, migration: manifest.migration, bytes },
      });
      const stream = fs.createReadStream(file);
      stream.once('close', remove);
      const name = `lifeorbit-backup-${manifest.createdAt.replace(/[:.]/g, '-')}.tar.gz`;
      return new Response(Readable.toWeb(stream) as ReadableStream, {
        headers: {
          'Content-Type': 'application/gzip',
          'Content-Length': String(bytes),
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'no-store',
        },
      });
    } catch (err) {
      remove();
      throw err;
    }
  });
  return routes;
}

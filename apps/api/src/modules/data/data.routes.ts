import { Hono } from 'hono';
import {
  IMPORT_ARCHIVE_MAX_BYTES,
  IMPORT_MAX_BYTES,
  IMPORT_MEDIA_TYPES,
  ImportMappingRequest,
  ImportParams,
  ImportRunRequest,
  ImportUploadQuery,
} from '@lifeorbit/contracts/data';
import { requireUser } from '../../auth';
import { AppError } from '../../core/errors';
import type { AppDeps, AppEnv } from '../../core/deps';
import { acceptBodyTypes, allowBodyUpTo } from '../../core/route-marker';
import { parseJsonBody, parseOptionalJsonBody, parseParams, parseQuery } from '../../core/validation';
import { exportCsv, exportJson, streamOf } from './export/export.service';
import { getImport, mapNames, runImport, stageUpload } from './import/import.service';
import { listImports, undoImport } from './import/import-undo';

const day = () => new Date().toISOString().slice(0, 10);

/** The media types of Strong's, Hevy's and our own exports, which stay within IMPORT_MAX_BYTES. */
const TEXT_EXPORT_TYPES = new Set(['text/csv', 'text/plain', 'application/json', 'application/vnd.ms-excel']);

/**
 * Import and export under /api/data (issue 24, ADR 032). The account's deletion and the e-mail check, also under
 * /api/data, live with sign-in (src/auth/account, src/auth/verification).
 */
export function dataRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);

  // The file is the body itself (CSV, JSON, FIT, GPX, TCX, Apple Health XML, a zip or .gz), read as it streams in: up
  // to 1 GB for a zip or Apple Health's export, 50 MB for anything else (stageUpload counts it).
  routes.post(
    '/data/imports',
    allowBodyUpTo(IMPORT_ARCHIVE_MAX_BYTES),
    acceptBodyTypes(IMPORT_MEDIA_TYPES),
    signedIn,
    async (c) => {
      // A CSV or JSON file is refused by its length at once: only a zip or Apple Health's export may pass 50 MB.
      const length = Number(c.req.header('content-length') ?? 0);
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (length > IMPORT_MAX_BYTES && TEXT_EXPORT_TYPES.has(type)) {
        const message = `A CSV or JSON file can have at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`;
        throw new AppError('payload_too_large', message, [{ field: '(body)', code: 'too_long', message }]);
      }
      const query = parseQuery(c, ImportUploadQuery);
      return c.json(await stageUpload(db, c.var.user.id, c.req.raw.body, query), 201);
    },
  );
  routes.get('/data/imports', signedIn, async (c) => c.json(await listImports(db, c.var.user.id)));
  routes.get('/data/imports/:id', signedIn, async (c) =>
    c.json(await getImport(db, c.var.user.id, parseParams(c, ImportParams).id)),
  );
  // Undo of one whole import (issue 42).
  routes.delete('/data/imports/:id', signedIn, async (c) =>
    c.json(await undoImport(db, c.var.user.id, parseParams(c, ImportParams).id)),
  );
  routes.put('/data/imports/:id/mappings', signedIn, async (c) => {
    const { id } = parseParams(c, ImportParams);
    return c.json(await mapNames(db, c.var.user.id, id, await parseJsonBody(c, ImportMappingRequest)));
  });
  routes.post('/data/imports/:id/run', signedIn, async (c) => {
    const { id } = parseParams(c, ImportParams);
    const { skipBrokenRows } = await parseOptionalJsonBody(c, ImportRunRequest);
    return c.json(await runImport(db, c.var.user.id, id, skipBrokenRows));
  });

  routes.get('/data/export.csv', signedIn, (c) =>
    c.body(streamOf(exportCsv(db, c.var.user.id)), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="lifeorbit-workouts-${day()}.csv"`,
      'Cache-Control': 'no-store',
    }),
  );
  routes.get('/data/export.json', signedIn, (c) =>
    c.body(streamOf(exportJson(db, c.var.user.id)), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="lifeorbit-export-${day()}.json"`,
      'Cache-Control': 'no-store',
    }),
  );

  return routes;
}

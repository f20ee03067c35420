import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The API's module boundaries (ADR 018) are lint rules in eslint.config.js; these lint small files that exist only in
 * memory, placed where a real file would stand, and show what the rules refuse and what they allow.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const use = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

describe('API module boundaries (lint)', () => {
  it("refuses a module's import of another module's repository", async () => {
    const errors = await importErrors('apps/api/src/modules/x/x.service.ts', use('../workouts/workouts.repository'));
    expect(errors).toEqual([expect.stringContaining("Import another module through its index.ts ('../<module>')")]);
  });

  it("refuses a module's import of another module's service or routes too", async () => {
    expect(await importErrors('apps/api/src/modules/x/x.service.ts', use('../programs/programs.service'))).toHaveLength(
      1,
    );
    expect(await importErrors('apps/api/src/modules/x/x.routes.ts', use('../auth/auth.routes'))).toHaveLength(1);
  });

  it("allows another module's index, the module's own files, core and the guards", async () => {
    for (const specifier of ['../workouts', '../workouts/index', './x.repository', '../../core/errors', '../../auth']) {
      expect(await importErrors('apps/api/src/modules/x/x.service.ts', use(specifier)), specifier).toEqual([]);
    }
  });

  it('refuses a module importing http/, which builds the app', async () => {
    const errors = await importErrors('apps/api/src/modules/x/x.routes.ts', use('../../http/error-handler'));
    expect(errors).toEqual([expect.stringContaining('http/ builds the app')]);
  });

  it("refuses db/ reaching into a module's files, and auth/ importing any module, even its index", async () => {
    expect(await importErrors('apps/api/src/db/x.ts', use('../modules/admin/admin.repository'))).toHaveLength(1);
    expect(await importErrors('apps/api/src/auth/x.ts', use('../modules/admin/admin.repository'))).toHaveLength(1);
    expect(await importErrors('apps/api/src/auth/x.ts', use('../modules/admin'))).toEqual([
      expect.stringContaining('src/auth sits below the modules and imports none'),
    ]);
  });

  it("refuses a module reaching into the auth home's files: its index is the door", async () => {
    expect(await importErrors('apps/api/src/modules/x/x.service.ts', use('../../auth/sessions/guards'))).toEqual([
      expect.stringContaining("Import the sign-in and account home through its index.ts ('../../auth')"),
    ]);
  });

  it('refuses a module importing seed/, which sits above the modules', async () => {
    expect(await importErrors('apps/api/src/modules/x/x.service.ts', use('../../seed/scale'))).toEqual([
      expect.stringContaining('seed/ sits above the modules'),
    ]);
  });

  it('keeps core/ on the ground floor: no modules, guards, app, observability or ops code', async () => {
    for (const specifier of [
      '../modules/workouts',
      '../auth/guards',
      '../http/app',
      '../observability/observability',
      '../ops/control-socket',
      '../bootstrap',
    ]) {
      expect(await importErrors('apps/api/src/core/x.ts', use(specifier)), specifier).toHaveLength(1);
    }
    for (const specifier of ['../db/client', './observability', '../config/env']) {
      expect(await importErrors('apps/api/src/core/x.ts', use(specifier)), specifier).toEqual([]);
    }
  });
});

import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import zones of ADR 019, as lint sees them on made-up files: each import that crosses a zone fails, and the
// import a page or the owning feature would write instead passes.
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function zoneErrors(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export * from '${from}';\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import zones', () => {
  it.each([
    ['apps/web/src/features/templates/components/x.ts', '@/features/catalogue/api/search-exercises'],
    ['apps/web/src/features/workouts/components/x.ts', '@/app/route-manifest'],
    ['apps/web/src/features/catalogue/components/x.ts', '../admin/api/list-exercises'],
    ['apps/web/src/features/catalogue/components/x.ts', '@/features/catalogue/admin/api/keys'],
    ['apps/web/src/app/routes/templates/x.ts', '../workouts/workout-page'],
    ['apps/web/src/app/routes/templates/x.ts', '@/app/routes/workouts/workout-page'],
    ['apps/web/src/lib/x.ts', '@/features/workouts/api/keys'],
    ['apps/web/src/components/ui/x.ts', '@/app/route-manifest'],
  ])(
    '%s may not import %s',
    async (file, from) => {
      expect(await zoneErrors(file, from)).toHaveLength(1);
    },
    30_000,
  );

  it.each([
    ['apps/web/src/features/templates/components/x.ts', '../api/list-templates'],
    ['apps/web/src/features/catalogue/admin/components/x.ts', '@/features/catalogue/api/keys'],
    ['apps/web/src/app/routes/templates/x.ts', '@/features/catalogue/components/exercise-picker'],
    ['apps/web/src/app/routes/templates/x.ts', '../types'],
    ['apps/web/src/lib/x.ts', '@/components/ui/button'],
  ])(
    '%s may import %s',
    async (file, from) => {
      expect(await zoneErrors(file, from)).toEqual([]);
    },
    30_000,
  );
});

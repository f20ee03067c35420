// The API's data rules (issue 38, ADR 042), as lint rules of our own:
//   lifeorbit/sql-in-repositories  SQL is written only in *.repository.ts and *.sql.ts files (and the set log ADR 013
//                                  names), so a service reads as rules and a repository as statements.
//   lifeorbit/table-owner          a table is written (INSERT, UPDATE, DELETE, drizzle's insert/update/delete) only by
//                                  the module that owns it, as apps/api/src/db/table-owners.json says.
import fs from 'node:fs';
import path from 'node:path';

const ownersFile = path.join(import.meta.dirname, '../apps/api/src/db/table-owners.json');
const ownership = JSON.parse(fs.readFileSync(ownersFile, 'utf8'));
/** table -> owning module */
const ownerOf = new Map(Object.entries(ownership.owners).flatMap(([owner, tables]) => tables.map((t) => [t, owner])));

/** The API area a file belongs to: `modules/<m>/...` is m, `auth/...` is auth, `mail/...` is mail; else null. */
export function areaOf(filename) {
  const normalized = filename.split(path.sep).join('/');
  const match = /apps\/api\/src\/(?:modules\/([^/]+)|(auth|mail|http)(?=\/))/.exec(normalized);
  if (!match) return null;
  return match[1] ?? match[2];
}

const isTestCode = (filename) => /\.(test|permission-matrix)\.ts$|\/test\//.test(filename.split(path.sep).join('/'));

/** drizzle's table objects are the camelCase of the table: workoutSets -> workout_sets. */
const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const isSqlTag = (tag) =>
  (tag.type === 'Identifier' && tag.name === 'sql') ||
  (tag.type === 'MemberExpression' && tag.object.type === 'Identifier' && tag.object.name === 'sql');

/** A call on a database handle: db.x(), tx.x(), deps.db.x(), database.db.x(). */
const DB_HANDLE = /^(db|tx|database|client|trx)$/;
const onDatabase = (callee) =>
  callee.type === 'MemberExpression' &&
  ((callee.object.type === 'Identifier' && DB_HANDLE.test(callee.object.name)) ||
    (callee.object.type === 'MemberExpression' &&
      callee.object.property.type === 'Identifier' &&
      DB_HANDLE.test(callee.object.property.name)));

/** The set log's rule reads and writes, embedded in workouts' one statement (ADR 013). */
const ADR_013_FILES = /apps\/api\/src\/modules\/training-rules\/set-log\.ts$/;

const QUERY_HELPERS = new Set(['queryRows', 'preparedRows']);
const DRIZZLE_CALLS = new Set(['execute', 'insert', 'update', 'delete', 'select', 'selectDistinct', 'query']);

export const sqlInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL only in *.repository.ts and *.sql.ts files (ADR 042).' },
    schema: [],
    messages: {
      sql: 'SQL belongs in a *.repository.ts file (or a *.sql.ts file of SQL fragments): move this statement there and call it (ADR 042).',
    },
  },
  create(context) {
    const filename = context.filename;
    if (!areaOf(filename) || isTestCode(filename)) return {};
    if (/\.(repository|sql)\.ts$/.test(filename) || ADR_013_FILES.test(filename.split(path.sep).join('/'))) return {};
    return {
      TaggedTemplateExpression(node) {
        if (isSqlTag(node.tag)) context.report({ node, messageId: 'sql' });
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier' && QUERY_HELPERS.has(callee.name)) context.report({ node, messageId: 'sql' });
        else if (onDatabase(callee) && callee.property.type === 'Identifier' && DRIZZLE_CALLS.has(callee.property.name))
          context.report({ node, messageId: 'sql' });
        else if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'sql'
        )
          context.report({ node, messageId: 'sql' });
      },
    };
  },
};

/** INSERT INTO t, UPDATE t, DELETE FROM t, in the text of an sql`` template (its literal parts joined). */
const WRITE = /\b(insert\s+into|update|delete\s+from)\s+("?)([a-z_][a-z0-9_]*)\2/gi;
const NOT_A_TABLE = new Set(['set', 'of', 'skip', 'nowait']);

export const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is written only by its owning module (apps/api/src/db/table-owners.json).' },
    schema: [],
    messages: {
      foreign:
        "'{{table}}' belongs to the {{owner}} module: write it through {{owner}}'s index.ts, not from {{area}} (table-owners.json, ADR 042).",
    },
  },
  create(context) {
    const area = areaOf(context.filename);
    if (!area || isTestCode(context.filename)) return {};
    const check = (node, table) => {
      const owner = ownerOf.get(table);
      if (!owner || owner === area || area === `admin-${owner}`) return;
      if (ownership.shared?.[table]?.[area]) return;
      context.report({ node, messageId: 'foreign', data: { table, owner, area } });
    };
    return {
      TaggedTemplateExpression(node) {
        if (!isSqlTag(node.tag)) return;
        const text = node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ? ');
        for (const match of text.matchAll(WRITE)) {
          const table = match[3].toLowerCase();
          if (!NOT_A_TABLE.has(table)) check(node, table);
        }
      },
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          ['insert', 'update', 'delete'].includes(callee.property.name) &&
          node.arguments.length === 1 &&
          node.arguments[0].type === 'Identifier' &&
          onDatabase(callee)
        )
          check(node, snake(node.arguments[0].name));
      },
    };
  },
};

export default {
  meta: { name: 'lifeorbit' },
  rules: { 'sql-in-repositories': sqlInRepositories, 'table-owner': tableOwner },
};

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The JavaScript each route draws with, beyond what index.html loads (ADR 039): `dist/route-preloads.json`, which the
 * API reads to put `<link rel="modulepreload">` for them in the page it serves, so a phone fetches the shell's and the
 * page's chunks beside the framework instead of after it has run (and the app's preload helper finds them there and
 * adds no links of its own). Built from the areas' route lists (`src/app/routes/<area>/index.ts`): every route with a
 * page, its path and its shell.
 */
export interface RoutePreload {
  path: string;
  files: string[];
}

interface DeclaredRoute {
  path: string;
  shell: string;
  /** The page module's file. */
  page: string;
}

/** The shells' modules, by the `shell` a route names ('bare' pages have none). */
const SHELL_MODULES: Record<string, string> = {
  app: 'src/app/layouts/app-shell.tsx',
  admin: 'src/app/layouts/admin-shell.tsx',
  public: 'src/app/layouts/public-shell.tsx',
};

function resolveModule(fromDir: string, specifier: string): string {
  for (const suffix of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const file = path.resolve(fromDir, specifier + suffix);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  throw new Error(`route-preloads: cannot resolve ${specifier} from ${fromDir}`);
}

/** Every `{ path: '…', shell: '…', page: () => import('…') }` of the areas' route lists. */
export function declaredRoutes(routesDir: string): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const area of fs.readdirSync(routesDir)) {
    const file = path.join(routesDir, area, 'index.ts');
    if (!fs.existsSync(file)) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const props = new Map<string, ts.Expression>();
        for (const prop of node.properties) {
          if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name)) props.set(prop.name.text, prop.initializer);
        }
        const routePath = pathPattern(props.get('path'));
        const shell = props.get('shell');
        const page = props.get('page');
        const specifier = page && importedSpecifier(page);
        if (routePath && shell && ts.isStringLiteral(shell) && specifier) {
          routes.push({ path: routePath, shell: shell.text, page: resolveModule(path.dirname(file), specifier) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return routes;
}

/** A route's path; one built from a list (`/atlas/${category}`) stands for all of them, its values as parameters. */
function pathPattern(expression: ts.Expression | undefined): string | null {
  if (!expression) return null;
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  if (!ts.isTemplateExpression(expression)) return null;
  return expression.templateSpans.reduce(
    (pattern, span, index) => `${pattern}:value${index}${span.literal.text}`,
    expression.head.text,
  );
}

/** The module a `() => import('…')…` expression loads. */
function importedSpecifier(expression: ts.Node): string | null {
  let found: string | null = null;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found = argument.text;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return found;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'lifeorbit-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is typeof item & ChunkLike => item.type === 'chunk');
      // A dynamic import loads the module's facade, when it has one (a few bytes that re-export it), else its chunk.
      const chunkOfModule = new Map<string, ChunkLike>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOfModule.set(id, chunk);
      for (const chunk of chunks) if (chunk.facadeModuleId) chunkOfModule.set(chunk.facadeModuleId, chunk);
      /** A chunk and every chunk it imports, statically, all the way down. */
      const withImports = (chunk: ChunkLike): string[] => {
        const seen = new Set<string>();
        const stack = [chunk.fileName];
        while (stack.length > 0) {
          const fileName = stack.pop()!;
          if (seen.has(fileName)) continue;
          seen.add(fileName);
          const item = bundle[fileName];
          if (item?.type === 'chunk') stack.push(...item.imports);
        }
        return [...seen];
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('route-preloads: the build has no entry chunk');
      const inIndexHtml = new Set(withImports(entry));
      const chunkOf = (file: string) => {
        const chunk = chunkOfModule.get(file);
        if (!chunk) this.error(`route-preloads: no chunk holds ${path.relative(root, file)}`);
        return chunk;
      };

      const routes: RoutePreload[] = declaredRoutes(path.join(root, 'src/app/routes')).map((route) => {
        const shellModule = SHELL_MODULES[route.shell];
        const shellFiles = shellModule ? withImports(chunkOf(path.join(root, shellModule))) : [];
        const files = new Set([...shellFiles, ...withImports(chunkOf(route.page))]);
        return { path: route.path, files: [...files].filter((file) => !inIndexHtml.has(file)) };
      });
      // The route lists' shape changed and the parser above no longer sees them: better a failed build than no hints.
      if (routes.length < 50) this.error(`route-preloads: only ${routes.length} routes with a page were found`);
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify({ routes }) });
    },
  };
}

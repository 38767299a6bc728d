import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The route ids an app's code links (decision 0265): found by the TypeScript checker, not by a list
 * kept by hand. A route id is a string literal whose contextual type is a union of route ids only —
 * an argument of `localizedPath(id, locale)` or `getRoute(id)`, an element of a list declared
 * `satisfies readonly { route: RouteId }[]`, a `?? 'basket'` of such an argument — in the app's own
 * source (tests and the standalone harness left out) or in a function or constant of a workspace
 * package the app's code reaches (`productPath` of `@sf/i18n` links `product`). A type assertion to
 * route ids (`step as RouteId`) adds the literal types of its operand; one from a plain `string`
 * cannot be followed and is reported, so the build fails instead of declaring too little.
 */

/** What {@link linkedRouteIds} found. */
export interface LinkedRoutes {
  /** Every route id the code links, sorted. */
  readonly ids: readonly string[];
  /** `file:line: …` of each assertion to route ids from a value the checker cannot follow. */
  readonly unfollowed: readonly string[];
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'e2e', 'standalone', '__fixtures__']);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.endsWith('.d.ts');

/** The app's own TypeScript sources below `src/` (no tests, no standalone harness). */
export function appSources(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) {
        if (!SKIPPED_DIRS.has(name)) walk(file);
      } else if (/\.tsx?$/.test(name) && !isTest(name)) out.push(file);
    }
  };
  if (existsSync(join(root, 'src'))) walk(join(root, 'src'));
  return out.sort();
}

/** The string-literal values of a type, or `null` when it has any other (non-nullish) member. */
function literalValues(type: ts.Type): string[] | null {
  const values: string[] = [];
  for (const part of type.isUnion() ? type.types : [type]) {
    if (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) continue;
    if (!part.isStringLiteral()) return null;
    values.push(part.value);
  }
  return values;
}

/** Whether a type is a union of route ids (and nothing else but `undefined`/`null`). */
function isRouteIdType(type: ts.Type | undefined, routeIds: ReadonlySet<string>): boolean {
  if (!type) return false;
  const values = literalValues(type);
  return values !== null && values.length > 0 && values.every((v) => routeIds.has(v));
}

const inTypePosition = (node: ts.Node): boolean => {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isTypeNode(n)) return true;
    if (ts.isExpression(n) || ts.isStatement(n)) return false;
  }
  return false;
};

/** The statement of a source file a declaration sits in (what is visited when it is referenced). */
function topLevelOf(node: ts.Node): ts.Node {
  let n = node;
  while (n.parent && !ts.isSourceFile(n.parent)) n = n.parent;
  return n;
}

/** Where the type of every route id a link may name lives (`RouteId`, the published snapshot's ids). */
export const ROUTE_ID_TYPE = { module: '@sf/i18n', name: 'RouteId' } as const;

/** The values of the `RouteId` type as the app's program sees it (empty when it does not import it). */
function routeIdValues(program: ts.Program, checker: ts.TypeChecker, from: string): string[] {
  const resolved = ts.resolveModuleName(ROUTE_ID_TYPE.module, from, program.getCompilerOptions(), ts.sys)
    .resolvedModule?.resolvedFileName;
  const file = resolved ? program.getSourceFile(resolved) : undefined;
  const moduleSymbol = file ? checker.getSymbolAtLocation(file) : undefined;
  if (!moduleSymbol) return [];
  let symbol = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === ROUTE_ID_TYPE.name);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol ? (literalValues(checker.getDeclaredTypeOfSymbol(symbol)) ?? []) : [];
}

/**
 * Every route id linked by the app at `root`: its sources' literals, and those of the workspace
 * packages' declarations they reach, transitively. The ids looked for are those of `RouteId` (of
 * `@sf/i18n`, as the app's program resolves it) and `extraIds` (the app's own routes).
 */
export function linkedRouteIds(root: string, extraIds: Iterable<string> = []): LinkedRoutes {
  const appRoot = resolve(root);
  const files = appSources(appRoot);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(appRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const program = ts.createProgram(files, { ...config?.options, noEmit: true });
  const checker = program.getTypeChecker();
  const routeIds = new Set([...(files[0] ? routeIdValues(program, checker, files[0]) : []), ...extraIds]);
  const ids = new Set<string>();
  const unfollowed: string[] = [];
  const visited = new Set<ts.Node>();
  const queue: ts.Node[] = files.flatMap((f) => program.getSourceFile(f) ?? []);
  const workspaceFile = (file: string) =>
    !file.includes(`${sep}node_modules${sep}`) && !file.endsWith('.d.ts') && !isTest(file);

  const where = (node: ts.Node) => {
    const sf = node.getSourceFile();
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(appRoot, sf.fileName)}:${line + 1}`;
  };

  const follow = (node: ts.Identifier) => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    for (const declaration of symbol?.declarations ?? []) {
      const file = declaration.getSourceFile().fileName;
      if (!workspaceFile(file) || file.startsWith(`${appRoot}${sep}`)) continue;
      const top = topLevelOf(declaration);
      if (!visited.has(top)) queue.push(top);
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (routeIds.has(node.text) && !inTypePosition(node)) {
        if (isRouteIdType(checker.getContextualType(node), routeIds)) ids.add(node.text);
      }
    } else if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      if (isRouteIdType(checker.getTypeAtLocation(node.type), routeIds)) {
        const values = literalValues(checker.getTypeAtLocation(node.expression));
        if (values === null)
          unfollowed.push(
            `${where(node)}: a route id asserted from a value the build cannot follow (give it a route id type)`,
          );
        else for (const v of values) if (routeIds.has(v)) ids.add(v);
      }
    } else if (ts.isIdentifier(node)) {
      follow(node);
    }
    ts.forEachChild(node, visit);
  };

  while (queue.length > 0) {
    const node = queue.pop()!;
    if (visited.has(node)) continue;
    visited.add(node);
    visit(node);
  }
  return { ids: [...ids].sort(), unfollowed };
}

/**
 * What the browser downloads (issue 25, client bundles): walks the import graph of src/ from every
 * "use client" module and checks which packages it reaches.
 *
 * - No module a client component reaches imports the full zod (31 KiB gzipped with its JSON-schema
 *   code): forms and shared schemas use zod/mini, response shapes stay on the server.
 * - temporal-polyfill stays on the server (src/lib/time/instants.ts).
 * - The frame every signed-in page shares (the [locale] and (app) layouts' client components, by
 *   static imports) carries no zod at all, none of the libraries only some pages need, and not
 *   Auth.js's client (the user menu loads it when "Sign out" is chosen).
 *
 * Type-only imports are left out (the compiler erases them), and so are the modules behind a "use
 * server" file (the browser gets a reference to the action, not its code).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "..");
const SRC = path.join(ROOT, "src");
const CODE = /\.(tsx?|mjs|js)$/;
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

interface ModuleImport {
  specifier: string;
  /** import("...") (next/dynamic too): its own chunk, loaded when used. */
  dynamic: boolean;
}

interface ModuleInfo {
  directive: "use client" | "use server" | null;
  imports: ModuleImport[];
}

/** tsconfig's `paths` ("@/*" -> "./src/*"), as prefix rewrites. */
function aliases(): [string, string][] {
  const { config } = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const paths = (config?.compilerOptions?.paths ?? {}) as Record<string, string[]>;
  return Object.entries(paths).map(([from, [to]]) => [from.replace(/\*$/, ""), path.join(ROOT, to.replace(/\*$/, ""))]);
}
const ALIASES = aliases();

const isLocal = (specifier: string) =>
  specifier.startsWith(".") || ALIASES.some(([prefix]) => specifier.startsWith(prefix));

function resolveLocal(from: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias ? alias[1] + specifier.slice(alias[0].length) : path.resolve(path.dirname(from), specifier);
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const typeOnlyImport = (node: ts.ImportDeclaration) => {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    !!named &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
};

const typeOnlyExport = (node: ts.ExportDeclaration) =>
  node.isTypeOnly ||
  (!!node.exportClause &&
    ts.isNamedExports(node.exportClause) &&
    node.exportClause.elements.length > 0 &&
    node.exportClause.elements.every((e) => e.isTypeOnly));

const cache = new Map<string, ModuleInfo>();

function read(file: string): ModuleInfo {
  const cached = cache.get(file);
  if (cached) return cached;
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, kind);
  let directive: ModuleInfo["directive"] = null;
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    const text = statement.expression.text;
    if (text === "use client" || text === "use server") directive = text;
  }
  const imports: ModuleImport[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !typeOnlyImport(statement))
      imports.push({ specifier: (statement.moduleSpecifier as ts.StringLiteral).text, dynamic: false });
    else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !typeOnlyExport(statement))
      imports.push({ specifier: (statement.moduleSpecifier as ts.StringLiteral).text, dynamic: false });
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      imports.push({ specifier: node.arguments[0].text, dynamic: true });
    ts.forEachChild(node, visit);
  };
  visit(source);
  const info = { directive, imports };
  cache.set(file, info);
  return info;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(full);
    return CODE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file);

interface Graph {
  /** Each reached module, with the module that first imported it (null for a root). */
  parents: Map<string, string | null>;
  /** Packages each reached module imports: "zod/mini", "recharts"... */
  packages: Map<string, string[]>;
  unresolved: string[];
}

/**
 * The modules a client bundle holds, from `roots`. Server roots (the layouts) are followed only to
 * the client components they render; from there every value import counts, dynamic ones too unless
 * `staticOnly`.
 */
function clientGraph(roots: string[], { staticOnly = false } = {}): Graph {
  const graph: Graph = { parents: new Map(), packages: new Map(), unresolved: [] };
  const serverSeen = new Set<string>();
  const queue: [string, string | null][] = [];
  const enqueueServer = (file: string) => {
    if (serverSeen.has(file)) return;
    serverSeen.add(file);
    const info = read(file);
    if (info.directive === "use client") return void queue.push([file, null]);
    for (const { specifier } of info.imports) {
      if (!isLocal(specifier)) continue;
      const target = resolveLocal(file, specifier);
      if (target && CODE.test(target)) enqueueServer(target);
    }
  };
  for (const root of roots) {
    if (read(root).directive === "use client") queue.push([root, null]);
    else enqueueServer(root);
  }
  while (queue.length > 0) {
    const [file, parent] = queue.shift()!;
    if (graph.parents.has(file)) continue;
    const info = read(file);
    // A server action imported by a client component: the bundle holds a reference, not the module.
    if (parent !== null && info.directive === "use server") continue;
    graph.parents.set(file, parent);
    const packages: string[] = [];
    for (const { specifier, dynamic } of info.imports) {
      if (staticOnly && dynamic) continue;
      if (!isLocal(specifier)) {
        packages.push(specifier);
        continue;
      }
      const target = resolveLocal(file, specifier);
      if (!target) graph.unresolved.push(`${rel(file)}: ${specifier}`);
      else if (CODE.test(target)) queue.push([target, file]);
    }
    graph.packages.set(file, packages);
  }
  return graph;
}

function chain(graph: Graph, file: string): string {
  const links: string[] = [];
  for (let at: string | null | undefined = file; at; at = graph.parents.get(at)) links.unshift(rel(at));
  return links.join(" -> ");
}

/** Every reached module importing a package `forbidden` matches, with how a client component reaches it. */
function offenders(graph: Graph, forbidden: (pkg: string) => boolean): string[] {
  return [...graph.packages].flatMap(([file, packages]) =>
    packages.filter(forbidden).map((pkg) => `${pkg} in ${chain(graph, file)}`),
  );
}

/** The full zod, by any of its entry points; zod/mini (and its aliases) is fine. */
const MINI = new Set(["zod/mini", "zod/v4-mini", "zod/v4/mini"]);
const fullZod = (pkg: string) => /^zod(\/|$)/.test(pkg) && !MINI.has(pkg);

const clientRoots = sourceFiles(SRC).filter((file) => read(file).directive === "use client");

describe("client bundles", () => {
  const graph = clientGraph(clientRoots);

  it("walks every client component's imports", () => {
    expect(clientRoots.length).toBeGreaterThan(50);
    expect(graph.unresolved).toEqual([]);
    // The walk does reach shared schema modules (so the checks below are not vacuous).
    const users = path.join(SRC, "server/users/schemas.ts");
    expect(graph.packages.get(users)).toContain("zod/mini");
  });

  it("never reach the full zod: client-side schemas use zod/mini", () => {
    expect(offenders(graph, fullZod)).toEqual([]);
  });

  it("keep temporal-polyfill on the server", () => {
    expect(offenders(graph, (pkg) => pkg.startsWith("temporal-polyfill"))).toEqual([]);
  });

  it("keep zod and single-page libraries out of the frame every signed-in page shares", () => {
    const layouts = ["app/layout.tsx", "app/[locale]/layout.tsx", "app/[locale]/(app)/layout.tsx"];
    const frame = clientGraph(
      layouts.map((layout) => path.join(SRC, layout)),
      { staticOnly: true },
    );
    expect(frame.parents.size).toBeGreaterThan(10);
    const pageOnly = /^(zod|recharts|@fullcalendar\/|react-hook-form|@hookform\/|temporal-polyfill|next-auth\/react)/;
    expect(offenders(frame, (pkg) => pageOnly.test(pkg))).toEqual([]);
  });
});

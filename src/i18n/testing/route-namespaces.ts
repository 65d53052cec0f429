/**
 * A static reading of which message namespaces each route's client components translate with, for
 * the test that keeps src/i18n/client-namespaces.ts honest. It follows imports (static and dynamic)
 * from each page and layout under src/app/[locale]; once a file says "use client", it and
 * everything it imports run in the browser and read messages from the nearest
 * NextIntlClientProvider, which is the route's <ClientMessages scope="..."> (or its layout's).
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import en from "../../../messages/en.json";

const ROOT = path.resolve(__dirname, "../../..");
const SRC = path.join(ROOT, "src");
type Tree = { [key: string]: string | Tree };

const sources = new Map<string, string>();
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(file, "utf8");
    sources.set(file, text);
  }
  return text;
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// `import x from "y"`, `export ... from "y"`, `import("y")`; `import type` is erased at build.
const IMPORT_RE =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const m of source(file).matchAll(IMPORT_RE)) {
    const resolved = resolveImport(file, m[1] ?? m[2]);
    if (resolved && /\.(ts|tsx)$/.test(resolved)) out.push(resolved);
  }
  return out;
}

const isClient = (file: string) => /^\s*(?:\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*["']use client["']/.test(source(file));

/** The deepest prefix of `key` that names a group of messages ("auth.google.x" -> "auth.google"). */
function groupOf(key: string): string | null {
  const parts = key.split(".");
  let node: string | Tree = en as Tree;
  const taken: string[] = [];
  for (const part of parts) {
    if (typeof node !== "object" || !(part in node) || typeof node[part] !== "object") break;
    node = node[part];
    taken.push(part);
  }
  return taken.length ? taken.join(".") : null;
}

export type FileUse = { namespaces: string[]; problems: string[] };

/** The namespaces one client file translates with, and what the static reading cannot decide. */
export function namespacesOfFile(file: string, runtimeKeys: Record<string, readonly string[]>): FileUse {
  const text = source(file);
  const rel = path.relative(ROOT, file);
  const namespaces = new Set<string>();
  const problems: string[] = [];
  for (const m of text.matchAll(/useTranslations\(\s*([^)]*?)\s*\)/g)) {
    const arg = m[1];
    if (arg === "") continue;
    const literal = /^["']([\w.]+)["']$/.exec(arg);
    if (literal) namespaces.add(literal[1]);
    else problems.push(`${rel}: useTranslations(${arg}) takes a namespace that is not a string literal`);
  }
  const roots = [...text.matchAll(/(\w+)\s*=\s*useTranslations\(\s*\)/g)].map((m) => m[1]);
  if (roots.length) {
    // A translator over all messages: every literal key it is given in the file counts.
    for (const root of roots) {
      const call = new RegExp(
        `(?:\\b${root}(?:\\.has|\\.rich|\\.markup)?\\(|translateKey\\(\\s*${root}\\s*,)\\s*["'\`]([a-zA-Z]\\w*(?:\\.\\w+)+)`,
        "g",
      );
      for (const m of text.matchAll(call)) {
        const group = groupOf(m[1]);
        if (group) namespaces.add(group);
      }
    }
    if (/\b(?:runtimeKey|translateKey)\(/.test(text)) {
      const listed = runtimeKeys[rel];
      if (listed) listed.forEach((ns) => namespaces.add(ns));
      else
        problems.push(
          `${rel}: translates run-time keys with useTranslations(); list their namespaces in RUNTIME_KEY_NAMESPACES`,
        );
    }
  }
  if (/\buseMessages\(/.test(text))
    problems.push(`${rel}: useMessages() reads the whole catalogue; translate with useTranslations`);
  return { namespaces: [...namespaces], problems };
}

/** Every client file reachable from a route file (the route file itself when it is a client file). */
export function clientFilesOf(routeFile: string): string[] {
  const seen = new Set<string>();
  const client = new Set<string>();
  const walk = (file: string, inClient: boolean) => {
    const key = `${file}|${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const nowClient = inClient || isClient(file);
    if (nowClient) client.add(file);
    for (const next of importsOf(file)) walk(next, nowClient);
  };
  walk(routeFile, false);
  return [...client];
}

/** Pages and layouts (and their error and not-found files) under src/app/[locale]. */
export function routeFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/^(page|layout|not-found|error|loading|template)\.tsx$/.test(name)) out.push(full);
    }
  };
  walk(path.join(SRC, "app", "[locale]"));
  return out.sort();
}

/** The scope a route file provides itself (<ClientMessages scope="x"> or <AppClientFrame scope="x">). */
export function ownScope(routeFile: string): string | null {
  return /<(?:ClientMessages|AppClientFrame)\b[^>]*?\bscope="([\w-]+)"/.exec(source(routeFile))?.[1] ?? null;
}

/** The scope that reaches a route file's client components: its own, else the nearest layout's above it. */
export function scopeOf(routeFile: string): string | null {
  const own = ownScope(routeFile);
  if (own) return own;
  const top = path.join(SRC, "app", "[locale]");
  let dir = path.dirname(routeFile);
  if (path.basename(routeFile) === "layout.tsx") dir = path.dirname(dir);
  while (dir.startsWith(top)) {
    const layout = path.join(dir, "layout.tsx");
    if (existsSync(layout) && ownScope(layout)) return ownScope(layout);
    if (dir === top) break;
    dir = path.dirname(dir);
  }
  return null;
}

/** True when `provided` (a namespace or a group inside one) covers every key under `used`. */
export function covers(provided: readonly string[], used: string): boolean {
  return provided.some((p) => used === p || used.startsWith(`${p}.`));
}

export const relative = (file: string) => path.relative(ROOT, file);

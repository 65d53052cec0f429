/**
 * Every client component translates only with namespaces its page's client boundary provides, and
 * every boundary carries only what its routes' client components use (see client-namespaces.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import en from "../../messages/en.json";
import { CLIENT_NAMESPACES, pickMessages, RUNTIME_KEY_NAMESPACES } from "./client-namespaces";
import {
  clientFilesOf,
  covers,
  namespacesOfFile,
  ownScope,
  relative,
  routeFiles,
  scopeOf,
} from "./testing/route-namespaces";

type Tree = { [key: string]: string | Tree };
const scopes = CLIENT_NAMESPACES as Record<string, readonly string[]>;

const routes = routeFiles().map((file) => {
  const used = new Map<string, string>();
  const problems: string[] = [];
  for (const client of clientFilesOf(file)) {
    const use = namespacesOfFile(client, RUNTIME_KEY_NAMESPACES);
    for (const ns of use.namespaces) used.set(ns, relative(client));
    problems.push(...use.problems);
  }
  return { file: relative(file), scope: scopeOf(file), used, problems };
});

describe("client message scopes", () => {
  test("the reading finds the pages and their client components", () => {
    const dashboard = routes.find((r) => r.file.endsWith("(shell)/dashboard/page.tsx"));
    expect(dashboard?.scope).toBe("dashboard");
    expect([...(dashboard?.used.keys() ?? [])]).toEqual(expect.arrayContaining(["dashboard.schedule", "quickAdd"]));
  });

  test("every client component's namespaces are in its route's scope", () => {
    const missing: string[] = [];
    for (const route of routes) {
      missing.push(...route.problems);
      for (const [ns, by] of route.used) {
        if (!route.scope)
          missing.push(`${route.file}: ${by} uses "${ns}" but no <ClientMessages> provides messages here`);
        else if (!covers(scopes[route.scope] ?? [], ns))
          missing.push(`${route.file}: ${by} uses "${ns}"; add it to CLIENT_NAMESPACES["${route.scope}"]`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  test("every scope carries only namespaces its routes use, and is provided somewhere", () => {
    const unused: string[] = [];
    for (const [scope, namespaces] of Object.entries(scopes)) {
      const users = routes.filter((r) => r.scope === scope);
      if (!routes.some((r) => ownScope(path.resolve(r.file)) === scope))
        unused.push(`scope "${scope}" is provided by no route`);
      for (const ns of namespaces) {
        const needed = users.some((r) => [...r.used.keys()].some((u) => covers([ns], u) || covers([u], ns)));
        if (!needed)
          unused.push(`CLIENT_NAMESPACES["${scope}"] has "${ns}", which none of its routes' client components use`);
      }
    }
    expect(unused).toEqual([]);
  });

  test("listed namespaces and files exist", () => {
    const all = [...Object.values(scopes).flat(), ...Object.values(RUNTIME_KEY_NAMESPACES).flat()];
    for (const ns of all) expect([ns, typeof pickMessages(en as Tree, [ns])[ns.split(".")[0]]]).toEqual([ns, "object"]);
    for (const file of Object.keys(RUNTIME_KEY_NAMESPACES)) expect([file, existsSync(file)]).toEqual([file, true]);
  });
});

describe("pickMessages", () => {
  const messages = { a: { x: "1", g: { y: "2" }, z: "3" }, b: { w: "4" } };
  test("takes whole namespaces and groups inside them, nested as in the catalogue", () => {
    expect(pickMessages(messages, ["b", "a.g"])).toEqual({ b: { w: "4" }, a: { g: { y: "2" } } });
    expect(pickMessages(messages, ["a.g", "a.x"])).toEqual({ a: { g: { y: "2" }, x: "1" } });
    expect(pickMessages(messages, ["missing", "a.nothing"])).toEqual({ a: {} });
  });
});

import en from "../../messages/en.json";
import es from "../../messages/es.json";
import ar from "../../messages/ar.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe("messages", () => {
  const base = flatten(en as Tree);
  test.each([
    ["es", es],
    ["ar", ar],
  ])("%s has exactly the keys of en", (_name, messages) => {
    const other = flatten(messages as Tree);
    expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
  });

  test.each([
    ["en", en],
    ["es", es],
    ["ar", ar],
  ])("%s has no empty texts and the same placeholders as en", (_name, messages) => {
    for (const [key, value] of flatten(messages as Tree)) {
      expect(value.trim()).not.toBe("");
      expect([key, placeholders(value)]).toEqual([key, placeholders(base.get(key) ?? "")]);
    }
  });
});

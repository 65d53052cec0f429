import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
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

/** The arguments and rich-text tags a message uses, read by the ICU parser next-intl uses (plural branches are texts, not arguments). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (isLiteralElement(el) || isPoundElement(el)) continue;
      names.add(isTagElement(el) ? `<${el.value}>` : el.value);
      if (isTagElement(el)) walk(el.children);
      if (isPluralElement(el) || isSelectElement(el))
        for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

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

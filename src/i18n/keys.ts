/**
 * Message keys as types (see app-config.d.ts). A key that is only known at run time (an API
 * error's messages key, a zod issue's message, a code stored in the database) goes through
 * runtimeKey(): the one visible place where a string becomes a key. It is typed `never` so it fits
 * any translator, namespaced or not. Such keys come from our own schemas and error codes, and the
 * i18n tests check that the messages files agree; the compiler checks every other key.
 */
export function runtimeKey(key: string): never {
  return key as never;
}

type Values = Record<string, string | number | Date>;

/** The same, with values: translates a run-time key with `t` (namespaced or not). */
export function translateKey(t: (key: never, values?: never) => string, key: string, values?: Values): string {
  return t(runtimeKey(key), values as never);
}

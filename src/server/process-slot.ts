/**
 * Process-wide state (the database handle, the logger, the job runner, the rate limiters ...),
 * kept on globalThis: Next's dev server re-evaluates modules on every edit, and a module can be
 * loaded in several bundles (instrumentation, route handlers, server actions), each of which would
 * otherwise hold its own copy (a second PGlite on one directory, a second job runner).
 */

declare global {
  // A global declared on globalThis has to be a `var`.
  var __rhythmSlots: Map<string, { value?: unknown }> | undefined;
}

/** The process's one box called `name`: `value` is undefined until a caller sets it. */
export function processSlot<T>(name: string): { value?: T } {
  const slots = (globalThis.__rhythmSlots ??= new Map());
  let slot = slots.get(name);
  if (!slot) {
    slot = {};
    slots.set(name, slot);
  }
  // Each name belongs to one module, which always asks for it with the same T.
  return slot as { value?: T };
}

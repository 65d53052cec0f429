import "server-only";
/** Work each domain wants done once the database is migrated (seeding, warnings). */
export const startupHooks: Array<() => Promise<void>> = [];

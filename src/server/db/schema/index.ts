/** Every table, re-exported by domain. drizzle-kit reads this file to generate migrations. */
export * from "./users";
export * from "./referrals";
export * from "./mail";
export * from "./billing";
export * from "./plans";
export * from "./settings";

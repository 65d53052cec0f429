/** Every table, re-exported by domain. drizzle-kit reads this file to generate migrations. */
export * from "./users";
export * from "./referrals";

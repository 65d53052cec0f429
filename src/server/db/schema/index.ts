/** Every table, re-exported by domain. drizzle-kit reads this file to generate migrations. */
export * from "./users";
export * from "./referrals";
export * from "./mail";
export * from "./billing";
export * from "./plans";
export * from "./blocks";
export * from "./settings";
export * from "./calendar";
export * from "./habits";
export * from "./rewards";
export * from "./affiliates";
export * from "./moods";
export * from "./password-resets";
export * from "./subscriptions";
export * from "./push";

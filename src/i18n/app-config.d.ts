/**
 * Message keys the compiler checks (next-intl's AppConfig): every t("...") must name a key of
 * messages/en.json, and the i18n test keeps es.json and ar.json in step with it. Keys that arrive
 * at run time (an API error's messages key, a zod issue's message) go through runtimeKey() in
 * ./keys.ts. The locale is not typed here: route params are strings, narrowed by toLocale().
 */
import type messages from "../../messages/en.json";

declare module "next-intl" {
  interface AppConfig {
    Messages: typeof messages;
  }
}

import { hasArabic } from "./arabic";
import { extractTasks } from "./extract";
import { detectLanguage } from "./grammar";
import { scheduleTasks } from "./schedule";
import type { EnginePlanResult, ExtractedTask, Extractor, PlanOptions, PlanResult, Reason } from "./types";

function withNoTaskWarning(result: PlanResult, tasks: ExtractedTask[]): PlanResult {
  if (tasks.length === 0) result.warnings = [...(result.warnings ?? []), { code: "no-tasks" }];
  return result;
}

/** Rules extractor + solver. */
/** The language of the description (Arabic script means Arabic), for the titles of inserted breaks. */
function planLocale(description: string, options: PlanOptions): "en" | "es" | "ar" {
  return hasArabic(description) ? "ar" : detectLanguage(description, options.locale === "es" ? "es" : "en");
}

export function planDay(description: string, options: PlanOptions): PlanResult {
  const lang = planLocale(description, options);
  const tasks = extractTasks(description, options);
  return withNoTaskWarning(scheduleTasks(tasks, { ...options, locale: lang }), tasks);
}

/** Error with a reason code that planWithExtractor reports as the fallback reason. */
export class ExtractorError extends Error {
  constructor(
    public readonly code: "llm-unavailable" | "llm-timeout" | "llm-invalid" | "llm-empty",
    message: string,
  ) {
    super(message);
    this.name = "ExtractorError";
  }
}

/**
 * Plans with a pluggable extractor (e.g. the LLM one). Whatever it returns goes through the same
 * solver; if it fails, times out or returns nothing usable, the rules engine plans instead and
 * `fallback` says why.
 */
export async function planWithExtractor(description: string, options: PlanOptions, extractor?: Extractor): Promise<EnginePlanResult> {
  const lang = planLocale(description, options);
  if (extractor) {
    let fallback: Reason;
    try {
      const tasks = await extractor(description, options);
      if (tasks.length > 0) return { ...scheduleTasks(tasks, { ...options, locale: lang }), engine: "llm" };
      fallback = { code: "llm-empty" };
    } catch (error) {
      fallback = { code: error instanceof ExtractorError ? error.code : "llm-unavailable" };
    }
    return { ...planDay(description, options), engine: "rules", fallback };
  }
  return { ...planDay(description, options), engine: "rules" };
}

/**
 * Rhythm scheduling engine. Everything here is pure (no I/O, no environment reads) except
 * createLlmExtractor, which calls the model endpoint it is given. See types.ts for the shapes.
 */
export type * from "./types";
export { extractTasks } from "./extract";
export { scheduleTasks, splitDuration, FOCUS_LIMIT, BREAK_MINUTES } from "./schedule";
export { planDay, planWithExtractor, ExtractorError } from "./plan";
export { offDayOptions } from "./day-off";
export { PLAN_BUDGET_MS, PlanBudgetExceeded, isPlanBudgetExceeded, type PlanBudget } from "./budget";
export { replanDay } from "./replan";
export { formatClock, formatReason, REASON_CODES } from "./reasons";
export { validateDescription, MAX_DESCRIPTION_LENGTH } from "./validate";
export { detectLanguage, parseClock, parseDuration } from "./grammar";
export { createLlmExtractor, sanitizeLlmTasks, MAX_LLM_TASKS, type LlmExtractorConfig } from "./extract-llm";
export {
  quickAdd,
  quickAddTasks,
  type QuickAddChoice,
  type QuickAddMiss,
  type QuickAddResult,
  type QuickAddSlot,
} from "./quick-add";
export { quickAddDay } from "./quick-add-day";

import "server-only";
/**
 * THE one place where the AI extractor plugs into the schedule domain: when OPENAI_API_KEY is set,
 * plans are extracted by the planner's LLM extractor (OPENAI_BASE_URL, OPENAI_MODEL,
 * LLM_TIMEOUT_MS); otherwise the rules engine plans alone.
 */
import { env } from "@/lib/env";
import { createLlmExtractor, type Extractor } from "@/server/planner";

let cached: { key: string; extractor: Extractor } | undefined;

export function llmExtractor(): Extractor | undefined {
  const e = env();
  if (!e.OPENAI_API_KEY) return undefined;
  const key = [e.OPENAI_API_KEY, e.OPENAI_BASE_URL ?? "", e.OPENAI_MODEL, e.LLM_TIMEOUT_MS].join("|");
  if (cached?.key !== key) {
    cached = {
      key,
      extractor: createLlmExtractor({
        apiKey: e.OPENAI_API_KEY,
        baseURL: e.OPENAI_BASE_URL,
        model: e.OPENAI_MODEL,
        timeoutMs: e.LLM_TIMEOUT_MS,
      }),
    };
  }
  return cached.extractor;
}

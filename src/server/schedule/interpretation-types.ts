/**
 * What the interpretation API answers, as types inferred from interpretation-schemas.ts. Types
 * only, so the dashboard can import them.
 */
import type { z } from "zod";
import type {
  interpretationEditResponseSchema,
  interpretationItemSchema,
  interpretationResponseSchema,
  interpretationSchema,
} from "./interpretation-schemas";

export type InterpretationItem = z.infer<typeof interpretationItemSchema>;
export type InterpretationView = z.infer<typeof interpretationSchema>;
export type InterpretationResponse = z.infer<typeof interpretationResponseSchema>;
export type InterpretationEditResponse = z.infer<typeof interpretationEditResponseSchema>;

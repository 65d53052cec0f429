export const MAX_DESCRIPTION_LENGTH = 4000;

export type DescriptionCheck = { ok: true; text: string } | { ok: false; code: "empty" | "too-long" };

/** Empty or whitespace-only -> "empty"; more than 4000 characters -> "too-long". */
export function validateDescription(description: string): DescriptionCheck {
  if (typeof description !== "string" || description.trim() === "") return { ok: false, code: "empty" };
  if (description.length > MAX_DESCRIPTION_LENGTH) return { ok: false, code: "too-long" };
  return { ok: true, text: description.trim() };
}

/**
 * The reminder choices the settings page offers (its client component imports this module, so it
 * must not import zod, next-intl or the database); ./schemas.ts checks the same settings.
 */
export const BLOCK_REMINDER_KINDS = ["event", "task", "meal", "habit", "break"] as const;
export const LEAD_CHOICES = [0, 5, 10, 15, 30] as const;

/** The habits domain's errors: an AppError each, with the status and messages key the API answers. */
import { AppError, conflict, notFound } from "@/lib/errors";

export const habitNotFound = () => notFound("habits.errors.notFound");
export const dateOutOfRange = () => new AppError("validation", 400, "habits.errors.dateOutOfRange");
export const beforeStart = () => new AppError("validation", 400, "habits.errors.beforeStart");
export const noSkipsLeft = (skips: number, days: number) =>
  new AppError("conflict", 409, "habits.errors.noSkipsLeft", { skips, days });
export const tooManyHabits = () => conflict("habits.errors.tooMany");
export const archivedHabit = () => conflict("habits.errors.archived");

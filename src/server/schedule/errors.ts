/** The schedule domain's errors: an AppError each, with the status and messages key the API answers. */
import { AppError, conflict, notFound } from "@/lib/errors";
import { MAX_DESCRIPTION_LENGTH } from "@/lib/constants";

export const emptyDescription = () => new AppError("validation", 400, "schedule.errors.empty");
export const descriptionTooLong = () =>
  new AppError("payload_too_large", 413, "schedule.errors.tooLong", {
    max: MAX_DESCRIPTION_LENGTH.toLocaleString("en"),
  });
/** The planner ran out of its time budget (see src/server/planner/budget.ts): 422, nothing saved. */
export const descriptionTooComplex = () => new AppError("validation", 422, "schedule.errors.tooComplex");
export const noPlan = () => notFound("schedule.errors.noPlan");
export const outsideDay = () => new AppError("validation", 400, "schedule.errors.outsideDay");
/** The interpretation panel (PATCH /api/schedule/interpretation). */
export const taskNotFound = () => notFound("schedule.errors.taskNotFound");
export const taskDone = () => conflict("schedule.errors.taskDone");
export const taskDropped = () => conflict("schedule.errors.taskDropped");
export const pinPast = () => new AppError("validation", 400, "schedule.errors.pinPast");
export const keptFreeUnpin = () => new AppError("validation", 400, "schedule.errors.keptFreeUnpin");
export const dayOver = () => conflict("schedule.errors.dayOver");

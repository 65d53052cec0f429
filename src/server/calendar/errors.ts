/** The calendar domain's errors: an AppError each, with the status and messages key the API answers. */
import { AppError, notFound } from "@/lib/errors";

export const calendarBlockNotFound = () => notFound("calendarApi.errors.blockNotFound");
export const notInTrash = () => notFound("calendarApi.errors.notInTrash");
export const endBeforeStart = () => new AppError("validation", 400, "calendarApi.errors.endBeforeStart");
export const outsideDay = () => new AppError("validation", 400, "calendarApi.errors.outsideDay");
export const allDayTimes = () => new AppError("validation", 400, "calendarApi.errors.allDayTimes");
export const feedNotFound = () => notFound("calendarApi.errors.feedNotFound");
export const restoreConflict = () => new AppError("conflict", 409, "calendarApi.errors.restoreConflict");
export const subscriptionBlockReadOnly = () => new AppError("conflict", 409, "calendarSubscriptions.errors.readOnly");

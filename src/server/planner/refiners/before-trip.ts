/**
 * Anchors to the day's events hold (issue 29, kind 8): "11am flight, so: pack (1h), leave for the airport
 * by 9" packs before the leaving, never after it (the leaving was pinned before 9 and the packing went into
 * the first free hour after it). A departure for a trip (the airport, a station, a ferry), pinned at its
 * hour, comes after what the text lists before it: those items, with no hour, anchor or deadline of their
 * own, are due when the leaving starts. A language-free refiner over the extracted tasks; the trip is read
 * from the departure's title only.
 */

import type { ExtractedTask } from "../types";

/** Where a trip leaves from: "leave for the airport", "salir para la estación", "أطلع على المطار". Linear. */
const TRIP_PLACE =
  /(?<![\p{L}])(?:airport|station|terminal|ferry|port|flight|train|aeropuerto|estaci[oó]n|terminal|vuelo|tren|المطار|المحطة)(?![\p{L}])/iu;

export function doneBeforeTrip(tasks: ExtractedTask[], leaving: RegExp): void {
  const at = tasks.findIndex((d) => d.timedUntil && d.fixedStart && leaving.test(d.title) && TRIP_PLACE.test(d.title));
  if (at <= 0) return;
  const by = tasks[at].fixedStart as string;
  for (const t of tasks.slice(0, at)) {
    if (t.fixedStart || t.deadline || t.earliestStart || t.after?.length || t.kind === "meal" || t.blocked) continue;
    t.deadline = by;
  }
}

/**
 * "plumber coming sometime in the morning", "parcel due this morning", "call the bank in the morning", "el
 * fontanero viene por la mañana" (issue 29, kind 8): on a day that starts at 06:00, the morning of a
 * tradesperson, a delivery or a business is its business hours, never 06:00. The part of the day gains the
 * hour it opens ("in the morning after 8am"; a call to a business after 9am), which the item reader knows.
 * Only when the item gives no clock of its own; bounded: LOOK_BACK tokens back to where the item opens.
 */

import { type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

/** Who comes to the door: they come in working hours. */
const COMES = new Set(
  (
    "delivery deliveries parcel parcels courier plumber electrician engineer fitter fitters builder builders " +
    "joiner installer technician gasman boiler handyman decorator decorators locksmith glazier cleaner surveyor " +
    "fontanero electricista técnico tecnico repartidor paquete pedido albañil cerrajero pintor"
  ).split(" "),
);
/** Places one calls or goes to in their opening hours. */
const BUSINESSES = new Set(
  "bank gp surgery council insurer insurance dentist dentists vet vets garage hmrc landlord letting agent pharmacy".split(
    " ",
  ),
);
const CONTACT = new Set("call ring phone contact chase".split(" "));
const LOOK_BACK = 8;
/** "in the morning", "this morning", "sometime in the morning"; Spanish "por la mañana", "esta mañana". */
const MORNING_LEADS = new Set(["the", "this", "la", "esta"]);

/** What the item before the morning at i comes to: "8am", "9am", or null. */
function openingHour(tokens: readonly Tagged[], i: number): string | null {
  let comes = false;
  let contact = false;
  let business = false;
  for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--) {
    const t = tokens[k];
    if (t.kind === "clock" || t.kind === "number") return null;
    if (COMES.has(t.lower)) comes = true;
    if (CONTACT.has(t.lower)) contact = true;
    if (BUSINESSES.has(t.lower)) business = true;
    if (opensItem(tokens, k, true)) break;
  }
  if (contact && business) return "9am";
  return comes && !contact ? "8am" : null;
}

/** Whether a clock follows the morning in its item ("in the morning at 7", "... around 10"). */
function clockAfter(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i + 1; k < tokens.length && k <= i + 4 && tokens[k].kind !== "break" && tokens[k].kind !== "punct"; k++)
    if (tokens[k].kind === "clock" || tokens[k].kind === "number") return true;
  return false;
}

export const BUSINESS_MORNING: Rule = {
  name: "window/business-morning",
  starts: { words: ["morning", "mañana"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if ((t.lower !== "morning" && t.lower !== "mañana") || !MORNING_LEADS.has(tokens[i - 1]?.lower ?? "")) return null;
    if (clockAfter(tokens, i)) return null;
    const hour = openingHour(tokens, i - 1);
    if (!hour) return null;
    if (t.lower === "mañana") return { end: i + 1, text: `${t.text} después de las ${hour === "8am" ? 8 : 9}` };
    return { end: i + 1, text: `${t.text} after ${hour}` };
  },
};

/**
 * A trip's arrival said after its departure is where it ends (issue 29, kind 1): "Train to Leeds 7:05
 * from Kings X (arr 9:20)", "flight 10:40 (lands 1:15)", "coach at 8 (gets in 11.30)", "train 7.05,
 * arrives 9.20" are the train 07:05-09:20, the flight 10:40-13:15, never an hour-long trip and an item
 * "Arrives". Only after a trip's word (train, flight, coach, bus, ferry) earlier in the item; the
 * arrival becomes "till 9:20", which the clock reader knows. Bounded: the trip word within BACK tokens.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const BACK = 10;
const TRIPS = new Set(["train", "flight", "plane", "coach", "bus", "ferry", "boat", "tram", "eurostar", "megabus"]);
const ARRIVAL = new Set(["arr", "arrive", "arrives", "arriving", "arrival", "lands", "landing", "land"]);
/** "gets in 11.30", "due in 9.20", "in at 9.20". */
const IN_WORDS = new Set(["gets", "getting", "due", "get"]);

function tripBefore(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - BACK; k--) {
    if (closesItem(tokens[k])) return false;
    if (TRIPS.has(tokens[k].lower)) return true;
  }
  return false;
}

export const TRIP_ARRIVAL: Rule = {
  name: "range/trip-arrival",
  starts: { words: ["(", ","] },
  match: (tokens, i) => {
    const open = tokens[i].text;
    if (open !== "(" && open !== ",") return null;
    let k = i + 1;
    if (ARRIVAL.has(tokens[k]?.lower ?? "")) k++;
    else if (IN_WORDS.has(tokens[k]?.lower ?? "") && tokens[k + 1]?.lower === "in") k += 2;
    else return null;
    if (tokens[k]?.text === ".") k++;
    if (tokens[k]?.lower === "at" || tokens[k]?.lower === "in") k++;
    const clock = readClock(tokens, k);
    if (!clock || !tripBefore(tokens, i)) return null;
    let end = clock.end;
    if (open === "(") {
      if (tokens[end]?.text !== ")") return null;
      end++;
    } else if (!closesItem(tokens[end]) && tokens[end]?.text !== ",") return null;
    return { end, text: ` till ${spanText(tokens, k, clock.end, "")}` };
  },
};

/**
 * What is on the television or radio, written after its time (issue 29, kind 3): "Poirot at 8 on
 * ITV", "the match 3pm on Sky Sports", "Archers 7pm on Radio 4" are "Poirot", "The match": the channel
 * after the clock is an aside, as a place after the clock is (rules/place-after-time.ts), bracketed for
 * the title cleaner. Before the clock it stays the item's own words ("Bake Off on C4 at 8"). Bounded:
 * the channel's name and one word or number after it.
 */

import { type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const CHANNELS = new Set(
  (
    "itv itv1 itv2 itv3 itv4 itvx bbc bbc1 bbc2 bbc3 bbc4 iplayer c4 e4 more4 film4 s4c sky netflix prime " +
    "disney+ dave channel radio tnt uktv"
  ).split(" "),
);
/** What may follow the channel's first word: "Channel 4", "BBC One", "Sky Sports", "Radio 4". */
const SECOND = new Set(["one", "two", "three", "four", "sports", "atlantic", "arts", "news", "max", "showcase"]);

/** A time, or the bracket that closes one. */
function timed(t: Tagged | undefined): boolean {
  return t?.kind === "clock" || t?.kind === "number" || !!t?.tags.has("pm") || !!t?.tags.has("am") || t?.text === ")";
}

export const ON_CHANNEL: Rule = {
  name: "aside/on-channel",
  starts: { words: ["on"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "on" || !timed(tokens[i - 1])) return null;
    const first = tokens[i + 1];
    if (first?.kind !== "word" || !CHANNELS.has(first.lower)) return null;
    let end = i + 2;
    const second = tokens[end];
    if (second && (SECOND.has(second.lower) || (second.kind === "number" && (second.digits ?? 0) <= 2))) end++;
    // ("channel" and "radio" name none alone.)
    if ((first.lower === "channel" || first.lower === "radio") && end === i + 2) return null;
    const stop = tokens[end];
    if (!closesItem(stop) && stop.text !== "," && stop.kind !== "emoji") return null;
    const words = tokens
      .slice(i, end)
      .map((t) => t.text)
      .join(" ");
    // (Before an emoji or a comma the title cleaner would keep the bracket: the channel goes.)
    return { end, text: closesItem(stop) ? `(${words})` : "" };
  },
};

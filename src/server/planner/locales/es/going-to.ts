/**
 * "meter el horno antes de irme a comer", "recoger la cocina antes de irnos a dormir", "después de ir a
 * cenar": going to the meal (or to bed) is the meal's moment, the anchor the item reader knows
 * ("antes de comer", "antes de dormir"; issue 29, kind 8). Only right after "antes de" / "después de" /
 * "tras", and only before a meal's or sleep's verb: "antes de ir a la farmacia" names a stop of its own.
 */

import { type Rule } from "../../core/rules";

const GO = new Set(["irme", "irnos", "ir", "irte"]);
const MOMENT = new Set(["comer", "almorzar", "cenar", "desayunar", "merendar", "dormir", "acostarme", "acostarnos"]);

export const GOING_TO_MEAL: Rule = {
  name: "es-anchor/going-to-meal",
  starts: { words: [...GO] },
  match: (tokens, i) => {
    if (!GO.has(tokens[i].lower) || tokens[i + 1]?.lower !== "a" || !MOMENT.has(tokens[i + 2]?.lower ?? ""))
      return null;
    const before = tokens[i - 1]?.lower;
    const anchored =
      before === "tras" || (before === "de" && ["antes", "después", "despues"].includes(tokens[i - 2]?.lower ?? ""));
    return anchored ? { end: i + 2, text: "" } : null;
  },
};

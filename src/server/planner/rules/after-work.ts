/**
 * Leaving work is an anchor, so the item goes after work (issue 29, kind 8): "a la salida súper",
 * "al salir del curro gimnasio", "saliendo del puesto pagar la luz", "al salir de la consulta ir al
 * banco", Arabic "وأنا طالع من الدوام أمر الصيدلية", "عند الخروج من العمل الذهاب إلى البنك", "أول ما
 * أطلع من الشغل ...". The phrase becomes the plain "después del trabajo" / "after work" (what arabic.ts
 * makes of "بعد الدوام") the item reader knows; never part of a title. (English "on the way home" stays in its title: "pick up groceries on
 * the way home".) Work is named by a closed list of words for it and for one's own place of work.
 */

import { type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const WORK = new Set([
  ...["trabajo", "curro", "oficina", "cole", "turno", "chamba", "laburo", "pega", "jale", "obra"],
  ...["puesto", "tienda", "local", "taller", "consulta", "negocio", "despacho", "hospital", "guardia"],
]);

/** "del curro", "de la consulta", "del puesto": the place of work after "salir" (k past it), or k. */
function pastWork(tokens: readonly Tagged[], k: number): number {
  const w = tokens[k]?.lower;
  if (w === "del" && WORK.has(tokens[k + 1]?.lower ?? "")) return k + 2;
  if (w === "de" && tokens[k + 1]?.lower === "la" && WORK.has(tokens[k + 2]?.lower ?? "")) return k + 3;
  if (w === "de" && WORK.has(tokens[k + 1]?.lower ?? "")) return k + 2;
  return k;
}

export const LEAVING_WORK: Rule = {
  name: "anchor/leaving-work",
  starts: { words: ["a", "al", "saliendo"] },
  match: (tokens, i) => {
    const t = tokens[i].lower;
    let k: number;
    if (t === "a" && tokens[i + 1]?.lower === "la" && tokens[i + 2]?.lower === "salida") k = i + 3;
    else if (t === "al" && tokens[i + 1]?.lower === "salir") k = i + 2;
    else if (t === "saliendo") {
      // "saliendo con Ana" is no leaving: only with the place of work named.
      const end = pastWork(tokens, i + 1);
      return end > i + 1 ? { end, text: "después del trabajo" } : null;
    } else return null;
    return { end: pastWork(tokens, k), text: "después del trabajo" };
  },
};

/** Arabic words for work after "من": "من الدوام", "من الشغل", "من العمل", "من المكتب". */
const AR_WORK = new Set(["الدوام", "الشغل", "العمل", "المكتب", "دوامي", "شغلي", "عملي", "المناوبة", "الشفت"]);
/** "وأنا طالع", "وانا خارجة", "أنا مروح", "وأنا راجع": on my way out of (or back from) somewhere. */
const ME = new Set(["وأنا", "وانا", "أنا", "انا"]);
const GOING_OUT = new Set([
  ...["طالع", "طالعة", "طالعه", "خارج", "خارجة", "خارجه", "مروح", "مروحة", "مروحه", "راجع", "راجعة", "راجعه"],
]);
/** "أول ما أطلع", "لما أطلع", "عند خروجي": as soon as / when I leave. */
const LEAVE_VERB = new Set(["أطلع", "اطلع", "أخرج", "اخرج", "نطلع", "أروح", "اروح", "أخلص", "اخلص"]);
const WHEN = [["أول", "ما"], ["اول", "ما"], ["لما"], ["لمن"], ["عند", "ما"], ["حالما"]];
const LEAVING_NOUN = new Set(["خروجي", "الخروج", "طلوعي"]);

/** After "من" at k: the work named, or -1. */
const workAfterMin = (tokens: readonly Tagged[], k: number): number =>
  tokens[k]?.lower === "من" && AR_WORK.has(tokens[k + 1]?.lower ?? "") ? k + 2 : -1;

export const LEAVING_WORK_AR: Rule = {
  name: "anchor/leaving-work-ar",
  starts: { words: [...ME, "أول", "اول", "لما", "لمن", "عند", "حالما"] },
  match: (tokens, i) => {
    const t = tokens[i].lower;
    let k = -1;
    if (ME.has(t) && GOING_OUT.has(tokens[i + 1]?.lower ?? "")) k = i + 2;
    else if (t === "عند" && LEAVING_NOUN.has(tokens[i + 1]?.lower ?? "")) k = i + 2;
    else {
      const when = WHEN.find((w) => w.every((x, n) => tokens[i + n]?.lower === x));
      if (when && LEAVE_VERB.has(tokens[i + when.length]?.lower ?? "")) k = i + when.length + 1;
    }
    if (k < 0) return null;
    // "أول ما أخلص الدوام": the work right after the verb, without "من".
    if (AR_WORK.has(tokens[k]?.lower ?? "")) return { end: k + 1, text: "after work" };
    const end = workAfterMin(tokens, k);
    return end < 0 ? null : { end, text: "after work" };
  },
};

/**
 * Splits and names of the item reader (read-items.ts): a timed meal or meeting written inside a
 * task's sentence becomes an item of its own, and an item that is only "with someone" is named a
 * call or a meeting.
 */

import { type Lang, type Segment, splitSegments } from "./grammar";
import { type Draft } from "./segment";

/**
 * "answer emails before lunch with Sam at 12:30": the time belongs to the meal (or meeting) named
 * after "before", which is an event of its own, not to the task. Linear: one literal keyword, then
 * bounded single-word steps.
 */
export const BEFORE_TIMED_EVENT = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:before|until|till|antes\\s+de(?:l)?)\\s(?:the\\s|my\\s|our\\s|a\\s|la\\s|el\\s|" +
    "mi\\s)?((?:lunch|dinner|breakfast|brunch|coffee|meeting|call|comida|comer|almuerzo|almorzar|cena|" +
    "cenar|desayuno|desayunar|reuni[oó]n|llamada)((?:\\s(?:with|w\\/|con)\\s(?:the\\s|my\\s|our\\s|el\\s|la\\s|los\\s|" +
    "las\\s|mi\\s)?[\\p{L}'’-]+)?))\\s(at\\s|a\\s+las?\\s)(?=\\d)",
  "iu",
);

/**
 * "work from 9 to 5 with a client call at 11": a meeting or call with its own time inside a timed
 * item is an event of its own. Linear: one keyword, bounded single-word steps, one keyword.
 */
export const WITH_TIMED_EVENT = new RegExp(
  "\\s(?:with|w\\/|including|incl\\.?|plus|con|incluyendo|y)\\s(?:a|an|my|the|one|una?|mi|la|" +
    "el)\\s((?:[\\p{L}'’-]+\\s){0,3}?(?:call|meeting|sync|stand-?up|interview|review|demo|1:1|1-on-1|" +
    "one-on-one|check-?in|llamada|reuni[oó]n|entrevista|videollamada))\\s((?:at|@)\\s|a\\s+las?\\s)(?=\\d)",
  "iu",
);

export function splitWithTimedEvent(seg: Segment): Segment[] {
  const m = /with|w\/|incl|plus|con|y\s/i.test(seg.text) ? WITH_TIMED_EVENT.exec(seg.text) : null;
  // Only when the item has a time of its own before it ("from 9 to 5", "9-5").
  if (!m || !/\d/.test(seg.text.slice(0, m.index))) return [seg];
  return [
    { ...seg, text: seg.text.slice(0, m.index) },
    {
      ...seg,
      text: `${m[1]} ${m[2]}${seg.text.slice(m.index + m[0].length)}`,
      sequential: false,
      andJoined: false,
      commaJoined: false,
    },
  ];
}

export function splitBeforeTimedEvent(segments: ReturnType<typeof splitSegments>): ReturnType<typeof splitSegments> {
  return segments.flatMap(splitWithTimedEvent).flatMap((seg) => {
    const m = /before|until|till|antes/i.test(seg.text) ? BEFORE_TIMED_EVENT.exec(seg.text) : null;
    if (!m || !/[\p{L}]/u.test(seg.text.slice(0, m.index))) return [seg];
    // The task keeps "before lunch" (its order); "with Sam at 12:30" goes to the event.
    const at = m.index + m[0].length - m[3].length;
    const head = seg.text.slice(0, at - 1 - m[2].length);
    const event = `${m[1]} ${seg.text.slice(at)}`;
    return [
      { ...seg, text: head },
      { ...seg, text: event, sequential: false, andJoined: false, commaJoined: false },
    ];
  });
}

/**
 * "needs 3h of focus", "requires 2 hours of deep work", "necesita 2 horas de concentración": a length
 * for the item before, whatever the kind of work is called. Anchored, bounded steps: linear.
 */
export const NEEDS_LENGTH = new RegExp(
  "^(?:(?:it|that|this)(?:['’](?:ll|s))?\\s+)?(?:(?:will|would|should)\\s+)?(?:needs?|requires?|takes?|" +
    "take|necesita|requiere|lleva)\\s+\\S+(?:\\s+\\S+){0,3}?\\s+(?:of\\s+|de\\s+)?(?:work|focus|focused\\s+work|" +
    "deep\\s+work|time|effort|concentration|trabajo|concentraci[oó]n|tiempo)$",
  "iu",
);

export const WITH_ONLY = /^(?:with|w\/|con)\s+\S/iu;

/** A thing one spends time with, after its article: "con el informe", "with the report". */
const WITH_THING = new RegExp(
  "^(?:el|la|los|las|mi|mis|the|my)\\s+(informes?|tesis|proyectos?|presentaci[oó]n|ensayos?|trabajo|documentos?|" +
    "art[ií]culos?|cap[ií]tulos?|papeleo|contabilidad|declaraci[oó]n|inventario|" +
    "report|thesis|essay|dissertation|paperwork|accounts|spreadsheet|slides|deck)(?![\\p{L}])",
  "iu",
);

export const CALL_WORD = /(?<![\p{L}])(?:calls?|phone|llamadas?|llamar)(?![\p{L}])/iu;

/**
 * "afternoon calls: 2pm with Ravi, 3pm with the bank": an item that is only "with someone" is a call
 * when its sentence speaks of calls, else a meeting ("Call with Ravi", "Reunión con Ana").
 */
export function nameWithOnlyTitles(drafts: Draft[], lang: Lang): void {
  drafts.forEach((d, i) => {
    if (!WITH_ONLY.test(d.title)) return;
    let call = CALL_WORD.test(d.source);
    for (let k = i - 1; k >= 0 && !call && drafts[k].sentence === d.sentence; k--)
      call = CALL_WORD.test(drafts[k].source);
    const who = d.title.replace(/^(?:with|w\/|con)\s+/iu, "");
    // "2 horas con el informe", "dos horas con la tesis": time spent on a thing, titled by the thing.
    const thing = WITH_THING.exec(who);
    if (thing) {
      d.title = who.slice(thing[0].length - thing[1].length).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
      return;
    }
    d.title = lang === "es" ? `${call ? "Llamada" : "Reunión"} con ${who}` : `${call ? "Call" : "Meeting"} with ${who}`;
  });
}

/** "8 drive the kids to school": an hour, then a word that is no plural ("2 meetings" is a count). */
export const LEADING_HOUR = /^(\d{1,2}(?:[:.][0-5]\d)?)\s+(\p{L}[\p{L}'’-]*(?<![^s]s)(?:\s.*)?)$/u;

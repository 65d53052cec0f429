/**
 * The first passes of the extractor: the description is normalised (spaces, Arabic, relative
 * times), split into items (segments.ts) and each read into a Draft (segment.ts); constraints
 * written on their own ("After lunch.", "I'm free from 2") are passed to the items they govern,
 * and a bedtime is recognised. The result is the reading the later passes share.
 */

import { applyGrammar } from "./core/grammar-pass";
import { isKidsBedtime } from "./rules/bedtime-routine";
import { isPickup, MEETING_OR_CALL, WAKE_UP } from "./activity";
import { FASTING_DAY } from "./locales/ar/fasting";
import { isArabicChitChat, isMostlyArabic, normalizeArabic } from "./arabic";
import { type Deadline } from "./budget";
import { detectLatinLanguage, type Lang, splitSegments } from "./grammar";
import { eveningHint, mealType } from "./lexicon";
import { normalizeRelativeTimes } from "./relative";
import { toMinutes } from "./time";
import { type OtherDayItem, type PartOfDay, type PlanOptions } from "./types";
import { readOtherDays, weekdayOf } from "./other-days";
import type { NoteSpan } from "./core/rules";
import { isDayState, isStatement } from "./statements";
import { PART_WINDOWS } from "./windows";
import { BLOCKED_TITLE, CHIT_CHAT, MAX_TASKS, isGibberish } from "./phrases";
import { titleWords } from "./references";
import {
  ALL_OF_THEM,
  AVAILABLE,
  BARE_TIME,
  BEDTIME,
  CLOCK_CUE,
  DAY_HEADING,
  NEGATED,
  DONT_PLAN,
  NUMBERED_NOUN,
  REPS_NOUN,
  PREP_FOR_IT,
  PREP_WORD,
  PART_ONLY,
  PRONOUN_ONLY,
  REFERS_BACK,
  TRAILING_HOUR,
  parseSegment,
  type Draft,
} from "./segment";
import { cleanTitle } from "./titles";
import { APPOINTMENT } from "./refiners/later-clock";
import { eachForTheList } from "./each-for-list";
import { readingDayStart } from "./refiners/early-start";
import { TASK_VERBS } from "./segment-words";
import { splitBeforeTimedEvent, NEEDS_LENGTH, nameWithOnlyTitles, LEADING_HOUR } from "./read-items-split";
import { markFirstLine } from "./first-line";
import { BARE_TEA } from "./evening-tea";

/** A title ending in "for" / "para" / "all" before a bare number: "dinner for 4", "plan lessons for all 4" (a count). */
const FOR_PEOPLE = /\s(?:for|para|all)$/iu;
const PART_PHRASE: Record<Lang, Record<PartOfDay, string>> = {
  en: { morning: " in the morning", afternoon: " in the afternoon", evening: " in the evening" },
  es: { morning: " por la mañana", afternoon: " por la tarde", evening: " por la noche" },
};
const partPhrase = (part: PartOfDay | undefined, lang: Lang): string => (part ? PART_PHRASE[lang][part] : "");

/** A Spanish verb with "le"/"les" glued on ("hacerles", "prepararle"): for whom, not what. */
const INDIRECT_OBJECT = /^\p{L}+(?:ar|er|ir)les?(?![\p{L}])/iu;

/** Words that carry a reference on ("meeting with Okafor", "call w/ the bank", "chat about X"), never open a task. */
const REF_TAIL = /^(?:with|w\/|w|about|re|for|on|at|from|to|of)$/iu;

/** "jornada", "mi jornada": the working day, named with its hours. */
const WORKING_DAY = /^(?:mi\s+)?jornada$/iu;
/** "rush transcripts", "big boxes": a first word that is no verb, then a plural that ends the item. */
function countedPlural(words: string): boolean {
  const parts = words.toLowerCase().split(/\s+/u);
  return parts.length === 2 && !TASK_VERBS.has(parts[0]) && /[^s']s$/u.test(parts[1].replace(/[,.;:!?]+$/u, ""));
}

/** What the first passes found, shared by the later ones (build-tasks.ts, order.ts). */
export interface DayReading {
  options: PlanOptions;
  planDeadline?: Deadline;
  lang: Lang;
  dayStart: number;
  /** Where a day the person starts early begins: what is due before the usual start may go there. */
  earlyStart: number;
  dayEnd: number;
  drafts: Draft[];
  blockedSpans: [number, number][];
  /** Drafts that are a bedtime ("bed by 11"), not tasks. */
  bedDrafts: Set<number>;
  bedtime?: number;
  /** Items the text gives to other days (other-days.ts). */
  otherDays: OtherDayItem[];
}

/** "alongside cena": the plain form rules/while-doing.ts writes for the person's own meal or cooking. */
const ALONGSIDE = /(?<!\p{L})alongside (\p{L}+)/u;
/** "during layover": the plain form rules/during.ts writes. */
const DURING = /(?<!\p{L})during (\p{L}+)(?: (?:recess|break|hour|time)(?!\p{L}))?/u;

/** A plural by its ending ("calls", "اجتماعات"): a count's noun, not one meeting. */
const COUNTED_WORD = /(?:s|ات)$/iu;
/** A rest word in a line that is only a rhythm: "take a 10 min break every hour". */
const BREAK_RHYTHM = /(?<!\p{L})(?:breaks?|pausas?|descansos?)(?!\p{L})/iu;
/** "go to bed early", "acostarme temprano", "أنام بدري": the early of a bedtime. */
const EARLY_END = /(?:early|temprano|pronto|بدري|بكير|مبكرا)\s*$/iu;
/** "early night", "انام بكير": a bedtime's title that says it is early. */
const EARLY = /(?<![\p{L}])(?:early|temprano|pronto|بدري|بكير|مبكرا)(?![\p{L}])/iu;

/**
 * Sessions kept at an hour, whose bare number after them is that hour: "gym 6", "yoga 7", "choir 7.30",
 * "entreno 8", "الجيم ٦" (not "run 5", "swim 10": distances; not "lesson 3": which one). Linear.
 */
const TIMED_SESSION =
  /(?<![\p{L}])(?:gym|yoga|pilates|spin|crossfit|zumba|practice|training|rehearsal|choir|gimnasio|entreno|ensayo|النادي|الجيم|جيم)(?![\p{L}])/iu;

/**
 * "etiquetar 40 tarros... unos 2 min por tarro", "deck... about 2h": an ellipsis that trails into a note
 * of the item's own length or count is a comma, no end of the item. Linear: one dot run, then a lookahead.
 */
const TRAILING_OFF =
  /(?<!\.)(?:\.{2,}|…)\s+(?=\d|unos?\s|unas\s|como\s|aprox|más\s+o\s+menos|about\s|around\s|roughly\s|~|حوالي|تقريبا)/giu;

export function readItems(text: string, options: PlanOptions, planDeadline?: Deadline): DayReading {
  // Runs of spaces and tabs mean nothing to the grammar; one space each keeps every pattern's
  // white-space steps short (newlines stay: they separate items). The Arabic rewrites collapse
  // the spaces they leave themselves.
  const spaced = text.replace(/[^\S\r\n]+/g, " ").replace(TRAILING_OFF, ", ");
  const arabic = isMostlyArabic(spaced);
  const notes: NoteSpan[] = [];
  const relative = normalizeRelativeTimes(normalizeArabic(spaced, options.now), options.now);
  const description = applyGrammar(relative, notes, { weekday: weekdayOf(options.date) });
  // Arabic is read in the English form normalizeArabic gives it.
  const lang: Lang = arabic ? "en" : detectLatinLanguage(description, options.locale === "es" ? "es" : "en");
  const dayStart = toMinutes(options.dayStart);
  // "hay que madrugar": a bare deadline just before the usual start is that morning (refiners/early-start.ts).
  const earlyStart = readingDayStart(spaced, dayStart);
  const dayEndRaw = toMinutes(options.dayEnd);
  const dayEnd = dayEndRaw <= dayStart ? 1440 : dayEndRaw;
  const otherDays = notes.length > 0 ? readOtherDays(notes, options.date, lang, dayStart) : [];
  planDeadline?.check();
  const segments = splitBeforeTimedEvent(splitSegments(description, lang));
  planDeadline?.check();
  const clockList = CLOCK_CUE.test(description);
  const fasting = FASTING_DAY.test(spaced); // the text as written: the grammar drops "رمضان كريم 🌙"
  // "from": how many items were read before the remark ("… free after 7, maybe start the novel").
  const available: { earliest?: number; deadline?: number; from?: number } = {};
  const blockedSpans: [number, number][] = [];
  const drafts: Draft[] = [];
  let sentence = -1;
  let sentenceAnchor = -1;
  let lastSentence = -1;
  /** A sentence that opens with only a constraint ("after lunch, ...") passes it to its first task. */
  let carry: Draft | undefined;
  for (const seg of segments) {
    if (seg.sentence !== sentence) {
      sentence = seg.sentence;
      sentenceAnchor = drafts.length - 1;
    }
    planDeadline?.check();
    // "during layover" (rules/during.ts): the window of that item, out of the title.
    const during = DURING.exec(seg.text);
    if (during) seg.text = seg.text.replace(DURING, " ");
    const beside = ALONGSIDE.exec(seg.text);
    if (beside) seg.text = seg.text.replace(ALONGSIDE, " ");
    let d = parseSegment(seg.text, seg.sequential, lang, dayStart, fasting);
    if (during) d.during = during[1];
    if (beside) d.alongside = beside[1];
    const last = drafts[drafts.length - 1];
    if (BARE_TIME.test(d.title) && last?.fixedStart !== undefined && d.fixedStart === undefined) {
      // "meetings at 1 and 3": the bare number is a second time.
      d = parseSegment(`${lang === "es" ? "a las" : "at"} ${seg.text}`, seg.sequential, lang, dayStart, fasting);
    }
    // ("Mrs Lee 11 (45m)": with a length of its own too.)
    const trailing = d.fixedStart === undefined && d.deadline === undefined ? TRAILING_HOUR.exec(d.title) : null;
    // An evening out too: "curry night w/ the lads 8", "pizza night w/ the kids 7" (no seven kids).
    const evening = trailing !== null && eveningHint(lang).test(trailing[1]);
    if (
      trailing &&
      // (Or right after a timed item: "gym 5ish, then cook w/ flatmates 7".)
      (clockList ||
        mealType(trailing[1]) !== undefined ||
        BARE_TEA.test(trailing[1]) ||
        MEETING_OR_CALL.test(trailing[1]) ||
        // (And an appointment: "dentist 11", "vet 4.30".)
        APPOINTMENT.test(trailing[1]) ||
        // (And a pick-up or a session kept at an hour: "pick up kids 3", "gym 6", "choir 7.30".)
        isPickup(trailing[1]) ||
        TIMED_SESSION.test(trailing[1]) ||
        evening ||
        last?.fixedStart !== undefined) &&
      // (And a meal with them: "tea w/ the kids 6" is tea at 6, not six kids.)
      // (And the kids picked up: "pick up kids 3" is at 3, not kid number 3.)
      (evening ||
        mealType(trailing[1]) !== undefined ||
        (isPickup(trailing[1]) && /kids?$/iu.test(trailing[1])) ||
        !NUMBERED_NOUN.test(trailing[1])) &&
      // "- pushups 10" beside "- run 7am": a count of them, not an hour.
      !REPS_NOUN.test(trailing[1]) &&
      // "dinner for 4", "table for 2", "cena para 6": how many people, not an hour.
      !FOR_PEOPLE.test(trailing[1]) &&
      Number(trailing[2].split(/[:.]/)[0]) <= 23
    ) {
      // "gym 6am, breakfast 7, dinner 7, work 8:30 to 5:30": in a list of times a bare number is a time too.
      // (With the part of the day the item said, which steers the hour: "فالعشية نعيط لخالتي مع ٩".)
      const again = parseSegment(
        `${trailing[1]} ${lang === "es" ? "a las" : "at"} ${trailing[2]}${d.duration !== undefined ? ` (${d.duration} min)` : ""}${partPhrase(d.partOfDay, lang)}`,
        seg.sequential,
        lang,
        dayStart,
        fasting,
      );
      if (again.fixedStart !== undefined) d = again;
    }
    // (Or an hour before a meeting, a call or a meal: "9 standup (15)", "1 lunch w/ Jo".)
    const hourless = d.fixedStart === undefined && d.deadline === undefined;
    let leading = hourless ? LEADING_HOUR.exec(seg.text.trim()) : null;
    // (The first word one meeting, call or meal: "3 vendor calls", "٣ اجتماعات" are counts.)
    // (Nor the first of two words that name counted things: "3 phone jobs", "2 client calls".)
    const [leadWord = "", nextWord = ""] = leading?.[2].split(" ") ?? [];
    const eventFirst =
      !COUNTED_WORD.test(leadWord) &&
      !(nextWord.length > 3 && COUNTED_WORD.test(nextWord)) &&
      (MEETING_OR_CALL.test(leadWord) || mealType(leadWord) !== undefined);
    if (leading && !eventFirst && (!clockList || d.duration !== undefined)) leading = null;
    // "2 rush transcripts", "3 big boxes": a word that is no verb, then a plural: a count, no hour.
    if (leading && countedPlural(leading[2])) leading = null;
    if (leading && Number(leading[1].split(/[:.]/)[0]) <= 23) {
      // "7:30 breakfast, 8 drive the kids to school, 4 pickup": the bare hour first is a time too
      // (not "2 meetings": a count before a plural).
      const again = parseSegment(
        `${leading[2]} ${lang === "es" ? "a las" : "at"} ${leading[1]}`,
        seg.sequential,
        lang,
        dayStart,
        fasting,
      );
      if (again.fixedStart !== undefined) d = again;
    }
    // "صحيت متأخر الساعة ١٠": a wake-up with its hour starts the day then, like "woke up late, at 10".
    const arabicChat = isArabicChitChat(d.title) && !(d.fixedStart !== undefined && WAKE_UP.test(d.title));
    // "jornada de 8 a 4": the working day's hours (work-window.ts), not a heading like "jornada intensa".
    const workingDay = d.fixedStart !== undefined && d.fixedEnd !== undefined && WORKING_DAY.test(d.title);
    const heading = DAY_HEADING.test(d.title) && !workingDay;
    if (CHIT_CHAT.test(d.title) || heading || PART_ONLY.test(d.title) || arabicChat) continue; // "Hi!", "thanks", "Busy Monday": not tasks
    if (BLOCKED_TITLE.test(d.title) && d.duration === undefined) {
      // "don't schedule anything between 12 and 1": that time is kept free; no block of its own.
      // "keep the evening clear": the part of the day, when no time is given.
      const untimed = d.fixedStart === undefined && d.earliest === undefined && d.deadline === undefined;
      const part = d.partOfDay && untimed ? PART_WINDOWS[d.partOfDay] : undefined;
      const from = part ? part[0] : (d.fixedStart ?? d.earliest ?? (d.deadline !== undefined ? 0 : undefined));
      const to = part
        ? part[1]
        : d.fixedStart !== undefined
          ? d.fixedEnd
          : d.earliest !== undefined
            ? 1440
            : d.deadline;
      if (from !== undefined && to !== undefined && to > from) {
        blockedSpans.push([from, to]);
        continue;
      }
    }
    if (NEGATED.test(d.title)) continue; // "no meetings today": nothing to plan
    // "feeds every 3h (not planning those)": the person said so.
    if (DONT_PLAN.test(seg.text)) continue;
    const untimed = d.fixedStart === undefined && d.deadline === undefined && d.earliest === undefined;
    if (untimed && d.duration === undefined && isStatement(d.title)) continue; // "tmrw is the deadline": no task
    // "llego a casa y duermo ...", "Saliente de noche": where the person is, no task.
    if (d.fixedStart === undefined && d.duration === undefined && isDayState(d.title)) continue;
    if (isGibberish(d.title) && d.duration === undefined && d.fixedStart === undefined) continue; // "asdf qwer zxcv": not a task
    // "it will take about 3 hours", "- needs 3h of focus -": about the task before.
    if (
      PRONOUN_ONLY.test(d.title) ||
      (drafts.length > 0 && d.duration !== undefined && NEEDS_LENGTH.test(seg.text.trim()))
    )
      d.title = "";
    // "im free" on its own: how the day is, not a task.
    if (AVAILABLE.test(d.title) && d.duration === undefined && untimed && d.partOfDay === undefined) continue;
    if (
      AVAILABLE.test(d.title) &&
      d.duration === undefined &&
      (d.earliest !== undefined || d.deadline !== undefined || d.fixedStart !== undefined || d.fixedEnd !== undefined)
    ) {
      // "I'm free after 2pm", "estoy libre desde las 4", "free 2-6": a limit for the whole day, not a task.
      const from = d.earliest ?? (d.untilOnly ? undefined : d.fixedStart);
      const to = d.deadline ?? d.fixedEnd;
      if (from !== undefined) available.earliest = Math.max(available.earliest ?? 0, from);
      if (to !== undefined) available.deadline = Math.min(available.deadline ?? 1440, to);
      available.from ??= drafts.length;
      continue;
    }
    if (
      ALL_OF_THEM.test(d.title) &&
      drafts.length > 0 &&
      (d.deadline !== undefined || d.earliest !== undefined || d.partOfDay !== undefined || d.eod)
    ) {
      // "clean 2h, laundry, cook, all before 5pm": the constraint is for every item of the sentence (or of the text).
      const same = drafts.filter((o) => o.sentence === seg.sentence);
      for (const o of same.length > 0 ? same : drafts) {
        if (o.fixedStart !== undefined) continue;
        if (d.deadline !== undefined) o.deadline = Math.min(o.deadline ?? 1440, d.deadline);
        if (d.earliest !== undefined) o.earliest = Math.max(o.earliest ?? 0, d.earliest);
        o.partOfDay ??= d.partOfDay;
        o.eod ||= d.eod;
      }
      continue;
    }
    // "prepare the report and send it by 11": "it" is the thing just made.
    // But "hacerles el almuerzo antes de buscarlos": "-les" is who it is for, and an item it must come
    // before is no item it follows; nor is a span they are in ("cuido a mis nietos de 8 a 19: hacerles
    // la comida"), which it happens during.
    const prev = drafts[drafts.length - 1];
    const span =
      prev?.fixedStart !== undefined && prev.fixedEnd !== undefined && prev.fixedEnd - prev.fixedStart >= 120;
    const forWhom = (d.beforeAnchors.length > 0 || span) && INDIRECT_OBJECT.test(d.title);
    if (drafts.length > 0 && REFERS_BACK.test(d.title) && !d.trailingBefore && !forWhom) d.sequential = true;
    if (seg.beforePrevious) d.beforePrevious = true;
    d.andJoined = seg.andJoined;
    if (seg.afterSentence && sentenceAnchor >= 0) {
      const prevDraft = drafts[sentenceAnchor];
      d.afterIndex =
        prevDraft.beforePrevious && prevDraft.sentenceAnchor !== undefined && prevDraft.sentenceAnchor >= 0
          ? prevDraft.sentenceAnchor
          : sentenceAnchor;
    }
    d.sentence = seg.sentence;
    d.line = seg.line;
    d.sentenceAnchor = seg.beforePrevious ? sentenceAnchor : drafts.length - 1;
    if ((d.trailingBefore || PREP_FOR_IT.test(d.title)) && d.title && drafts.length > 0) {
      // "interview at 2pm, note afterwards, prep 1h before": before the nearest timed item written before it.
      let k = drafts.length - 1;
      while (k > 0 && drafts[k].fixedStart === undefined) k--;
      d.beforePrevious = true;
      d.sequential = false;
      d.sentenceAnchor = drafts[k].fixedStart !== undefined ? k : drafts.length - 1;
    }
    const prevDraft = drafts[drafts.length - 1];
    if (
      (d.trailingAfter || d.sequential) &&
      d.title &&
      prevDraft?.trailingBefore &&
      prevDraft.sentenceAnchor !== undefined &&
      prevDraft.sentenceAnchor >= 0
    ) {
      // "pitch at 11, polish the deck beforehand, celebrate afterwards" (or "then celebrate"): after the pitch.
      d.afterIndex = prevDraft.sentenceAnchor;
    } else if (
      d.trailingAfter &&
      d.title &&
      prevDraft &&
      prevDraft.fixedStart === undefined &&
      PREP_WORD.test(prevDraft.title)
    ) {
      // "interview at 12:30, prepare the interview, lunch afterwards": after the interview.
      const own = titleWords(prevDraft.title);
      for (let k = drafts.length - 2; k >= 0; k--) {
        if (drafts[k].fixedStart === undefined) continue;
        if ([...titleWords(drafts[k].title)].some((w) => own.has(w))) d.afterIndex = k;
        break;
      }
    }
    const lastAfter = d.afterAnchors[d.afterAnchors.length - 1];
    // ("after the meeting with Okafor", "after the call w/ the bank": the rest is the reference's own.)
    const [first, ...others] = lastAfter?.kind === "task" ? lastAfter.ref.split(/\s+/) : [];
    if (!d.title && lastAfter?.kind === "task" && others.length > 0 && !REF_TAIL.test(others[0])) {
      // "after yoga dinner with Ana": the task is what follows the first word of the reference.
      const title = cleanTitle(others.join(" "), lang);
      if (title) {
        d.afterAnchors[d.afterAnchors.length - 1] = { kind: "task", ref: first };
        d.title = title;
      }
    }
    if (carry) {
      // "after lunch, call the bank": the words before the comma belong to this task.
      if (d.title) {
        d.afterAnchors.unshift(...carry.afterAnchors);
        d.beforeAnchors.unshift(...carry.beforeAnchors);
        d.partOfDay ??= carry.partOfDay;
        d.earliest ??= carry.earliest;
        d.deadline ??= carry.deadline;
        d.deadlineAmbiguous ??= carry.deadlineAmbiguous;
        d.sequential = d.sequential || carry.sequential;
        // "if there's time, tidy the closet", "most important: ...".
        if (carry.priority !== 3 && d.priority === 3) d.priority = carry.priority;
        d.source = `${carry.source}, ${d.source}`;
        carry = undefined;
      }
    }
    const firstOfSentence = drafts.length === 0 || seg.sentence !== lastSentence;
    lastSentence = seg.sentence;
    if (
      !d.title &&
      firstOfSentence &&
      d.fixedStart === undefined &&
      d.duration === undefined &&
      (d.afterAnchors.length > 0 ||
        d.beforeAnchors.length > 0 ||
        d.partOfDay !== undefined ||
        d.earliest !== undefined ||
        d.deadline !== undefined ||
        d.priority !== 3)
    ) {
      carry = d;
      continue;
    }
    if (!d.title) {
      // "Report, 3 hours": a segment with no words of its own adds to the task before it.
      const prev = drafts[drafts.length - 1];
      if (prev && prev.fixedStart !== undefined && d.fixedStart !== undefined && d.fixedStart !== prev.fixedStart) {
        // "meetings at 2pm and 3:30pm": a second time for the same kind of item is a second item.
        drafts.push({
          ...d,
          title: prev.title,
          duration: d.duration ?? (prev.fixedEnd === undefined || prev.between ? prev.duration : undefined),
          afterAnchors: [...d.afterAnchors],
          beforeAnchors: [...d.beforeAnchors],
        });
        continue;
      }
      if (
        prev &&
        prev.fixedStart === undefined &&
        d.fixedStart === undefined &&
        prev.duration !== undefined &&
        d.duration !== undefined &&
        d.partOfDay !== undefined &&
        d.partOfDay !== prev.partOfDay
      ) {
        // "study 45m in the morning and 45m in the evening": a second session of the same task.
        drafts.push({
          ...d,
          title: prev.title,
          afterAnchors: [...d.afterAnchors],
          beforeAnchors: [...d.beforeAnchors],
        });
        continue;
      }
      if (prev) {
        if (seg.sequential && d.duration !== undefined && !prev.sequential && drafts.length > 1) {
          // "write notes afterwards 15 min" was split at "afterwards": the word belongs to the notes.
          prev.sequential = true;
          prev.trailingAfter = true;
        }
        if (prev.duration === undefined && d.each) prev.each = true;
        prev.duration ??= d.duration;
        prev.pieceCap ??= d.pieceCap;
        if (prev.fixedStart === undefined && d.fixedStart !== undefined) {
          // "dinner late, around 9": the hour is read with the item it times (the evening of a dinner).
          const within = parseSegment(`${prev.title} ${seg.text}`, seg.sequential, lang, dayStart, fasting);
          const timed = within.fixedStart !== undefined ? within : d;
          prev.fixedStart = timed.fixedStart;
          prev.fixedEnd = timed.fixedEnd;
          prev.between = timed.between;
        }
        if (prev.fixedEnd === undefined && d.fixedEnd !== undefined) {
          prev.fixedEnd = d.fixedEnd;
          prev.untilOnly = d.untilOnly && prev.fixedStart === undefined;
        }
        prev.deadline ??= d.deadline;
        prev.deadlineAmbiguous ??= d.deadlineAmbiguous;
        prev.eod ||= d.eod;
        prev.earliest ??= d.earliest;
        prev.partOfDay ??= d.partOfDay;
        // ("OU essay, 2h, while they're out": the window of the bare length's clause is the item's.)
        prev.during ??= d.during;
        prev.afterAnchors.push(...d.afterAnchors);
        prev.beforeAnchors.push(...d.beforeAnchors);
        if (d.priority !== 3) prev.priority = d.priority;
        if (d.beforePrevious) {
          prev.beforePrevious = true;
          prev.sentenceAnchor ??= d.sentenceAnchor;
        }
        prev.source += `, ${d.source}`;
      } else if (d.pieceCap !== undefined && BREAK_RHYTHM.test(d.source)) {
        // "take a 10 min break every hour, ...": the day's rhythm of breaks (break-rhythm.ts).
        drafts.push({ ...d, title: "Break" });
      }
      continue;
    }
    drafts.push(d);
    if (drafts.length >= MAX_TASKS) break;
  }
  eachForTheList(drafts);
  // Said after some items and before others, the remark is about what follows it: "pharma leaflet due
  // 1pm … free after 7, maybe start the novel sample" does not move the leaflet to the evening.
  const limited =
    available.from !== undefined && available.from < drafts.length ? drafts.slice(available.from) : drafts;
  for (const o of limited) {
    if (o.fixedStart !== undefined) continue;
    // An item's own hours outside the free time say it is not part of it ("free till 3.20 … make
    // their dinner for 5.30"; "free after 7 … leaflet due 1pm"): the remark does not move it.
    if (available.deadline !== undefined && o.deadline !== undefined && o.deadline > available.deadline) continue;
    if (available.earliest !== undefined && o.deadline !== undefined && o.deadline <= available.earliest) continue;
    if (available.earliest !== undefined) o.earliest = Math.max(o.earliest ?? 0, available.earliest);
    if (available.deadline !== undefined) o.deadline = Math.min(o.deadline ?? 1440, available.deadline);
  }
  const leftover = carry as Draft | undefined;
  const lastDraft = drafts[drafts.length - 1];
  if (leftover && lastDraft) {
    // "Report 2h. After lunch.": a constraint with nothing after it belongs to the task before.
    lastDraft.afterAnchors.push(...leftover.afterAnchors);
    lastDraft.beforeAnchors.push(...leftover.beforeAnchors);
    lastDraft.partOfDay ??= leftover.partOfDay;
    lastDraft.earliest ??= leftover.earliest;
    lastDraft.deadline ??= leftover.deadline;
    lastDraft.deadlineAmbiguous ??= leftover.deadlineAmbiguous;
    if (leftover.priority !== 3 && lastDraft.priority === 3) lastDraft.priority = leftover.priority;
    lastDraft.source += `, ${leftover.source}`;
  }

  // "bed by 10", "bed 11", "a la cama a las 11": a bedtime, not a task; it ends the day's flexible work.
  const bedDrafts = new Set<number>();
  let bedtime: number | undefined;
  drafts.forEach((d, i) => {
    const at = d.fixedStart ?? d.deadline;
    if (!BEDTIME.test(d.title) || d.duration !== undefined) return;
    // "cuentos y a dormir": going to bed with no hour is the end of the day, nothing to plan.
    // ("راجع القوانين بعد المغرب وانام بكير": an early bed after an anchor is still the night's end.)
    const after = d.earliest === undefined || EARLY.test(d.title);
    const untimed = at === undefined && d.fixedEnd === undefined && after;
    // ("acostarme temprano", "go to bed early": the early is the night's, never a morning to plan it in.)
    // ("بعد المغرب ... وانام بكير": nor is an evening's early bed a block of the evening.)
    const early =
      (d.partOfDay === "morning" && EARLY_END.test(d.source)) || (d.partOfDay === "evening" && EARLY.test(d.title));
    if (untimed && (d.partOfDay === undefined || early) && i > 0) bedDrafts.add(i);
    if (at === undefined) return;
    // "sleep 4pm-9pm": a sleep with its own end is a block of the day, not the bedtime.
    if (d.fixedStart !== undefined && d.fixedEnd !== undefined) return;
    // ("bed by 12am" is midnight, the end of the day, never noon.)
    const t = at === 0 ? 1440 : at < 12 * 60 && at + 720 <= 1440 ? at + 720 : at;
    // (Nor is a children's "bedtime 7:30": their event, rules/bedtime-routine.ts.)
    if (t <= dayStart + 60 || isKidsBedtime(d.title, t, description)) return;
    bedDrafts.add(i);
    bedtime = Math.min(bedtime ?? 1440, t);
  });
  nameWithOnlyTitles(drafts, lang);
  markFirstLine(drafts, description);
  return {
    options,
    planDeadline,
    lang,
    dayStart,
    earlyStart,
    dayEnd,
    drafts,
    blockedSpans,
    bedDrafts,
    bedtime,
    otherDays,
  };
}

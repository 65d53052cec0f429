/**
 * The grammar's pass over a normalised description: the rules of every phrase family, run once
 * (core/rules.ts). What they rewrite reaches the item reader in its plain form.
 */

import { runRules, type NoteSpan, type Rule, type RuleContext } from "./rules";
import { tag, type Tagged } from "./tags";
import { AFTER_CLAUSE, AFTER_WORK_OCCASION } from "../rules/after-clause";
import { LEAVING_WORK, LEAVING_WORK_AR } from "../rules/after-work";
import { AND_A_HALF, BARE_HOUR_AND_HALF } from "../rules/and-a-half";
import { FRACTION_LENGTH } from "../rules/fraction-length";
import { ARABIC_AND_VERB } from "../rules/arabic-and-verb";
import { BACK_TO_BACK } from "../rules/back-to-back";
import { HEAT_ANCHOR, SLEEP_ANCHOR, SUN_ANCHOR, sunsetOf } from "../rules/anchors";
import { ASIDE, DASH_ASIDE } from "../rules/aside";
import { DONE_ITEM } from "../rules/done-item";
import { HAVE_THE_KIDS } from "../rules/have-the-kids";
import { INLINE_CHECKBOX } from "../rules/inline-checkbox";
import { FIRST_LINE } from "../rules/first-line";
import { FREE_AFTER } from "../rules/free-after";
import { DONT_PLAN_LINE } from "../rules/dont-plan-line";
import { REASON_CLAUSE } from "../rules/reason-clause";
import { COUNT_HEADING } from "../rules/count-heading";
import { FREE_PART } from "../rules/free-part";
import { EMOJI_HEADING, EMOJI_TOPIC, LIST_HEADING } from "../rules/list-heading";
import { BRACKET_LINE } from "../rules/bracket-line";
import { BRACKET_DEADLINE_REASON, BRACKET_REASON } from "../rules/bracket-reason";
import { DASH_HEADING } from "../rules/dash-heading";
import { MEAL_PROVIDED } from "../rules/meal-provided";
import { REPORTED_CLAUSE } from "../rules/reported-clause";
import { REPEATED_TIME } from "../rules/repeated-time";
import { REMARK_CLOCK } from "../rules/remark-clock";
import { AFTER_IT_HAPPENS, WHEN_IT_ARRIVES } from "../rules/when-it-arrives";
import { CONTEXT_LINE } from "../rules/context-line";
import { BEFORE_LEAVING } from "../rules/before-leaving";
import { BEFORE_I_START } from "../rules/before-i-start";
import { BEFORE_AFTER_LABEL } from "../rules/before-after-label";
import { BEFORE_TIMED } from "../rules/before-timed";
import { BEFORE_THEY_COME } from "../rules/before-they-come";
import { BETWEEN_EVENTS, BETWEEN_TWO_HOURS, BETWEEN_TWO_NAMED } from "../rules/between";
import { WITH_BREAK } from "../rules/with-break";
import { WINDOW_WORDS } from "../rules/window-words";
import { HABIT_DAY } from "../rules/habit-day";
import { LENGTH_NOTE } from "../rules/length-note";
import { LOG_ON_OFF, OWN_HOURS, PLACE_IS_HOURS } from "../rules/own-hours";
import { PER_THING_CONTEXT } from "../rules/per-thing-context";
import { START_FINISH } from "../rules/start-finish";
import { ARRIVES_HOUR } from "../rules/arrives-hour";
import { BULLET_HOUR } from "../rules/bullet-hour";
import { STARTS_CLAUSE } from "../rules/starts-clause";
import { PER_THING_FIRST } from "../rules/per-thing-first";
import { WHEN_I_GET_IN } from "../rules/when-i-get-in";
import { WHEN_CLAUSE } from "../locales/es/when-clause";
import { HOUR_FIRST } from "../locales/ar/hour-first";
import { FOR_SETS } from "../rules/for-sets";
import { ARRIVE_AND_THEN } from "../rules/arrive-and-then";
import { ARROW } from "../rules/arrow";
import { EVERYTHING_HEADING } from "../rules/everything-heading";
import { TOCA_HEADING, TODO_HEADING } from "../rules/todo-heading";
import { BY_LUNCH, LEAD_DEADLINE } from "../rules/lead-deadline";
import { BARE_MINUTES } from "../rules/bare-minutes";
import { TIMES_X } from "../rules/times-x";
import { MINUTES_TO } from "../rules/minutes-to";
import { LEAD_AFTER } from "../rules/lead-after";
import { HOME_AT } from "../rules/home-at";
import { OUT_AND_BACK } from "../rules/out-and-back";
import { READY_FOR, READY_FOR_HANDOVER } from "../rules/ready-for";
import { ONCE_ARRIVED, ONCE_DONE } from "../rules/once-done";
import { BREAK_BETWEEN } from "../rules/break-between";
import { PAIR_LENGTH } from "../rules/pair-length";
import { ORDINAL_LIST } from "../rules/ordinal-list";
import { DEADLINE_WORD } from "../rules/deadline";
import { DUE_OTHER_DAY } from "../rules/due-other-day";
import { OPENS_AT } from "../rules/opens-at";
import { DEADLINE_MOMENT } from "../rules/deadline-moment";
import { AT_THE_LATEST } from "../rules/at-the-latest";
import { DONE_BY } from "../rules/done-by";
import { DURING_RULES } from "../rules/during";
import { WHILE_DOING } from "../rules/while-doing";
import { EMOJI_BREAK } from "../rules/emoji";
import { HOUR_H, HOUR_ISH, MILITARY_TIME, SPACED_RANGE, THREE_DIGIT_TIME } from "../rules/clock";
import { COUNT_EACH, COUNT_OF, LENGTH_TIMES, TIMES_LENGTH } from "../rules/count";
import { EVERY_WINDOW } from "../rules/every-window";
import {
  COUNT_THEN_LENGTH,
  FIRST_ONE_AT,
  LENGTH_THEN_COUNT,
  RANGE_EACH,
  THINGS_TIMES_LENGTH,
} from "../rules/count-after";
import { AT_CLOSE } from "../rules/at-close";
import { CLOSES_AT, CLOSES_CLAUSE } from "../rules/closes-at";
import { OPENING_CLOSING } from "../rules/opening-closing";
import { HALF_HOUR } from "../rules/half-hour";
import { A_WHILE, FOR_A_BIT } from "../rules/a-while";
import { TIME_LEFT } from "../rules/time-left";
import { TIME_OR } from "../rules/time-or";
import { AT_LUNCH, LUNCH_FIRST } from "../rules/at-lunch";
import { WORK_ASIDE_RANGE } from "../rules/work-aside";
import {
  BEFORE_NAMED_MOMENT,
  BLOCK_OUT_RANGE,
  BUT_TIMED_ITEM,
  WITH_TIMED_INSIDE,
  TIME_DASH_ITEM,
  UNTIL_SOMEONE_AT,
  NOT_BEFORE,
  COUNT_X_LENGTH,
  STRAIGHT_AFTER_VERB,
} from "../rules/named-moment";
import { UP_EARLY } from "../rules/up-early";
import { GET_THROUGH_A_LOT, GIVE_IT_LENGTH, QUICK_MEAL, RUNS_OVER, SOMEWHERE_IN_THERE } from "../rules/give-it";
import { HEDGED_LENGTH, HEDGE_AFTER_LENGTH, HEDGE_BEFORE_LENGTH, QUESTION_HEDGE } from "../rules/hedge";
import { TOTAL_LENGTH } from "../rules/total-length";
import { ESTIMATED_LENGTH } from "../rules/estimate";
import { HEDGED_BRACKET_END, HEDGED_RANGE } from "../rules/hedged-range";
import { IN_FROM_START, SHIFT_IN_AT, SHIFT_LINE_IN_AT } from "../rules/shift-in-at";
import { IF_TIME } from "../rules/if-time";
import { QUICK_ADVERB, QUICK_NOTE } from "../rules/quick-note";
import { RATE_LENGTH } from "../rules/rate";
import { NUMBERED_EACH, NUMBERED_RANGE } from "../rules/numbered-range";
import { MIDDAY_WINDOW } from "../rules/midday";
import { LIST_EACH } from "../rules/list";
import { HEADED_THINGS_FROM, LIST_OF_THINGS } from "../rules/list-of-things";
import { SHARED_HEAD } from "../rules/shared-head";
import { WAY_BACK } from "../rules/way-back";
import { AFTER_WORK_LIST } from "../rules/after-work-list";
import { PLACE_HEADING } from "../rules/place-heading";
import { DAY_TODAY, OPENING_REMARK, PAST_ARRIVAL, ROLE_HEADING } from "../rules/opening-line";
import { PERSONA_LINE } from "../rules/persona-line";
import { COUNT_APPOSED, COUNT_ONLY } from "../rules/count-apposed";
import { SPLIT_NOTE } from "../rules/split-note";
import { RANGE_HEDGE } from "../rules/range-hedge";
import { LENGTH_NOUN } from "../rules/length-noun";
import { WHO_OPENS, WHOSE_DAY } from "../locales/es/whose-day";
import {
  AND_A_BIT,
  AT_CLOSING,
  AT_NIGHT_END,
  BEFORE_SOMEONE,
  CHAT_Q,
  CHAT_X_PART,
  FINISH_UNTIL,
  HOUR_FRACTION,
  HOUR_H_RANGE,
  MEAL_LATE,
  MERIENDA,
  MINUTE_MARK,
  PART_PHRASES,
  A_LA_PART,
  MUST_SEND_IT_BY,
  HS_HOUR,
  AFTER_THE_SIESTA,
  THIS_PART_LABEL,
  BARE_RANGE,
  COMO_HOUR,
  TIPO_HOUR,
  RIGHT_AWAY,
  LET_US_SEE_IF,
} from "../locales/es/time-phrases";
import { EMOJI_STOP } from "../rules/emoji-stop";
import { DAY_OFF } from "../locales/es/day-off";
import { ORDER_INLINE, ORDER_LABEL, ORDER_OPENER } from "../rules/order-label";
import {
  BRACKET_DAY_ITEM,
  BRACKET_TOMORROW,
  BRACKET_TOMORROW_ASIDE,
  TOMORROW_EVENT,
  TOMORROW_ITEM as TOMORROW_LATE_ITEM,
} from "../rules/other-day";
import { OTHER_DAY_THEN_TODAY, TOMORROW_ITEM } from "../rules/other-day-item";
import { DAY_HEADING } from "../rules/day-heading";
import { TRAILING_TOMORROW } from "../rules/trailing-day";
import { TOMORROW_FIRST } from "../rules/tomorrow-first";
import { BULLET_DAY, CLAUSE_DAY, FOR_OTHER_DAY_HOUR, FOR_THE_HOUR_EVENT, TODAY_NAMED } from "../rules/bullet-day";
import { TIMES_EACH } from "../rules/time-list";
import { NUMBERED_PAIR } from "../rules/numbered-pair";
import { TIME_FIRST } from "../rules/time-first";
import { ON_THE_WAY } from "../rules/on-the-way";
import { THEN_HOME, WAY_HOME } from "../rules/way-home";
import { WALK_OFF } from "../rules/walk-off";
import { UP_AT } from "../rules/up-at";
import { WAKE_HOUR, WOKE_LATE_AT } from "../rules/wake-hour";
import { SLEEP_UNTIL } from "../rules/sleep-until";
import { GAP_HEADING } from "../rules/gap-heading";
import { ANCHOR_HEADING } from "../rules/anchor-heading";
import { SEND_IT } from "../rules/send-it";
import { BE_THERE, BE_THERE_BY } from "../rules/be-there";
import { BEDTIME_ROUTINE } from "../rules/bedtime-routine";
import { NEED_TO_BE_THERE, NEEDS_DOING, SO_I_HAVE, TO_FEEL, WHEN_DONE } from "../rules/purpose-clause";
import { ON_THE_BREAK } from "../rules/on-the-break";
import { ON_SHIFT, SHIFT_HEADER } from "../rules/on-shift";
import { OTHERS_UP } from "../rules/others-up";
import { TIME_FIRST_LIST } from "../rules/time-first-list";
import { APPOINTMENT_TIME, BOOKED_AT, PLACE_HOURS, PLACE_OPEN_RANGE } from "../rules/appointment-time";
import { WHOSE_APPOINTMENT } from "../rules/whose-appointment";
import { EVENT_OF_HOUR } from "../rules/event-of-hour";
import { PICKED_UP_AT } from "../rules/picked-up-at";
import { I_EAT_LATE } from "../locales/es/i-eat-late";
import { INTERJECTION_LEAD, NOT_TODAY } from "../rules/interjection-lead";
import { GET_THERE, ROOM_BETWEEN } from "../rules/get-there";
import { WITH_BREAKS } from "../rules/with-breaks";
import { ADDRESS, NUMBERED_PLACE_AFTER } from "../rules/address";
import { SHOPPING_LIST } from "../rules/shopping-list";
import { AM_PM_PART } from "../rules/am-pm-part";
import { BEFORE_NAMED_CLOCK, DEADLINE_REASON } from "../rules/before-bracket-clock";
import { PLACE_AFTER_TIME } from "../rules/place-after-time";
import { END_OF_DAY, PART_WORDS } from "../rules/part-words";
import { HOME_BY } from "../rules/home-by";
import { ORDINAL_WORDS, SHORTHAND_WORDS } from "../rules/shorthand";
import { SO_TODAY, SO_TODAY_LINE } from "../rules/so-today";
import { AMPERSAND_AFTER_TIME, SYMBOL_WORDS } from "../rules/symbols";
import { CHANNEL_NOTE, SHORT_FORM_DOT } from "../rules/notes";

export const RULES: readonly Rule[] = [
  LIST_EACH,
  LIST_OF_THINGS,
  ORDINAL_LIST,
  SHARED_HEAD,
  WAY_BACK,
  AFTER_WORK_LIST,
  NUMBERED_PAIR,
  TIMES_EACH,
  TIME_FIRST,
  TIME_FIRST_LIST,
  COUNT_APPOSED,
  COUNT_ONLY,
  COUNT_EACH,
  COUNT_OF,
  LENGTH_THEN_COUNT,
  PER_THING_FIRST,
  COUNT_THEN_LENGTH,
  THINGS_TIMES_LENGTH,
  RANGE_EACH,
  EVERY_WINDOW,
  PART_WORDS,
  END_OF_DAY,
  LENGTH_TIMES,
  TIMES_LENGTH,
  PAIR_LENGTH,
  RATE_LENGTH,
  LENGTH_NOTE,
  PER_THING_CONTEXT,
  WORK_ASIDE_RANGE,
  ON_SHIFT,
  SHIFT_HEADER,
  // (Before the headings: "el jueves: inspección", "el viernes boda!!" are that day's items, not headings.)
  DAY_HEADING,
  TOMORROW_FIRST,
  FREE_PART,
  OTHERS_UP,
  ASIDE,
  DASH_ASIDE,
  DONE_ITEM,
  HAVE_THE_KIDS,
  INLINE_CHECKBOX,
  FIRST_LINE,
  DONT_PLAN_LINE,
  REASON_CLAUSE,
  SO_I_HAVE,
  TO_FEEL,
  NEEDS_DOING,
  NEED_TO_BE_THERE,
  WHEN_DONE,
  ON_THE_BREAK,
  COUNT_HEADING,
  BRACKET_LINE,
  THIS_PART_LABEL,
  BRACKET_REASON,
  BRACKET_DEADLINE_REASON,
  DASH_HEADING,
  MEAL_PROVIDED,
  REPORTED_CLAUSE,
  REPEATED_TIME,
  REMARK_CLOCK,
  WHEN_IT_ARRIVES,
  AFTER_IT_HAPPENS,
  LIST_HEADING,
  EMOJI_HEADING,
  EMOJI_TOPIC,
  CONTEXT_LINE,
  DAY_TODAY,
  OPENING_REMARK,
  ROLE_HEADING,
  PERSONA_LINE,
  SPLIT_NOTE,
  RANGE_HEDGE,
  LENGTH_NOUN,
  PAST_ARRIVAL,
  PLACE_HEADING,
  WHOSE_DAY,
  WHO_OPENS,
  WINDOW_WORDS,
  HABIT_DAY,
  OWN_HOURS,
  LOG_ON_OFF,
  PLACE_IS_HOURS,
  BETWEEN_EVENTS,
  BETWEEN_TWO_NAMED,
  BETWEEN_TWO_HOURS,
  WITH_BREAK,
  START_FINISH,
  ARRIVES_HOUR,
  BULLET_HOUR,
  STARTS_CLAUSE,
  FOR_SETS,
  ARRIVE_AND_THEN,
  ARROW,
  EVERYTHING_HEADING,
  TODO_HEADING,
  TOCA_HEADING,
  LEAD_DEADLINE,
  BY_LUNCH,
  BARE_MINUTES,
  TIMES_X,
  MINUTES_TO,
  LEAD_AFTER,
  HOME_AT,
  OUT_AND_BACK,
  READY_FOR,
  READY_FOR_HANDOVER,
  WHEN_I_GET_IN,
  WHEN_CLAUSE,
  HOUR_FIRST,
  ONCE_DONE,
  ONCE_ARRIVED,
  BREAK_BETWEEN,
  ...DURING_RULES,
  WHILE_DOING,
  BEFORE_LEAVING,
  BEFORE_I_START,
  BEFORE_AFTER_LABEL,
  BEFORE_TIMED,
  BEFORE_THEY_COME,
  SLEEP_ANCHOR,
  SUN_ANCHOR,
  FREE_AFTER,
  HEAT_ANCHOR,
  LEAVING_WORK,
  LEAVING_WORK_AR,
  AT_CLOSE,
  CLOSES_AT,
  CLOSES_CLAUSE,
  OPENING_CLOSING,
  HALF_HOUR,
  A_WHILE,
  FOR_A_BIT,
  TIME_LEFT,
  TIME_OR,
  AT_LUNCH,
  LUNCH_FIRST,
  AFTER_CLAUSE,
  AFTER_WORK_OCCASION,
  DEADLINE_WORD,
  DUE_OTHER_DAY,
  OPENS_AT,
  DEADLINE_MOMENT,
  AT_THE_LATEST,
  DONE_BY,
  EMOJI_BREAK,
  TOMORROW_EVENT,
  BRACKET_TOMORROW,
  BRACKET_TOMORROW_ASIDE,
  TOMORROW_ITEM,
  BRACKET_DAY_ITEM,
  TOMORROW_LATE_ITEM,
  OTHER_DAY_THEN_TODAY,
  TRAILING_TOMORROW,
  TOMORROW_FIRST,
  BULLET_DAY,
  CLAUSE_DAY,
  FOR_OTHER_DAY_HOUR,
  FOR_THE_HOUR_EVENT,
  TODAY_NAMED,
  SO_TODAY,
  SO_TODAY_LINE,
  ORDER_LABEL,
  ORDER_INLINE,
  EMOJI_STOP,
  ORDER_OPENER,
  ON_THE_WAY,
  WAY_HOME,
  THEN_HOME,
  WALK_OFF,
  UP_AT,
  WAKE_HOUR,
  WOKE_LATE_AT,
  SEND_IT,
  BE_THERE,
  BE_THERE_BY,
  BEDTIME_ROUTINE,
  APPOINTMENT_TIME,
  BOOKED_AT,
  WHOSE_APPOINTMENT,
  EVENT_OF_HOUR,
  PICKED_UP_AT,
  I_EAT_LATE,
  NOT_TODAY,
  PLACE_HOURS,
  PLACE_OPEN_RANGE,
  GET_THERE,
  ROOM_BETWEEN,
  WITH_BREAKS,
  ADDRESS,
  NUMBERED_PLACE_AFTER,
  SHOPPING_LIST,
  FIRST_ONE_AT,
  AM_PM_PART,
  HEADED_THINGS_FROM,
  BEFORE_NAMED_CLOCK,
  DEADLINE_REASON,
  PLACE_AFTER_TIME,
  HOME_BY,
  SHORTHAND_WORDS,
  ORDINAL_WORDS,
  NUMBERED_RANGE,
  NUMBERED_EACH,
  MILITARY_TIME,
  THREE_DIGIT_TIME,
  SPACED_RANGE,
  HOUR_H,
  HOUR_ISH,
  MIDDAY_WINDOW,
  HEDGED_LENGTH,
  QUESTION_HEDGE,
  HEDGE_BEFORE_LENGTH,
  HEDGE_AFTER_LENGTH,
  GIVE_IT_LENGTH,
  RUNS_OVER,
  SOMEWHERE_IN_THERE,
  QUICK_MEAL,
  GET_THROUGH_A_LOT,
  UP_EARLY,
  BEFORE_NAMED_MOMENT,
  UNTIL_SOMEONE_AT,
  TIME_DASH_ITEM,
  BLOCK_OUT_RANGE,
  BUT_TIMED_ITEM,
  WITH_TIMED_INSIDE,
  NOT_BEFORE,
  COUNT_X_LENGTH,
  STRAIGHT_AFTER_VERB,
  TOTAL_LENGTH,
  ESTIMATED_LENGTH,
  HEDGED_RANGE,
  HEDGED_BRACKET_END,
  SHIFT_IN_AT,
  IN_FROM_START,
  SHIFT_LINE_IN_AT,
  IF_TIME,
  QUICK_NOTE,
  QUICK_ADVERB,
  AND_A_HALF,
  BARE_HOUR_AND_HALF,
  FRACTION_LENGTH,
  CHANNEL_NOTE,
  SHORT_FORM_DOT,
  SYMBOL_WORDS,
  AMPERSAND_AFTER_TIME,
  ARABIC_AND_VERB,
  AND_A_BIT,
  BEFORE_SOMEONE,
  PART_PHRASES,
  A_LA_PART,
  MUST_SEND_IT_BY,
  HS_HOUR,
  AFTER_THE_SIESTA,
  BARE_RANGE,
  MINUTE_MARK,
  MERIENDA,
  MEAL_LATE,
  AT_CLOSING,
  AT_NIGHT_END,
  FINISH_UNTIL,
  HOUR_H_RANGE,
  HOUR_FRACTION,
  CHAT_Q,
  CHAT_X_PART,
  DAY_OFF,
  TIPO_HOUR,
  COMO_HOUR,
  RIGHT_AWAY,
  LET_US_SEE_IF,
];

/** A word of rules/gap-heading.ts' headings, for its pass. */
const GAP_WORD = /gap|between|meantime|break|medias|medio|hueco|pausa|descanso|turno|استراحة|بريك|الدوامين|الشفتين/iu;

/** A word of rules/interjection-lead.ts' openers, for its pass. */
const INTERJECTION_WORD =
  /(?<![\p{L}])(?:ah|ahh|oh|ay|cierto|otra|olvidaba|فكرة|بالمناسبة|آه|ojo|ojito|ترى|ترا|btw|fyi|heads)(?![\p{L}])/iu;

/** A line that ends in a colon before the next line: rules/anchor-heading.ts' headings, for its pass. */
const HEADING_COLON = /:[ \t]*\n/u;

/**
 * `notes`, when given, collects the items the text gives to other days (core/rules.ts, NoteSpan);
 * `context` is what the pass knows of the planned day (its weekday).
 */
export function applyGrammar(description: string, notes?: NoteSpan[], context: RuleContext = {}): string {
  const sunset = context.sunset ?? sunsetOf(description);
  if (sunset !== undefined) context = { ...context, sunset };
  // The clean-up pass tags the text once more: only when one of its phrases can be there.
  const row = /back|row|another|seguid|tras/iu.test(description);
  // "..., so sleeping till 2pm" becomes a sentence of its own first, so what it leaves is read on its own.
  // "ah y mañana ...", "على فكرة بكرة ...": the interjection goes first, so the sentence opens with its own word.
  // (A pass that leaves the text as it was leaves its tokens too: the next pass reads them again.)
  let last: { text: string; tokens: Tagged[] } | undefined;
  const tagsOf = (text: string): Tagged[] =>
    last?.text === text ? last.tokens : (last = { text, tokens: tag(text) }).tokens;
  const pass = (text: string, rule: Rule): string => runRules(text, [rule], undefined, {}, tagsOf(text));
  const plain = INTERJECTION_WORD.test(description) ? pass(description, INTERJECTION_LEAD) : description;
  const slept0 = /sleep/iu.test(plain) ? pass(plain, SLEEP_UNTIL) : plain;
  // "gap stuff:\n- ...": each bullet under a heading of the gap says "in between" first.
  // "after work:\n- ...": each bullet under a heading that says when opens with it (rules/anchor-heading.ts).
  const gapped = GAP_WORD.test(slept0) ? pass(slept0, GAP_HEADING) : slept0;
  const slept = HEADING_COLON.test(gapped) ? pass(gapped, ANCHOR_HEADING) : gapped;
  const text = row ? pass(slept, BACK_TO_BACK) : slept;
  return runRules(text, RULES, notes, context, tagsOf(text));
}

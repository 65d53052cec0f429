/**
 * The grammar's rules, the first half of their order (core/grammar-pass.ts runs them as one list:
 * rule-list-1.ts then rule-list-2.ts). Split in two only to keep each file readable.
 */

import type { Rule } from "./rules";
import { LEAVING_WORK, LEAVING_WORK_AR } from "../rules/after-work";
import { HEAT_ANCHOR, SLEEP_ANCHOR, SUN_ANCHOR } from "../rules/anchors";
import { ASIDE, DASH_ASIDE, DAY_AT_PLACE } from "../rules/aside";
import { BEEN_ASIDE } from "../rules/been-aside";
import { BODY_ACHE } from "../rules/body-ache";
import { WHO_IS_IN } from "../rules/who-is-in";
import { NUMBERED_LABEL, NUMBERED_REF } from "../rules/numbered-label";
import { DONE_ITEM } from "../rules/done-item";
import { HAVE_THE_KIDS } from "../rules/have-the-kids";
import { INLINE_CHECKBOX } from "../rules/inline-checkbox";
import { FIRST_LINE } from "../rules/first-line";
import { FREE_AFTER, FREE_ISH, FREE_TILL_EVENT } from "../rules/free-after";
import { DONT_PLAN_LINE } from "../rules/dont-plan-line";
import { REMARK_LINE } from "../rules/remark-line";
import { REASON_CLAUSE } from "../rules/reason-clause";
import { RUN_ON_REMARK } from "../rules/run-on-remark";
import { PART_REASON } from "../rules/part-reason";
import { SHIFT_PATTERN } from "../rules/shift-pattern";
import { ON_MY_OWN } from "../rules/on-my-own";
import { COUNT_HEADING } from "../rules/count-heading";
import { COUNT_LIST_HEADING } from "../rules/count-list-heading";
import { BREAK_ADJECTIVE } from "../rules/break-adjective";
import { SOMEONE_ELSE, VISITING_HOURS } from "../rules/someone-else";
import { WE_EAT } from "../rules/we-eat";
import { FREE_PART } from "../rules/free-part";
import { EMOJI_HEADING, EMOJI_TOPIC, LIST_HEADING } from "../rules/list-heading";
import { BRACKET_LINE } from "../rules/bracket-line";
import { BRACKET_DEADLINE_REASON, BRACKET_REASON } from "../rules/bracket-reason";
import { BRACKET_MOOD } from "../rules/bracket-mood";
import { BRACKET_DEPARTURE } from "../rules/bracket-departure";
import { DASH_HEADING } from "../rules/dash-heading";
import { MEAL_PROVIDED } from "../rules/meal-provided";
import { REPORTED_CLAUSE } from "../rules/reported-clause";
import { REPEATED_TIME } from "../rules/repeated-time";
import { REMARK_CLOCK } from "../rules/remark-clock";
import { AFTER_IT_HAPPENS, WHEN_IT_ARRIVES } from "../rules/when-it-arrives";
import { CONTEXT_LINE } from "../rules/context-line";
import { keepingOtherDay } from "../rules/other-day-item";
import { BEFORE_LEAVING, BY_THE_TIME } from "../rules/before-leaving";
import { BEFORE_GOING_ON, BEFORE_I_GO } from "../rules/before-i-go";
import { ON_SHIFT_HOURS, REAL_START } from "../rules/real-start";
import { BEFORE_WE_EAT } from "../rules/before-we-eat";
import { BEFORE_I_START } from "../rules/before-i-start";
import { BEFORE_AFTER_LABEL } from "../rules/before-after-label";
import { BEFORE_TIMED } from "../rules/before-timed";
import { BEFORE_THEY_COME } from "../rules/before-they-come";
import { BETWEEN_EVENTS, BETWEEN_TWO_HOURS, BETWEEN_TWO_NAMED } from "../rules/between";
import { DELIVERY_WINDOW } from "../rules/delivery-window";
import { JOURNEY_LEAVE_BY } from "../rules/journey-leave-by";
import { BRACKET_BREAK, WITH_BREAK } from "../rules/with-break";
import { PLUS_LENGTHS } from "../rules/plus-lengths";
import { RANGE_NOTE } from "../rules/range-note";
import { LENGTH_INCLUDES } from "../rules/length-includes";
import { MOST_OF_PART } from "../rules/most-of-part";
import { WINDOW_WORDS } from "../rules/window-words";
import { HABIT_DAY } from "../rules/habit-day";
import { LENGTH_NOTE } from "../rules/length-note";
import { LOG_ON_OFF, OWN_HOURS, PLACE_AT_HOURS, PLACE_IS_HOURS } from "../rules/own-hours";
import { PER_THING_CONTEXT } from "../rules/per-thing-context";
import { BEFORE_GOING_IN } from "../rules/before-going-in";
import { ENTRO_SALGO } from "../rules/entro-salgo";
import { START_FINISH } from "../rules/start-finish";
import { ARRIVES_HOUR } from "../rules/arrives-hour";
import { BULLET_HOUR } from "../rules/bullet-hour";
import { MEAL_DISH } from "../rules/meal-dish";
import { STARTS_CLAUSE } from "../rules/starts-clause";
import { PER_THING_FIRST } from "../rules/per-thing-first";
import { WHEN_I_GET_IN } from "../rules/when-i-get-in";
import { WHEN_I_FINISH } from "../rules/when-i-finish";
import { WHILE_OUT } from "../rules/while-out";
import { WHEN_I_GET_UP } from "../rules/when-up";
import { WHEN_CLAUSE } from "../locales/es/when-clause";
import { HOUR_FIRST } from "../locales/ar/hour-first";
import { FOR_SETS } from "../rules/for-sets";
import { ARRIVE_AND_THEN } from "../rules/arrive-and-then";
import { ARROW } from "../rules/arrow";
import { SLASH_LIST } from "../rules/slash-list";
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
import { DURING_RULES } from "../rules/during";
import { WHILE_DOING } from "../rules/while-doing";
import { COUNT_EACH, COUNT_OF, LENGTH_TIMES, TIMES_LENGTH } from "../rules/count";
import { COUNT_RUNS } from "../rules/count-runs";
import { EVERY_WINDOW } from "../rules/every-window";
import { COUNT_THEN_LENGTH, LENGTH_THEN_COUNT, RANGE_EACH, THINGS_TIMES_LENGTH } from "../rules/count-after";
import { EACH_TIMED_LIST } from "../rules/each-timed-list";
import { AT_CLOSE } from "../rules/at-close";
import { BEFORE_WORK_ENDS } from "../rules/before-work-ends";
import { CLOSES_AT, CLOSES_CLAUSE } from "../rules/closes-at";
import { OPENING_CLOSING } from "../rules/opening-closing";
import { HALF_HOUR } from "../rules/half-hour";
import { A_WHILE, FOR_A_BIT } from "../rules/a-while";
import { GLUED_LENGTH_ISH, LENGTH_ISH } from "../rules/length-ish";
import { WORK_ASIDE_RANGE, IN_PLACE_HOURS } from "../rules/work-aside";
import { RATE_LENGTH } from "../rules/rate";
import { LIST_EACH } from "../rules/list";
import { LIST_OF_THINGS } from "../rules/list-of-things";
import { SHARED_HEAD } from "../rules/shared-head";
import { WAY_BACK } from "../rules/way-back";
import { AFTER_WORK_LIST } from "../rules/after-work-list";
import { PLACE_HEADING } from "../rules/place-heading";
import { DAY_TODAY, OPENING_REMARK, PAST_ARRIVAL, ROLE_HEADING } from "../rules/opening-line";
import { DEPARTMENT_LINE, PERSONA_LINE } from "../rules/persona-line";
import { BOOKED_SOLID } from "../rules/booked-solid";
import { COUNT_APPOSED, COUNT_ONLY } from "../rules/count-apposed";
import { SPLIT_NOTE } from "../rules/split-note";
import { BOUND_HEDGE, RANGE_HEDGE } from "../rules/range-hedge";
import { LENGTH_NOUN } from "../rules/length-noun";
import { LENGTH_THEN_NOTE } from "../rules/length-then-note";
import { DEADLINE_WHY } from "../rules/deadline-why";
import { HAND_IN_BY } from "../rules/hand-in-by";
import { BRACKET_DOT } from "../rules/bracket-dot";
import { SIDE_REMARK } from "../rules/side-remark";
import { SO_MY_HOURS } from "../rules/so-my-hours";
import { WHO_OPENS, WHOSE_DAY } from "../locales/es/whose-day";
import { THIS_PART_LABEL } from "../locales/es/time-phrases";
import { DAY_HEADING } from "../rules/day-heading";
import { TOMORROW_FIRST } from "../rules/tomorrow-first";
import { TIMES_EACH } from "../rules/time-list";
import { BARE_TIMES } from "../rules/bare-times";
import { NUMBERED_PAIR } from "../rules/numbered-pair";
import { TIME_FIRST } from "../rules/time-first";
import { ES_BARE_RANGE } from "../locales/es/bare-range";
import { LO_PRIMERO } from "../locales/es/lo-primero";
import { NEED_TO_BE_THERE, NEEDS_DOING, SO_I_HAVE, TO_FEEL, WHEN_DONE } from "../rules/purpose-clause";
import { ON_THE_BREAK } from "../rules/on-the-break";
import { ON_SHIFT, SHIFT_HEADER } from "../rules/on-shift";
import { OTHERS_UP } from "../rules/others-up";
import { TIME_FIRST_LIST } from "../rules/time-first-list";
import { TIME_FIRST_LINES } from "../rules/time-first-lines";
import { COMPACT_RANGE } from "../rules/compact-range";
import { END_OF_DAY, PART_WORDS } from "../rules/part-words";
import { LAST_THING, PART_CLAUSE } from "../rules/part-clause";
import { SPAN_CLAUSE } from "../rules/span-clause";
import { BACK_THEN } from "../rules/back-then";
import { BEFORE_THEN } from "../rules/before-then";
import { BACK_BY } from "../rules/back-by";

export const RULES_1: readonly Rule[] = [
  LIST_EACH,
  LIST_OF_THINGS,
  ORDINAL_LIST,
  SHARED_HEAD,
  WAY_BACK,
  AFTER_WORK_LIST,
  NUMBERED_PAIR,
  BARE_TIMES,
  TIMES_EACH,
  TIME_FIRST,
  ES_BARE_RANGE,
  TIME_FIRST_LIST,
  COMPACT_RANGE,
  TIME_FIRST_LINES,
  COUNT_APPOSED,
  COUNT_ONLY,
  COUNT_RUNS,
  COUNT_EACH,
  COUNT_OF,
  LENGTH_THEN_COUNT,
  PER_THING_FIRST,
  COUNT_THEN_LENGTH,
  THINGS_TIMES_LENGTH,
  EACH_TIMED_LIST,
  RANGE_EACH,
  EVERY_WINDOW,
  PART_WORDS,
  LO_PRIMERO,
  END_OF_DAY,
  PART_CLAUSE,
  LAST_THING,
  SPAN_CLAUSE,
  BACK_THEN,
  BEFORE_THEN,
  BACK_BY,
  LENGTH_TIMES,
  TIMES_LENGTH,
  PAIR_LENGTH,
  RATE_LENGTH,
  LENGTH_NOTE,
  PER_THING_CONTEXT,
  WORK_ASIDE_RANGE,
  IN_PLACE_HOURS,
  ON_SHIFT,
  SHIFT_HEADER,
  // (Before the headings: "el jueves: inspección", "el viernes boda!!" are that day's items, not headings.)
  DAY_HEADING,
  TOMORROW_FIRST,
  FREE_PART,
  OTHERS_UP,
  keepingOtherDay(ASIDE),
  DASH_ASIDE,
  DAY_AT_PLACE,
  BEEN_ASIDE,
  BODY_ACHE,
  WHO_IS_IN,
  NUMBERED_LABEL,
  NUMBERED_REF,
  DONE_ITEM,
  HAVE_THE_KIDS,
  INLINE_CHECKBOX,
  keepingOtherDay(FIRST_LINE),
  DONT_PLAN_LINE,
  REMARK_LINE,
  REASON_CLAUSE,
  RUN_ON_REMARK,
  PART_REASON,
  SHIFT_PATTERN,
  ON_MY_OWN,
  SO_I_HAVE,
  TO_FEEL,
  NEEDS_DOING,
  NEED_TO_BE_THERE,
  WHEN_DONE,
  ON_THE_BREAK,
  COUNT_HEADING,
  COUNT_LIST_HEADING,
  BREAK_ADJECTIVE,
  SOMEONE_ELSE,
  VISITING_HOURS,
  WE_EAT,
  BRACKET_LINE,
  THIS_PART_LABEL,
  BRACKET_REASON,
  BRACKET_MOOD,
  BRACKET_DEADLINE_REASON,
  BRACKET_DEPARTURE,
  DASH_HEADING,
  MEAL_PROVIDED,
  REPORTED_CLAUSE,
  REPEATED_TIME,
  REMARK_CLOCK,
  WHEN_IT_ARRIVES,
  AFTER_IT_HAPPENS,
  LIST_HEADING,
  keepingOtherDay(EMOJI_HEADING),
  EMOJI_TOPIC,
  keepingOtherDay(CONTEXT_LINE),
  DAY_TODAY,
  OPENING_REMARK,
  ROLE_HEADING,
  PERSONA_LINE,
  DEPARTMENT_LINE,
  BOOKED_SOLID,
  SPLIT_NOTE,
  RANGE_HEDGE,
  BOUND_HEDGE,
  LENGTH_NOUN,
  LENGTH_THEN_NOTE,
  DEADLINE_WHY,
  HAND_IN_BY,
  BRACKET_DOT,
  SIDE_REMARK,
  SO_MY_HOURS,
  PAST_ARRIVAL,
  PLACE_HEADING,
  WHOSE_DAY,
  WHO_OPENS,
  WINDOW_WORDS,
  HABIT_DAY,
  OWN_HOURS,
  LOG_ON_OFF,
  PLACE_IS_HOURS,
  PLACE_AT_HOURS,
  DELIVERY_WINDOW,
  JOURNEY_LEAVE_BY,
  BETWEEN_EVENTS,
  BETWEEN_TWO_NAMED,
  BETWEEN_TWO_HOURS,
  WITH_BREAK,
  PLUS_LENGTHS,
  RANGE_NOTE,
  LENGTH_INCLUDES,
  MOST_OF_PART,
  BRACKET_BREAK,
  START_FINISH,
  ENTRO_SALGO,
  BEFORE_GOING_IN,
  ARRIVES_HOUR,
  BULLET_HOUR,
  MEAL_DISH,
  STARTS_CLAUSE,
  FOR_SETS,
  ARRIVE_AND_THEN,
  ARROW,
  SLASH_LIST,
  EVERYTHING_HEADING,
  TODO_HEADING,
  TOCA_HEADING,
  LEAD_DEADLINE,
  BEFORE_WORK_ENDS,
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
  WHEN_I_FINISH,
  WHILE_OUT,
  WHEN_I_GET_UP,
  WHEN_CLAUSE,
  HOUR_FIRST,
  ONCE_DONE,
  ONCE_ARRIVED,
  BREAK_BETWEEN,
  ...DURING_RULES,
  WHILE_DOING,
  // (Before BEFORE_LEAVING: on the same span, "before we eat at 7" is the meal, not only a deadline.)
  BEFORE_WE_EAT,
  BEFORE_LEAVING,
  BEFORE_I_GO,
  BEFORE_GOING_ON,
  REAL_START,
  ON_SHIFT_HOURS,
  BY_THE_TIME,
  BEFORE_I_START,
  BEFORE_AFTER_LABEL,
  BEFORE_TIMED,
  BEFORE_THEY_COME,
  SLEEP_ANCHOR,
  SUN_ANCHOR,
  FREE_AFTER,
  FREE_ISH,
  FREE_TILL_EVENT,
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
  LENGTH_ISH,
  GLUED_LENGTH_ISH,
];

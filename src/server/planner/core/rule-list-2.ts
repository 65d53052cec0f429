/**
 * The grammar's rules, the second half of their order (core/grammar-pass.ts runs them as one list:
 * rule-list-1.ts then rule-list-2.ts). Split in two only to keep each file readable.
 */

import type { Rule } from "./rules";
import { AFTER_CLAUSE, AFTER_WORK_OCCASION } from "../rules/after-clause";
import { AND_A_HALF, BARE_HOUR_AND_HALF } from "../rules/and-a-half";
import { FRACTION_LENGTH } from "../rules/fraction-length";
import { ARABIC_AND_VERB } from "../rules/arabic-and-verb";
import { DEADLINE_WORD } from "../rules/deadline";
import { DUE_OTHER_DAY } from "../rules/due-other-day";
import { OPENS_AT } from "../rules/opens-at";
import { DEADLINE_MOMENT } from "../rules/deadline-moment";
import { AT_THE_LATEST, ES_AT_THE_LATEST } from "../rules/at-the-latest";
import { DONE_BY, IN_BY, READY_BY } from "../rules/done-by";
import { DAY_DONE_BY } from "../rules/day-done-by";
import { GET_THERE_THEN } from "../rules/get-there-then";
import { CLAUSE_THEN_SUBJECT } from "../rules/clause-then-subject";
import { SO_THERES } from "../rules/so-theres";
import { SIGN_ON } from "../rules/before-sign-on";
import { EMOJI_BREAK } from "../rules/emoji";
import { DAY_ONE_REMARK } from "../rules/day-one-remark";
import { RANGE_COLON } from "../rules/range-colon";
import { HOUR_H, HOUR_ISH, MILITARY_TIME, SPACED_RANGE, THREE_DIGIT_TIME } from "../rules/clock";
import { FIRST_ONE_AT } from "../rules/count-after";
import { TILL_CLOSE, TILL_MIDNIGHT } from "../rules/till-midnight";
import { SECOND_PART_LABEL } from "../locales/es/part-pair";
import {
  EN_LA_PART,
  ITEM_HOUR_QUARTER,
  ITEM_RANGE,
  ITEM_TIPO_HOUR,
  PA_APOSTROPHE,
} from "../locales/es/item-start-hour";
import { TIME_LEFT } from "../rules/time-left";
import { PART_AND_PART } from "../rules/part-and-part";
import { FREE_SO } from "../rules/free-so";
import { FOR_HOUR } from "../rules/for-hour";
import { TIME_OR } from "../rules/time-or";
import { AT_LUNCH, AT_LUNCH_ES, LUNCH_FIRST } from "../rules/at-lunch";
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
import { TAKES_BARE_MINUTES } from "../rules/takes-bare";
import { HEDGED_BRACKET_END, HEDGED_RANGE } from "../rules/hedged-range";
import { IN_FROM_START, SHIFT_IN_AT, SHIFT_LINE_IN_AT } from "../rules/shift-in-at";
import { IF_TIME } from "../rules/if-time";
import { QUICK_ADVERB, QUICK_NOTE, QUICK_ONE, SIZE_NOTE } from "../rules/quick-note";
import { BRACKET_PREP } from "../rules/bracket-prep";
import { TRIP_ARRIVAL } from "../rules/trip-arrival";
import { FIRST_IS, FREE_TILL, RIGHT_SO, THATS_LENGTH } from "../rules/voice-note";
import { NUMBERED_EACH, NUMBERED_RANGE } from "../rules/numbered-range";
import { MIDDAY_WINDOW } from "../rules/midday";
import { HEADED_THINGS_FROM } from "../rules/list-of-things";
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
  BARE_RANGE,
  COMO_HOUR,
  TIPO_HOUR,
  RIGHT_AWAY,
  LET_US_SEE_IF,
} from "../locales/es/time-phrases";
import { EMOJI_STOP } from "../rules/emoji-stop";
import { DAY_OFF } from "../locales/es/day-off";
import { GOING_TO_MEAL } from "../locales/es/going-to";
import { ORDER_INLINE, ORDER_LABEL, ORDER_OPENER } from "../rules/order-label";
import {
  BRACKET_DAY_ITEM,
  BRACKET_TOMORROW,
  BRACKET_TOMORROW_ASIDE,
  TOMORROW_EVENT,
  TOMORROW_ITEM as TOMORROW_LATE_ITEM,
} from "../rules/other-day";
import { OTHER_DAY_THEN_TODAY, TOMORROW_ITEM } from "../rules/other-day-item";
import { TRAILING_TOMORROW } from "../rules/trailing-day";
import { WAIT_TILL_DAY } from "../rules/wait-till-day";
import { ENDS_ON_DAY } from "../rules/ends-on-day";
import { BULLET_DAY, CLAUSE_DAY, FOR_OTHER_DAY_HOUR, FOR_THE_HOUR_EVENT, TODAY_NAMED } from "../rules/bullet-day";
import { ON_THE_WAY } from "../rules/on-the-way";
import { THEN_HOME, WAY_HOME, WAY_HOME_OTHER } from "../rules/way-home";
import { WALK_OFF } from "../rules/walk-off";
import { UP_AT } from "../rules/up-at";
import { WAKE_HOUR, WOKE_LATE_AT } from "../rules/wake-hour";
import { SEND_IT } from "../rules/send-it";
import { AT_SCHOOL_BY } from "../rules/at-school-by";
import { BE_AT_PLACE_BY, BE_THERE, BE_THERE_BY, SO_BE_THERE } from "../rules/be-there";
import { BEDTIME_ROUTINE } from "../rules/bedtime-routine";
import { APPOINTMENT_TIME, BOOKED_AT, PLACE_HOURS, PLACE_OPEN_RANGE } from "../rules/appointment-time";
import { WHOSE_APPOINTMENT } from "../rules/whose-appointment";
import { EVENT_OF_HOUR } from "../rules/event-of-hour";
import { PICKED_UP_AT } from "../rules/picked-up-at";
import { I_EAT_LATE } from "../locales/es/i-eat-late";
import { NOT_TODAY } from "../rules/interjection-lead";
import { GET_THERE, ROOM_BETWEEN } from "../rules/get-there";
import { WITH_BREAKS } from "../rules/with-breaks";
import { ADDRESS, ADDRESS_AFTER_TIME, NUMBERED_PLACE_AFTER } from "../rules/address";
import { ADDRESS_ES } from "../rules/address-es";
import { AT_PLACE_AFTER_COMMA } from "../rules/at-place";
import { SPACED_CLOCK } from "../rules/spaced-clock";
import { SHOPPING_LIST } from "../rules/shopping-list";
import { AM_PM_PART } from "../rules/am-pm-part";
import { BEFORE_NAMED_CLOCK, DEADLINE_REASON } from "../rules/before-bracket-clock";
import { PLACE_AFTER_TIME } from "../rules/place-after-time";
import { ON_CHANNEL } from "../rules/on-channel";
import { HOME_BY } from "../rules/home-by";
import { RUNNING_FROM } from "../rules/running-from";
import { ORDINAL_WORDS, SHORTHAND_WORDS } from "../rules/shorthand";
import { SO_TODAY, SO_TODAY_LINE } from "../rules/so-today";
import { AMPERSAND_AFTER_TIME, SYMBOL_WORDS } from "../rules/symbols";
import { CHANNEL_NOTE, SHORT_FORM_DOT } from "../rules/notes";
import { DONT_DO } from "../rules/dont-do";
import { SO_LEAVE } from "../rules/so-leave";
import { LEAVING_FOR } from "../rules/leaving-for";
import { FINISH_BY } from "../rules/finish-by";
import { BUSINESS_MORNING } from "../rules/business-morning";
import { MEAL_PREP_PAIR } from "../rules/meal-prep-pair";

export const RULES_2: readonly Rule[] = [
  DAY_ONE_REMARK,
  RANGE_COLON,
  TIME_LEFT,
  FREE_SO,
  FOR_HOUR,
  TIME_OR,
  AT_LUNCH,
  AT_LUNCH_ES,
  LUNCH_FIRST,
  AFTER_CLAUSE,
  AFTER_WORK_OCCASION,
  DEADLINE_WORD,
  DUE_OTHER_DAY,
  OPENS_AT,
  DEADLINE_MOMENT,
  AT_THE_LATEST,
  ES_AT_THE_LATEST,
  DAY_DONE_BY,
  GET_THERE_THEN,
  CLAUSE_THEN_SUBJECT,
  SO_THERES,
  DONE_BY,
  SIGN_ON,
  IN_BY,
  READY_BY,
  EMOJI_BREAK,
  TOMORROW_EVENT,
  BRACKET_TOMORROW,
  BRACKET_TOMORROW_ASIDE,
  TOMORROW_ITEM,
  BRACKET_DAY_ITEM,
  TOMORROW_LATE_ITEM,
  OTHER_DAY_THEN_TODAY,
  ENDS_ON_DAY,
  TRAILING_TOMORROW,
  WAIT_TILL_DAY,
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
  WAY_HOME_OTHER,
  THEN_HOME,
  WALK_OFF,
  UP_AT,
  WAKE_HOUR,
  WOKE_LATE_AT,
  SEND_IT,
  BE_THERE,
  BE_THERE_BY,
  SO_BE_THERE,
  AT_SCHOOL_BY,
  BE_AT_PLACE_BY,
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
  ADDRESS_ES,
  ADDRESS_AFTER_TIME,
  SPACED_CLOCK,
  AT_PLACE_AFTER_COMMA,
  NUMBERED_PLACE_AFTER,
  SHOPPING_LIST,
  FIRST_ONE_AT,
  AM_PM_PART,
  HEADED_THINGS_FROM,
  BEFORE_NAMED_CLOCK,
  DEADLINE_REASON,
  PLACE_AFTER_TIME,
  ON_CHANNEL,
  HOME_BY,
  RUNNING_FROM,
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
  TAKES_BARE_MINUTES,
  HEDGED_RANGE,
  HEDGED_BRACKET_END,
  SHIFT_IN_AT,
  IN_FROM_START,
  SHIFT_LINE_IN_AT,
  IF_TIME,
  QUICK_NOTE,
  QUICK_ONE,
  BRACKET_PREP,
  TRIP_ARRIVAL,
  FIRST_IS,
  THATS_LENGTH,
  FREE_TILL,
  RIGHT_SO,
  SIZE_NOTE,
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
  PART_AND_PART,
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
  GOING_TO_MEAL,
  TIPO_HOUR,
  TILL_MIDNIGHT,
  TILL_CLOSE,
  SECOND_PART_LABEL,
  ITEM_TIPO_HOUR,
  ITEM_HOUR_QUARTER,
  ITEM_RANGE,
  PA_APOSTROPHE,
  EN_LA_PART,
  COMO_HOUR,
  RIGHT_AWAY,
  LET_US_SEE_IF,
  DONT_DO,
  SO_LEAVE,
  LEAVING_FOR,
  FINISH_BY,
  BUSINESS_MORNING,
  MEAL_PREP_PAIR,
];

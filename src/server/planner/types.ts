/**
 * Public types of the Rhythm scheduling engine.
 *
 * Times are wall-clock "HH:MM" strings on PlanOptions.date ("24:00" may appear as the end of a
 * block that runs until midnight). The caller handles time zones.
 */

export type BlockKind = "event" | "task" | "break" | "meal" | "habit";
export type PartOfDay = "morning" | "afternoon" | "evening";

/** A translatable explanation: `code` is a key of messages/{en,es,ar}.json. */
export interface Reason {
  code: string;
  params?: Record<string, string | number>;
}

export interface ExtractedTask {
  id: string;
  title: string;
  kind: BlockKind;
  durationMinutes: number;
  /** Explicitly timed event: it stays exactly here. */
  fixedStart?: string;
  fixedEnd?: string;
  /**
   * The timed item whose time gave this one its own (a trip pinned right before the event it leads
   * to): the reason names that item instead of saying the time was the person's.
   */
  timedBy?: string;
  /** The timed item it starts right after ("playdate 2-4, ... collect", refiners/drop-and-collect.ts): the reason names it. */
  timedAfter?: string;
  /** The trip it is done on ("eat lunch on the train", refiners/aboard.ts): the reason names it. */
  during?: string;
  /** Its time was "by" an hour ("leave by 7"): the reason names that hour, not a start the person never said. */
  timedUntil?: boolean;
  /** Must end by this time. */
  deadline?: string;
  /** Must not start before this time. */
  earliestStart?: string;
  partOfDay?: PartOfDay;
  /** Ids of tasks this one must come after. */
  after?: string[];
  /** 1 (only if there is time) .. 5 (urgent); 3 is normal. */
  priority: number;
  /** The words of the description this task came from. */
  source?: string;
  /** Time kept free ("don't schedule anything between 12 and 1"): nothing is planned in it and it makes no block. */
  blocked?: boolean;
  /** "in 90-minute blocks", "breaks every 90 min": no piece of it longer than this. */
  maxPieceMinutes?: number;
  /**
   * "drink water every 2 hours", "walk around 5 min every 90 minutes": a short block of
   * `durationMinutes` repeated this often across the working (else waking) hours.
   */
  repeatEveryMinutes?: number;
  /** "walk the dog 3 times", "sacar al perro 3 veces", "مرتين باليوم": that many repeats, spread over its window. */
  repeatTimes?: number;
  /** What the task is, as its extractor read it; what is left out is read from the title (planner/schedule/traits.ts). */
  traits?: Partial<TaskTraits>;
}

/** What the solver knows of a task beyond its fields (see planner/schedule/traits.ts). */
export interface TaskTraits {
  /** A meal (kind "meal" only), and which. */
  meal?: "breakfast" | "lunch" | "dinner" | "other";
  /** The meal its title names, whatever its kind ("dinner with Ana"). */
  mealOfTitle?: "breakfast" | "lunch" | "dinner" | "other";
  /** Films, parties, drinks: not work, never split, late in the evening. */
  leisure: boolean;
  /** Errands, chores, exercise, calls with family: after work hours. */
  personal: boolean;
  /** Getting somewhere: not focus work; a short trip ends where the timed item begins. */
  travel: boolean;
  /** A pick-up, drop-off or taking someone somewhere: due by a time, it happens close before it. */
  pickup?: boolean;
  nap: boolean;
  /** Cooking that meal: right before it. */
  prepares?: "lunch" | "dinner";
  /** Due before a timed item the text names ("1h before the meeting"): it happens close before it. */
  justBefore?: boolean;
  /** Washing up: after a meal. */
  afterMeal: boolean;
  /** A meeting or call: a timed one keeps the user's buffer after it. */
  meetingOrCall: boolean;
  brunch: boolean;
  /** A Spanish "comida" the planner added: about 14:00 (windows.ts LATE_LUNCH_WINDOW), not 12:00. */
  lateLunch?: boolean;
  /** The kind it is placed as when it has no time of its own. */
  flexKind: BlockKind;
}

/** Constraints a flexible block carries so that a re-plan can honour them again. */
export interface BlockConstraints {
  deadline?: string;
  earliestStart?: string;
  partOfDay?: PartOfDay;
  after?: string[];
  priority?: number;
  /** A repeated task (ExtractedTask.repeatEveryMinutes): a re-plan repeats it again from now. */
  repeatEveryMinutes?: number;
}

export interface PlannedBlock {
  id: string;
  taskId: string;
  title: string;
  start: string;
  end: string;
  kind: BlockKind;
  fixed: boolean;
  conflict?: boolean;
  done?: boolean;
  reason: Reason;
  /** Optional extra (added by the solver to flexible blocks); used by replanDay. */
  constraints?: BlockConstraints;
}

export interface UnscheduledTask {
  taskId: string;
  title: string;
  minutes: number;
  reason: Reason;
  /** Optional extras (added by the solver) so that a re-plan can try it again as it was asked. */
  kind?: BlockKind;
  constraints?: BlockConstraints;
}

export interface MovedBlock {
  id: string;
  title: string;
  from: string;
  to: string;
}

/** An item the text gives to another day ("flight tomorrow at 6:45"): listed, not planned on this one. */
export interface OtherDayItem {
  title: string;
  /** YYYY-MM-DD, from the planned day. */
  day: string;
  /** HH:MM, when the text gives its time. */
  start?: string;
  durationMinutes?: number;
}

export interface PlanResult {
  blocks: PlannedBlock[];
  unscheduled: UnscheduledTask[];
  /** Items for other days (the rules engine's; absent when there are none). */
  otherDays?: OtherDayItem[];
  moved?: MovedBlock[];
  warnings?: Reason[];
}

export interface PlanOptions {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  dayStart: string;
  /** HH:MM */
  dayEnd: string;
  /** Language of the description; "ar" only names inserted breaks in Arabic. */
  locale?: "en" | "es" | "ar";
  focusPreference?: PartOfDay;
  workStart?: string;
  workEnd?: string;
  /** HH:MM; flexible blocks start no earlier when planning for today. */
  now?: string;
  /**
   * The user's planning settings (issue 16 item 14). Minutes kept free after meetings and calls
   * (timed events): no flexible block starts inside them. Not given: none (the CLI and corpus).
   */
  bufferMinutes?: number;
  /** Longest focus run before a break; FOCUS_LIMIT (120) when not given. */
  focusCapMinutes?: number;
  /** Length of an inserted break, also the smallest gap that counts as rest; BREAK_MINUTES (15) when not given. */
  breakMinutes?: number;
}

export type Extractor = (description: string, options: PlanOptions) => Promise<ExtractedTask[]>;

export interface EnginePlanResult extends PlanResult {
  engine: "rules" | "llm";
  fallback?: Reason;
}

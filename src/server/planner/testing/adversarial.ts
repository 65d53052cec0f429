/**
 * Hostile descriptions for the planner's time-bound fuzz test (extract.fuzz.test.ts) and its
 * benchmark (bench/planner-fuzz.ts): the shapes that make a backtracking regular expression slow.
 * Runs of one word or of a few words from the grammar and the lexicon (glued together or spaced),
 * nested and unclosed brackets, long runs of digits and of separators, clock and duration phrases
 * cut short, and the same in Spanish and Arabic, all up to the 4,000-character limit.
 */
import fc from "fast-check";
import { MAX_DESCRIPTION_LENGTH } from "../validate";

/** Descriptions that once froze the server (kept as regression cases). */
export const KNOWN_BAD: readonly string[] = [
  // The 134-character premium description: `takes?|take` under a repeat, 2^n readings.
  "write report (" + "take".repeat(30) + ")",
  "write report (" + "take".repeat(30),
  "write report 2h (" + "take".repeat(40),
  "write report (" + "take ".repeat(200),
  "informe 2 horas (" + "lleva".repeat(200),
];

/** Words the grammar, the lexicon and the title clean-up look for (English, Spanish, Arabic). */
const WORDS = [
  // fillers, lead and order words
  "take",
  "takes",
  "it",
  "will",
  "me",
  "about",
  "around",
  "approx.",
  "approx",
  "~",
  "for",
  "some",
  "another",
  "an extra",
  "a good",
  "at least",
  "up to",
  "max",
  "min",
  "need to",
  "i",
  "then",
  "and",
  "and then",
  "after",
  "before",
  "until",
  "till",
  "after that",
  "first",
  "so",
  "plus",
  "also",
  "please",
  "today",
  "each",
  "should",
  "needs",
  // clock and duration
  "at",
  "@",
  "from",
  "to",
  "between",
  "half",
  "past",
  "quarter",
  "noon",
  "midnight",
  "am",
  "pm",
  "a.m.",
  "p.m.",
  "h",
  "hours",
  "hour",
  "hr",
  "min",
  "mins",
  "minutes",
  "o'clock",
  "sharp",
  "ish",
  "by",
  "due",
  "latest",
  "starting at",
  "pomodoros",
  "x",
  "1",
  "2",
  "9",
  "12",
  "1.5",
  "9:30",
  "10-11",
  "2h",
  "45m",
  "1h15",
  "19h",
  "7pm",
  "twenty",
  "five",
  "one",
  // parts of the day, priorities, references
  "morning",
  "in the morning",
  "afternoon",
  "evening",
  "tonight",
  "urgent",
  "asap",
  "!!",
  "maybe",
  "if I have time",
  "eod",
  "rest of the day",
  "in between",
  "prep",
  "ready",
  "rehearse",
  "the",
  "my",
  "with",
  "Tom",
  "Ana",
  // tasks
  "report",
  "meeting",
  "lunch",
  "dinner",
  "gym",
  "call",
  "emails",
  "read",
  "write",
  "break",
  "coffee",
  "run",
  // Spanish
  "de",
  "la",
  "las",
  "a las",
  "y",
  "y media",
  "cuarto",
  "menos",
  "hasta",
  "desde",
  "entre",
  "luego",
  "después",
  "hora",
  "horas",
  "minutos",
  "lleva",
  "llevará",
  "dura",
  "unos",
  "por",
  "tarde",
  "noche",
  "mañana",
  "reunión",
  "comida",
  "antes de la",
  // Arabic
  "الساعة",
  "من",
  "إلى",
  "ساعتين",
  "ساعة",
  "و",
  "ثم",
  "بعد",
  "قبل",
  "لمدة",
  "دقيقة",
  "صباحا",
  "مساء",
  "الظهر",
  "٩",
  "١٠",
  "،",
  "ونصف",
];

const SEPARATORS = [
  "",
  " ",
  "  ",
  "\t",
  ", ",
  ",",
  "; ",
  ";",
  " - ",
  "-",
  "–",
  ".",
  ". ",
  "!",
  "?",
  ":",
  ": ",
  "\n",
  "(",
  ")",
  "[",
  "]",
  "•",
  "&",
  "/",
  "'",
  " x ",
  "…",
  "\u00a0",
];

const word = fc.constantFrom(...WORDS);
const separator = fc.constantFrom(...SEPARATORS);

const clip = (s: string): string => (s.length > MAX_DESCRIPTION_LENGTH ? s.slice(0, MAX_DESCRIPTION_LENGTH) : s);
const length = fc.integer({ min: 40, max: MAX_DESCRIPTION_LENGTH });

/** A unit of one to four words with separators, repeated up to the length (the classic shape). */
const repeatedUnit = fc
  .record({
    words: fc.array(fc.tuple(word, separator), { minLength: 1, maxLength: 4 }),
    length,
    prefix: fc.constantFrom("", "write report (", "report 2h ", "meeting at ", "from 9 ", "de ", "1 ", "(", "الساعة "),
    suffix: fc.constantFrom("", ")", "!", " 9", " at 5", "\u0001", "x"),
  })
  .map(({ words, length: n, prefix, suffix }) => {
    const unit = words.map(([w, s]) => w + s).join("");
    const body = unit.repeat(Math.max(1, Math.floor((n - prefix.length - suffix.length) / Math.max(1, unit.length))));
    return clip(prefix + body + suffix);
  });

/** Brackets nested (or opened and never closed) around words. */
const nestedBrackets = fc
  .record({
    depth: fc.integer({ min: 1, max: 1900 }),
    open: fc.constantFrom("(", "[", "((", "( "),
    close: fc.constantFrom(")", "]", "", " )"),
    inner: word,
  })
  .map(({ depth, open, close, inner }) => clip(open.repeat(depth) + inner + close.repeat(depth)));

/** Long runs of digits, or of numbers glued by separators ("1:1:1…", "9-9-9…", "1111…"). */
const digitRuns = fc
  .record({
    digits: fc.stringMatching(/^[0-9٠-٩]{1,6}$/),
    sep: fc.constantFrom("", " ", ":", ".", ",", "-", "h", "x", " to ", " y ", "am "),
    length,
    tail: fc.constantFrom("", " hours", " min", "h", " pm", " ساعة"),
  })
  .map(({ digits, sep, length: n, tail }) =>
    clip((digits + sep).repeat(Math.ceil(n / (digits.length + sep.length))) + tail),
  );

/** Words and separators in random order, up to the length. */
const mixedScripts = fc
  .array(fc.tuple(word, separator), { minLength: 1, maxLength: 900 })
  .map((parts) => clip(parts.map(([w, s]) => w + s).join("")));

/** One hostile description, up to 4,000 characters. */
export const adversarialDescription: fc.Arbitrary<string> = fc
  .oneof(
    { arbitrary: repeatedUnit, weight: 5 },
    { arbitrary: nestedBrackets, weight: 1 },
    { arbitrary: digitRuns, weight: 2 },
    { arbitrary: mixedScripts, weight: 2 },
  )
  .filter((s) => s.trim().length > 0);

/**
 * The one tokenizer of the grammar: a single left-to-right pass over the text (linear time, no
 * regular expression over more than one character) into words, numbers (Western, Eastern Arabic
 * and Persian digits), clock atoms ("9:30", "9.15", "٣:٤٥"), punctuation, emoji and breaks (a new
 * line, or a bullet or list number that opens a line: "- ", "1. ", "2) "). Every token keeps its
 * offsets in the text, so that rules can rewrite exactly the span they matched.
 */

export type TokenKind = "word" | "number" | "clock" | "punct" | "emoji" | "break";

export interface Token {
  kind: TokenKind;
  /** The text as written. */
  text: string;
  /** Lower case, for lexicon look-ups. */
  lower: string;
  start: number;
  end: number;
  /** number: its value; clock: hours. */
  value?: number;
  /** clock: minutes. */
  minute?: number;
  /** Digits written with no space before the next token ("2pm", "45min", "14h"). */
  glued?: boolean;
  /** How many digits a number was written with ("1430" has 4). */
  digits?: number;
  /**
   * The text's first token, after a list's number that opened the text ("1. gym", "1) pay rent"):
   * the number is no token of its own, so that the first line is read from index 0 as a plain one is.
   */
  listed?: boolean;
  /**
   * An emoji or a full stop with only such after it to the line's end ("gym after work 🏋️ 🙂", "bath
   * after tea.", "today 🚛."): it closes the line's last item, as the line's end does.
   */
  endsLine?: boolean;
}

const LETTER = /[\p{L}\p{M}]/u;
const BULLETS = new Set(["-", "*", "•", "·", "–", "—", "‣", "▪", "◦", ">"]);
/** The text of a break token that is a line's bullet ("-", "•", "--") or list number ("1.", "2)"). */
export function isBulletText(text: string): boolean {
  return BULLETS.has(text[0]) || digitValue(text[0] ?? "") >= 0;
}
const INNER = new Set(["'", "’", "-", "/"]);

/** 0-9 in any of the digit sets people type, or -1. */
export function digitValue(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 0x660 && c <= 0x669) return c - 0x660;
  if (c >= 0x6f0 && c <= 0x6f9) return c - 0x6f0;
  return -1;
}

/** A variation selector or zero-width joiner: part of the emoji before it ("✈️", "👨‍👧"), not a letter. */
function isEmojiJoiner(ch: string | undefined): boolean {
  const c = ch?.charCodeAt(0) ?? 0;
  return (c >= 0xfe00 && c <= 0xfe0f) || c === 0x200d;
}

function isLetter(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  // (ASCII without the pattern: only A-Z and a-z are letters there.)
  const c = ch.charCodeAt(0);
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return !isEmojiJoiner(ch) && LETTER.test(ch);
}

function isSpace(ch: string): boolean {
  return ch === " " || ch === "\t" || ch === "\u00a0" || ch === "\u200f" || ch === "\u200e";
}

/** Reads the digits at i: [value, end]. At most 6 digits count; longer runs stay one number. */
function readDigits(text: string, i: number): [number, number] {
  let v = 0;
  let j = i;
  while (j < text.length && digitValue(text[j]) >= 0) {
    if (j - i < 6) v = v * 10 + digitValue(text[j]);
    j++;
  }
  return [v, j];
}

const NUMBER_MARKS = new Set([".", ")", "-"]);

/**
 * Where a list's number opening a line at i ends ("1. ", "12) ", "٣- "), or -1: one or two digits, a
 * mark and a space (after "-", no digit next: "3- 5 pm" is a range).
 */
function listNumberEnd(text: string, i: number): number {
  let j = i;
  while (j < i + 3 && digitValue(text[j] ?? "") >= 0) j++;
  if (j === i || j > i + 2 || !NUMBER_MARKS.has(text[j] ?? "")) return -1;
  let k = j + 1;
  if (k >= text.length || !isSpace(text[k])) return -1;
  while (k < text.length && isSpace(text[k])) k++;
  if (text[j] === "-" && digitValue(text[k] ?? "") >= 0) return -1;
  return j + 1;
}

/** A full stop at k that may close a line: not one of an ellipsis, nor of "p.m.". */
function lineStop(out: readonly Token[], k: number): boolean {
  if (out[k].text !== "." || out[k - 1]?.text === "." || out[k + 1]?.text === ".") return false;
  return !(out[k - 1]?.kind === "word" && out[k - 1].text.length === 1 && out[k - 2]?.text === ".");
}

/** Words after "3p.m." that go on with its clause: "5p.m. their time", "2p.m. till 4", "9a.m. sharp", "6a.m. start". */
const GOES_ON = new Set(
  (
    "to till til until tonight today tomorrow tmrw here there their sharp at with w/ for on in from or latest ish " +
    "so then and if start starts finish no needs pls please onwards"
  ).split(" "),
);
/** Words before a clock that make it part of the words after it: "the 3p.m. pitch", "my 11a.m. interview". */
const BEFORE_NOUN = new Set(
  (
    "the my a an your our his her their this that for today tonight tomorrow tmrw mon tue tues wed thu thur thurs " +
    "fri sat sun monday tuesday wednesday thursday friday saturday sunday"
  ).split(" "),
);

const CUE = new Set(["at", "@", "from", "around", "~"]);

/** The word (lower case, "w/" whole) at k, and where it ends. */
function wordAt(text: string, k: number): [string, number] {
  let j = k;
  while (j < text.length && (isLetter(text[j]) || (INNER.has(text[j]) && isLetter(text[j + 1])))) j++;
  if (j === k + 1 && text[k] === "w" && text[j] === "/") j++;
  return [text.slice(k, j).toLowerCase(), j];
}

/**
 * Whether the clock (out's last token, or the range it ends: "6-7", "10a.m.-12") starts its item or
 * stands before a noun: a line, bullet, mark or emoji before it ("10a.m. Sam, 11 Priya", "- 9a.m.
 * standup", "2) 10a.m. planning", "at 10a.m. coffee"), or "the", "my", a day ("the 3p.m. pitch", "Friday 3p.m. dentist").
 */
function clockOpensWords(out: readonly Token[]): boolean {
  let k = out.length - 1;
  const dash = out[k - 1];
  if (dash && (dash.text === "-" || dash.text === "–" || dash.lower === "to")) {
    let j = k - 2;
    if (out[j]?.lower === "am" || out[j]?.lower === "pm") j--;
    if (out[j]?.kind === "number" || out[j]?.kind === "clock") k = j;
  }
  // ("at 10a.m. coffee with Mia": a cue that opens the item opens it with the clock.)
  if (CUE.has(out[k - 1]?.lower ?? "")) k--;
  const before = out[k - 1];
  if (!before || before.kind !== "word") return true;
  return BEFORE_NOUN.has(before.lower);
}

/**
 * Where a dotted meridiem at i ends ("3p.m.", "10 A.M", "2p.m"), or -1: "a.m"/"p.m" right after a
 * number or clock (out's last token), with no letter after it. It is one word, "am" or "pm" to every
 * rule. Its last dot ends the sentence too at the line's end, and where the clock closes words before
 * it and the next word is none that goes on ("sleep till 2p.m. groceries", "6-7p.m. Stretch"); not in
 * "before the 2p.m. pitch", "9a.m. standup", "5p.m. their time", "2p.m. NY time", "3p.m., gym".
 */
function meridiemEnd(text: string, i: number, out: readonly Token[]): number {
  const prev = out[out.length - 1];
  if (!prev || (prev.kind !== "number" && prev.kind !== "clock") || prev.end < i - 1) return -1;
  if (!"aApP".includes(text[i]) || text[i + 1] !== "." || !"mM".includes(text[i + 2] ?? "")) return -1;
  if (prev.end < i && !isSpace(text[prev.end])) return -1;
  if (isLetter(text[i + 3]) || digitValue(text[i + 3] ?? "") >= 0) return -1;
  if (text[i + 3] !== "." || text[i + 4] === ".") return i + 3;
  let k = i + 4;
  while (k < text.length && isSpace(text[k])) k++;
  if (k >= text.length || text[k] === "\n" || text[k] === "\r") return i + 3;
  if (!isLetter(text[k]) && digitValue(text[k]) < 0) return i + 4;
  const [word, j] = wordAt(text, k);
  let n = j;
  while (n < text.length && isSpace(text[n])) n++;
  const after = wordAt(text, n)[0];
  // ("in between: ..." opens what comes after.)
  if ((GOES_ON.has(word) && !(word === "in" && after === "between")) || clockOpensWords(out)) return i + 4;
  // ("10a.m. NY time": another zone's time goes on.)
  return word && after === "time" ? i + 4 : i + 3;
}

/**
 * A ";" or a full stop (not of "a.m." nor an ellipsis) just before i, a space between: the next item
 * opens there, so a bullet or list number may open it as it opens a line ("emails 1h; -- gym",
 * "> standup 9.30. > emails 20 min", "١- أرد على الإيميلات. ٢- أكلم الوالدة"). Not "9 a.m. - noon".
 */
function itemStop(out: readonly Token[], text: string, i: number): boolean {
  const k = out.length - 1;
  const p = out[k];
  if (!p || p.end >= i || (p.text !== ";" && !(p.text === "." && lineStop(out, k)))) return false;
  return p.text === ";" || (out[k - 1]?.lower !== "am" && out[k - 1]?.lower !== "pm");
}

/** The text's first line closes with the mark it opens with ("— errands —", "- notes -"). */
function framed(text: string, mark: string): boolean {
  const nl = text.indexOf("\n");
  return (nl < 0 ? text : text.slice(0, nl)).trimEnd().endsWith(mark);
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let lineStart = true;
  let i = 0;
  let listed = false;
  const push = (kind: TokenKind, start: number, end: number, extra: Partial<Token> = {}): void => {
    const t = text.slice(start, end);
    out.push({ kind, text: t, lower: t.toLowerCase(), start, end, ...extra, ...(listed ? { listed } : {}) });
    listed = false;
  };
  /**
   * A list's number or bullet: a break token, or at the text's start the next token's `listed`: the
   * first line "- trams 🚋" is read as "trams 🚋" is over the lines after it (issue 29, `bulleted`).
   */
  const marker = (start: number, end: number): void => {
    if (out.length === 0) listed = true;
    else push("break", start, end);
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === "\n" || ch === "\r") {
      push("break", i, i + 1);
      lineStart = true;
      i++;
      continue;
    }
    if (isSpace(ch)) {
      i++;
      continue;
    }
    // A bullet, or a short run of one ("-- wheel class", ">> gym"), or a list's number ("1. ", "2) ",
    // "٣- "): a line's opening like the line's start. Another may follow it ("- 1. ", "- > ").
    let run = i + 1;
    while (run < i + 3 && text[run] === ch) run++;
    if (!lineStart && itemStop(out, text, i)) lineStart = true;
    if (lineStart && BULLETS.has(ch) && (run >= text.length || isSpace(text[run]))) {
      // ("— errands —" opening the text: a heading framed by dashes, rules/dash-heading.ts, no bullet.)
      if (out.length === 0 && !framed(text, ch)) marker(i, run);
      else push("break", i, run);
      i = run;
      continue;
    }
    const listNumber = lineStart ? listNumberEnd(text, i) : -1;
    if (listNumber > 0) {
      marker(i, listNumber);
      i = listNumber;
      continue;
    }
    lineStart = false;
    if (digitValue(ch) >= 0) {
      const [h, j] = readDigits(text, i);
      const sep = text[j];
      if ((sep === ":" || sep === ".") && digitValue(text[j + 1] ?? "") >= 0 && digitValue(text[j + 2] ?? "") >= 0) {
        const [m, k] = readDigits(text, j + 1);
        if (k - j - 1 === 2 && h <= 24 && m < 60 && j - i <= 2) {
          push("clock", i, k, { value: h, minute: m, glued: isLetter(text[k]) });
          i = k;
          continue;
        }
      }
      push("number", i, j, { value: h, digits: j - i, glued: isLetter(text[j]) });
      i = j;
      continue;
    }
    const meridiem = meridiemEnd(text, i, out);
    if (meridiem > 0) {
      push("word", i, meridiem, { lower: `${ch.toLowerCase()}m` });
      i = meridiem;
      continue;
    }
    if (isLetter(ch)) {
      let j = i + 1;
      // "b4": one letter and a digit is a word of chat, not a letter and a number.
      if (
        digitValue(text[j] ?? "") >= 0 &&
        !isLetter(text[j - 2]) &&
        !isLetter(text[j + 1]) &&
        digitValue(text[j + 1] ?? "") < 0
      )
        j++;
      while (j < text.length && (isLetter(text[j]) || (INNER.has(text[j]) && isLetter(text[j + 1])))) j++;
      if (j === i + 1 && (ch === "w" || ch === "W") && text[j] === "/") j++; // "w/": with
      push("word", i, j);
      i = j;
      continue;
    }
    const c = text.codePointAt(i) ?? 0;
    const width = c > 0xffff ? 2 : 1;
    // (An arrow between two names, "BCN→LHR", is part of them, not a pictograph that parts items.)
    const joins = c >= 0x2190 && c <= 0x21ff && isLetter(text[i - 1] ?? "") && isLetter(text[i + width] ?? "");
    push(c >= 0x2190 && !(c >= 0x2010 && c <= 0x206f) && !joins ? "emoji" : "punct", i, i + width);
    i += width;
  }
  // (Backwards: emoji and a stop close their line when the text or a break follows them.)
  let closing = true;
  for (let k = out.length - 1; k >= 0; k--) {
    if (closing && (out[k].kind === "emoji" || lineStop(out, k))) out[k].endsLine = true;
    else closing = out[k].kind === "break";
  }
  return out;
}

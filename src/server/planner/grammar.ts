/**
 * The rules grammar, for English and Spanish (Arabic is rewritten into their terms by arabic.ts
 * first). One file a pass, each pure, every regular expression compiled once at module load:
 *
 * - words.ts: the languages, word boundaries and numbers written as words;
 * - durations.ts: "2 hours", "media hora";
 * - clock.ts: clock times and the time phrases of a segment;
 * - segments.ts: the language of a description and its split into items.
 *
 * extract.ts reads each item with them (see its header for the passes after these).
 */

export { detectLanguage, detectLatinLanguage, splitSegments, type Segment } from "./segments";
export { parseDuration, takeDuration, type DurationHit } from "./durations";
export {
  parseClock,
  parseClockAtom,
  resolveClock,
  resolveRange,
  takeTimes,
  type ClockAtom,
  type ClockContext,
  type ResolvedClock,
  type TimeFindings,
} from "./clock";
export { wordNumber, type Lang, type Language } from "./words";

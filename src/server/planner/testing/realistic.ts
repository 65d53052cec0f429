/**
 * Ordinary days at the 4,000-character limit (meetings, durations, deadlines, parts of the day) in
 * English, Spanish and Arabic: the planner-fuzz bench times them, and the fuzz bound compares a slow
 * hostile text with the English one (extract.fuzz.test.ts).
 */

const PIECES = [
  (i: number) => `review PR #${i} for 45 min`,
  (i: number) => `call supplier ${i} at ${8 + (i % 12)}:${i % 2 ? "30" : "15"}`,
  (i: number) => `write section ${i} (1.5 hours)`,
  (i: number) => `email client ${i} by ${1 + (i % 5)}pm`,
  (i: number) => `meeting ${i} from ${9 + (i % 8)} to ${10 + (i % 8)}`,
  (i: number) => `stretch ${i} in the afternoon`,
  (i: number) => `then prepare slides ${i} for an hour and a half`,
  (i: number) => `read chapter ${i} in the evening`,
  (i: number) => `quick 15-min sync ${i}`,
  (i: number) => `errand ${i} after lunch`,
];
const ES_PIECES = [
  (i: number) => `reunión ${i} a las ${9 + (i % 8)} y media`,
  (i: number) => `escribir el informe ${i} durante 2 horas`,
  (i: number) => `llamar a Ana ${i} antes de las ${1 + (i % 5)} de la tarde`,
  (i: number) => `gimnasio ${i} después del trabajo`,
];
const AR_PIECES = [
  (i: number) => `اجتماع ${i} الساعة ${9 + (i % 8)}`,
  (i: number) => `تقرير ${i} لمدة ساعتين`,
  (i: number) => `رياضة ${i} بعد الظهر`,
];
const fill = (pieces: ((i: number) => string)[], sep: string): string => {
  let out = "";
  for (let i = 1; ; i++) {
    const next = (out ? sep : "") + pieces[i % pieces.length](i);
    if (out.length + next.length > 4000) return out;
    out += next;
  }
};
export const REALISTIC_DAY = {
  en: fill(PIECES, ", "),
  es: fill(ES_PIECES, ", "),
  ar: fill(AR_PIECES, "، "),
} as const;

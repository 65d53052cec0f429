/** English words the grammar tags (core/tags.ts): counts, units, connectors, asides and headers. */

import type { Lexicon, Tag } from "../../core/tags";

const words = (tag: Tag, list: string): Record<string, Tag[]> =>
  Object.fromEntries(list.split(" ").map((w) => [w, [tag]]));

/** Adds a tag to each word, keeping the tags it has. */
function withTag(tags: Record<string, Tag[]>, tag: Tag, list: string): Record<string, Tag[]> {
  const out = { ...tags };
  for (const w of list.split(" ")) out[w] = [...(out[w] ?? []), tag];
  return out;
}

/** Words whose plural ends in -ies but whose one ends in -ie. */
const IE_WORDS = new Set(
  "movie cookie brownie pie tie lie selfie smoothie zombie rookie hoodie veggie calorie birdie goalie sortie prairie".split(
    " ",
  ),
);

const BASE_TAGS: Record<string, Tag[]> = {
  ...words(
    "aside",
    "ugh urgh meh tired exhausted sleepy knackered drained busy crazy hectic lazy chill slow long packed",
  ),
  ...words("aside", "day week late start today feeling unwell sick taking easy lol omg yay finally wow hmm tbh rough"),
  ...words(
    "filler",
    "so sooo very really super kinda pretty full feel it i'm im i am a bit what oh well honestly quiet",
  ),
  ...words("filler", "bad good great nice lovely another one of those again exam exams finals travel"),
  ...words("aside", "remote wfh night nights week off mode ramadan fasting"),
  ...words("filler", "early"),
  ...words("aside", "loving vibes mood recap lazy-ish meh-ish yolo"),
  ...words("filler", "student mum dad parent edition update status"),
  // "retired, quiet one today": who the day is for, not a task.
  ...words("aside", "retired"),
  ...words("aside", "holiday holidays hols half-term"),
  // "lambing season so it's all hands", "exam season 😩": the time of year, not a task.
  ...words("aside", "season"),
  // "ugh overslept, up at 10": how the day began, not a task.
  ...words("aside", "overslept"),
  // "annual leave 🌴", "PTO today", "sick leave": a day off.
  ...words("aside", "annual sick parental maternity paternity pto vacation"),
  // "so tomorrow's busy so today…", "done!! 🎉": about the day, not in it.
  ...words("aside", "tomorrow's tmrw's done"),
  ...words("aside", "cold flu poorly ill unwell headache migraine hungover"),
  // "jet lagged af", "jetlag day": how the day feels.
  ...words("aside", "jet lagged jetlagged jet-lagged jetlag af"),
  // The weather and the day's news: "raining again", "payday!!! 💰", "brain fog today 🫠".
  ...words("aside", "raining rainy sunny snowing windy freezing boiling scorching weather payday fog"),
  ...words("header", "priorities note"),
  ...words("filler", "again self brain"),
  ...words("header", "plan plans list todo to-do todos agenda schedule today today's todays tasks stuff things"),
  ...words(
    "header",
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed weds thu thur thurs fri sat sun",
  ),
  ...words("header", "weekend life"),
  ...words("aside", "low down blah meh stressed anxious grumpy groggy wiped wrecked swamped slammed"),
  ...words("aside", "shattered zonked frazzled"),
  // "salon 9-5, fully booked", "clinic rammed": how busy the day is, not an item.
  ...words("aside", "booked rammed"),
  ...words("filler", "fully"),
  ...words("filler", "prep study revision chill kinda sorta bit little"),
  ...words("label", "freelance hw homework errands chores admin work personal home"),
  ...words("filler", "here's heres my ok okay the for this is w/ with kids morning afternoon evening"),
  ...words("connector", "before after afterwards then later once until till by when while between first next"),
  each: ["each"],
  apiece: ["each"],
  per: ["each"],
  and: ["and"],
  with: ["with", "filler"],
  "w/": ["with", "filler"],
  from: ["from"],
  starting: ["from"],
  at: ["cue"],
  pm: ["pm"],
  "p.m": ["pm"],
  am: ["am"],
  "a.m": ["am"],
};

/**
 * The words of a spoken lead before an item (core/lead.ts, locales/en/lead.ts): "so basically I
 * reckon I'm meant to quickly ring the bank" is "ring the bank".
 */
const LEAD_TAGS = [
  ["lead", "basically literally actually seriously obviously genuinely quickly really still just definitely"],
  ["lead", "defo deffo def absolutely totally desperately urgently definately defintely"],
  // "ok right so", "oh yeah and": talk that opens an item.
  ["lead", "right alright yeah yep yup"],
  ["hedge", "probably prob probs prolly probly hopefully maybe possibly ideally perhaps"],
  // "what I need to do is", "main job today is": the frame that names the item after it.
  ["frame", "plan idea thing job priority aim goal task mission"],
  ["stance", "reckon think guess suppose figure imagine"],
  ["modal", "meant supposed expected going planning hoping trying aiming try want need needs have has"],
  ["modal", "got ought hope intend mean plan due meaning wanting needing forgetting love like"],
  // "I might ring the bank", "we could walk there": a bare auxiliary before its verb.
  ["aux", "might could may will would shall"],
] as const;

export const EN_LEXICON: Lexicon = {
  tags: LEAD_TAGS.reduce((tags, [tag, list]) => withTag(tags, tag, list), BASE_TAGS),
  numbers: {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    couple: 2,
    few: 3,
    // "practise it twice (20 min each)": a count of sittings.
    twice: 2,
    thrice: 3,
    // "write up both visits, 30 mins each": two of them.
    both: 2,
  },
  units: {
    m: 1,
    min: 1,
    mins: 1,
    minute: 1,
    minutes: 1,
    h: 60,
    hr: 60,
    hrs: 60,
    hour: 60,
    hours: 60,
  },
  singular: (w) => {
    const lower = w.toLowerCase();
    if (lower.length < 4 || !lower.endsWith("s") || lower.endsWith("ss")) return undefined;
    // "boxes", "dishes", "buses": -es after s, x, ch, sh.
    const es = lower.endsWith("sses") || lower.endsWith("ches") || lower.endsWith("shes") || lower.endsWith("xes");
    // "deliveries", "enquiries": -ies after a consonant is -y ("movies", "cookies" are -ie words).
    if (/[^aeiou]ies$/u.test(lower) && lower.length > 5 && !IE_WORDS.has(lower.slice(0, -1)))
      return `${w.slice(0, -3)}y`;
    return w.slice(0, es ? -2 : -1);
  },
  shorthand: {
    tonite: "tonight",
    "2nite": "tonight",
    b4: "before",
    befor: "before",
    bfore: "before",
    tmrw: "tomorrow",
    tmr: "tomorrow",
    tmw: "tomorrow",
    "2moro": "tomorrow",
    // Misspelt and clipped: "tommorow: donor visit at 11", "tomoz - dentist".
    tommorow: "tomorrow",
    tommorrow: "tomorrow",
    tomorow: "tomorrow",
    tomorrw: "tomorrow",
    tmrow: "tomorrow",
    tomoz: "tomorrow",
    tmoz: "tomorrow",
    "2morrow": "tomorrow",
    bfr: "before",
    noonish: "around noon",
    middayish: "around midday",
    "noon-ish": "around noon",
    "midday-ish": "around midday",
    "lunchtime-ish": "around lunchtime",
    // Chat spellings of a lead: "hafta ring the bank", "imma pop out", "shud rly call Jo".
    hafta: "have to",
    haveta: "have to",
    needa: "need to",
    imma: "I'm gonna",
    "i'ma": "I'm gonna",
    shud: "should",
    shld: "should",
    rly: "really",
    gona: "gonna",
    gunna: "gonna",
    gna: "gonna",
    wana: "wanna",
  },
};

/** English leading filler of titles ("I need to", "sometime", "then"), in the order they are tried. */

import { leadPhrases } from "../../core/lead";

/** "first dance", "first draft of ch. 2": "first" naming which one, not the order, stays in the title. */
const FIRST_OF = [
  "dance|draft|aid|date|lesson|class|round|half|fitting|viewing|visit|rehearsal|lecture|interview|session",
  "shift|patient|client|appointment|chapter|edit|proof|reading|birthday|communion|steps|coat|batch|load",
  // "first route 6:45-9", "second tour at 2": which of the day's runs.
  "route|tour|service|sitting|match|game|clinic|surgery|delivery|trip|split|leg|period",
].join("|");

export const EN_LEAD = leadPhrases([
  "sometime|sometimes",
  "some time",
  "at some point today?",
  "eventually|anyway|anyhow|and|but|then|also|plus|so|oh|ok|okay|firstly",
  // A spoken day: "ok so plan for today um I have a call at half 10".
  "um|umm|uh|uhh|erm",
  "plan|plans for today|tomorrow|tmrw",
  "today's|todays plan",
  `first!${FIRST_OF}`,
  "first of all",
  `second|third!${FIRST_OF}`,
  "secondly|thirdly|next|finally|lastly|later",
  "after that",
  // "basically", "quickly", "probably": a spoken word of how or whether (the lexicon's lead and hedge tags).
  "afterwards|please|@lead|@hedge",
  // "I reckon I'll", "think I'm gonna": thinking that brings in the plan, with who does it.
  "i|we? @stance i'll|ill|i|we'll|we|i'd|id|i'm|im",
  "i|we @stance",
  // "then it's the bride's consult": what comes next, named.
  "it's|it’s",
  "it is",
  // "the plan is to walk the dog", "main job today is fixing the fence", "what I need to do is ring the
  // bank": the frame (the lexicon's frame tag) that names what comes after it.
  "main|big|first|only|other? @frame today|tomorrow|tonight? is|was to?",
  "what i|we need|have|want|got to do today|tonight|first? is|was to?",
  // "I've been meaning to", "I keep forgetting to": the thing long meant.
  "been|keep|kept @modal to",
  // "then it'll be tea at 6", "there'll be a meeting": what comes next, named.
  "it'll|it’ll|itll|there'll|there’ll be",
  "it|there will be",
  // "try and stretch", "go and get nappies": the verb that brings in the next one.
  "try|go|come|nip and",
  // "meant to", "supposed to", "trying to": a verb of must or will before its "to" (the lexicon's modal tag).
  "i? @modal to",
  // "I might ring the bank", "we could walk", "might pop in": an auxiliary ("may", "will" only after who, as
  // "May" and "Will" are names).
  "i|we|you @aux",
  "might|could",
  "i'd|i’d|we'd|we’d|had better",
  "i|we had better",
  // "I said I'd ring the bank", "told Jo I'll drop it round": a promise, the thing promised.
  "i|we? said|told *? i'd|i’d|i'll|i’ll|ill|we'd|we’d|we'll|we’ll",
  // "it's time to ring the bank" ("time to myself" is the item).
  "time to!me|myself|us|ourselves",
  "remember to",
  // "then straight into the essay (3 hrs)", "straight onto the marking": the thing gone into.
  "straight into|onto",
  // "remind me to ring Jordan's mum", "reminder to book the MOT": the thing to be reminded of.
  "remind me|us to",
  "reminder to",
  // "make sure I eat before work", "must make sure to call the vet": the thing to make sure of.
  "must? make sure i|to|we",
  "head|heads|head-down|heads-down down? on",
  "don't|dont forget to",
  "i? promised *? i'd|id",
  "i? promised *? i would",
  "i? promised *? to",
  "i? hope|intend|mean to",
  "do not forget to",
  "try to",
  "gotta",
  "got to",
  "i've|ive got to",
  "i have got to",
  "i've|ive got",
  "i got",
  "i have to",
  "i have",
  "i've|ive|i'll|ill",
  "i will",
  "i'd|id like to",
  "i would like to",
  // "ideally I'd ring the bank" ("id" alone is an ID).
  "i'd|i’d|we'd|we’d",
  "i want to",
  "i wanna",
  "want to",
  "wanna",
  "i need to",
  "need to",
  // "bed by 7.30 then I can finally do my tax return": what the person gets to do, not "Can finally ...".
  "i can finally|eventually",
  "i can at last",
  "i can",
  "can finally",
  "have to",
  "i must",
  "must",
  "i should",
  "should",
  "i'm|im going to",
  "i am going to",
  "going to",
  "gonna",
  "i plan to",
  "plan to",
  "planning to",
  "we need to",
  "we have to",
  "we have",
  "we've|weve got",
  "we'll|well",
  "we will",
  "let's|lets",
  "there's|theres",
  "there is",
  "i'm|im",
  "i am",
  "we're|were",
  "need|needs|i|we|be|spend|spending",
  "do some",
  "get some",
  "squeeze in",
  "fit in",
  "block out",
  "block|schedule",
  "book in",
  "pencil in",
  // ("time for me", "make time for myself": the time is the item.)
  "make time for!me|myself|us",
  "find time for!me|myself|us",
  "time for!me|myself|us",
  "today|tomorrow",
  "on!stage|call|duty|air|site|set",
  // "my own practice": "own" needs its "my".
  "my|our!own",
  "for|of|at|about|the|a|an|some|this|these|those",
]);

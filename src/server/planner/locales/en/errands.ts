/**
 * English quick errands and their lengths (issue 29, kind 6): a careful person gives posting a
 * parcel, grabbing milk, taking library books back, washing up or putting the bins out 5-20 minutes, not the
 * hour of an unknown task. Read by lexicon.ts defaultDuration before its general words.
 */

const W = (words: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, "iu");

const THE = "(?:the |a |an |my |some |our )?";
const SMALL_GOODS =
  "milk|bread|eggs|stamps|coffee|a coffee|batteries|cash|a card|a birthday card|flowers|a paper|nappies";

export const EN_QUICK_ERRANDS: { re: RegExp; minutes: number }[] = [
  { re: W(`(?:post|mail|send) ${THE}(?:\\p{L}+ )?(?:parcel|package|letter|card|cheque|returns?)`), minutes: 15 },
  { re: W(`(?:grab|get|buy|pick up|pop out for) ${THE}(?:${SMALL_GOODS})`), minutes: 15 },
  {
    re: W(`(?:return|take back|drop back) ${THE}(?:\\p{L}+ )?(?:library books|books|parcel|package|dvds?)`),
    minutes: 20,
  },
  { re: W(`${THE}(?:library books|books) back`), minutes: 20 },
  { re: W(`(?:put|take|bring) ${THE}(?:bins|bin|rubbish|recycling) (?:out|in)|bins out|bin day`), minutes: 10 },
  // Small chores by kind, whatever their object (issue 29, kind 6): watering a plant ("water the
  // basil", "water the greenhouse"), feeding an animal ("feed the goldfish", not the baby's feed),
  // letting one out or in, emptying a bin or a tray, topping up a feeder: 10 minutes.
  { re: W(`water(?:ing)? (?:the |my |our |all the )\\p{L}+`), minutes: 10 },
  { re: W(`feed(?:ing)? ${THE}(?!baby|babies|kids|children|family|twins|toddler|meter)\\p{L}+`), minutes: 10 },
  {
    re: W(
      `let ${THE}(?:\\p{L}+ )?(?:dogs?|cats?|chickens|hens|ducks|puppy) (?:out|in)|(?:shut|lock) ${THE}(?:chickens|hens|ducks) (?:in|away)|collect ${THE}eggs`,
    ),
    minutes: 10,
  },
  { re: W(`empty ${THE}(?:\\p{L}+ )?(?:bins?|litter tray|litter box|compost|caddy|dehumidifier)`), minutes: 10 },
  { re: W(`(?:top up|fill|refill) ${THE}(?:\\p{L}+ )?(?:feeders?|bird bath|water bowl|bowls?)`), minutes: 10 },
  // Washing out or in: "hang the washing", "hang out the sheets", "bring the washing in".
  {
    re: W(
      `(?:hang|peg)(?: out| up)? ${THE}(?:washing|laundry|sheets|clothes|towels)(?: out| up)?|(?:bring|get|take) ${THE}(?:washing|laundry|sheets|clothes|towels) in`,
    ),
    minutes: 15,
  },
  { re: W(`top up ${THE}(?:oyster|travel card|phone|meter|card)|top-up`), minutes: 10 },
  { re: W(`feed ${THE}(?:fish|cat|cats|dog|dogs|chickens|hens|rabbit|rabbits)`), minutes: 10 },
  { re: W(`(?:fill up|fuel up|get petrol|get fuel|petrol|refuel)`), minutes: 15 },
  // "pop to Tesco", "nip into town", "run to the shop": a quick trip.
  { re: W(`(?:pop|nip|dash|run) (?:to|into|out to|down to|over to) ${THE}\\p{L}+`), minutes: 20 },
  { re: W(`(?:pop|nip) out`), minutes: 20 },
  { re: W(`pack ${THE}(?:lunch|lunches|lunchbox|packed lunch|snacks|school bags?|gym bag|bag)`), minutes: 10 },
  // "ring the dentist to rebook", "call the vet to cancel": a short call (booking itself is lexicon.ts).
  { re: W(`(?:call|phone|ring)(?: \\S+){0,4}? to (?:rebook|cancel|confirm|change|move|check)`), minutes: 15 },
  // "phone the council about the bins", "ring the GP about my results": a call about one thing ("call with
  // the client about the launch" is a meeting).
  { re: /^(?:call|phone|ring)\s+(?!with\s)(?:\S+\s+){1,4}?about\s/iu, minutes: 15 },
  // One garment, one load, one plug: minutes, not an hour.
  { re: W(`iron ${THE}(?:\\p{L}+ )?(?:shirt|blouse|dress|skirt|trousers|uniform)`), minutes: 15 },
  { re: W(`put ${THE}(?:wash|washing|load)(?: on)?|hang (?:out|up) ${THE}(?:washing|laundry)`), minutes: 15 },
  { re: W(`defrost ${THE}\\p{L}+|charge ${THE}(?:phone|laptop|batteries|camera|bike|car)`), minutes: 10 },
  { re: W(`hair ?cut|hair appt|hair appointment`), minutes: 45 },
  { re: W(`eyebrows|brows|eyebrow wax|threading`), minutes: 20 },
  { re: W(`wash up|washing up|(?:load|unload|empty) ${THE}dishwasher`), minutes: 15 },
  {
    re: W(`floss|flossing|brush ${THE}teeth|skincare|skin care|moisturi[sz]e|take ${THE}(?:meds|pills|tablets)`),
    minutes: 5,
  },
];

/**
 * Word knowledge shared by the rules extractor and the solver: what kind of block a title is,
 * and how long things take when the description does not say.
 *
 * Default durations (minutes), checked in this order, first match wins:
 *   standup / daily / scrum 15 · quick call or "quick ..." 15 · call / phone 30 · 1:1 30
 *   meeting / sync / reunión 60 · interview 60 · appointment / dentist / doctor 60 · haircut 45
 *   class / lecture / seminar 60 · breakfast 30 · lunch 60 · brunch 60 · dinner 60 · coffee 30
 *   break 15 · nap / siesta 30 · gym / workout 60 · run / jog 45 · yoga / pilates 60 · swim 45
 *   walk 30 · meditation 15 · stretching 15 · journaling 15 · email / inbox 30 · slack 15
 *   errands 45 · groceries / shopping 45 · pharmacy / post office 30 · reading 30 · laundry 30 · dishes 15 · cleaning 60
 *   cooking 45 · homework 60 · study 60 · commute 30 · pick up / drop off 30
 *   pay / book / reply / send / sign 15
 *   shower / wake up / get ready 15 · movie 120 · anything else 60.
 */

import { PICKUP, PICKUP_NAMED } from "./activity";
import { EN_QUICK_ERRANDS } from "./locales/en/errands";
import { LEAVE_MARKER } from "./leave-work";
import type { BlockKind } from "./types";

interface Rule {
  re: RegExp;
  minutes: number;
  /** Read only before a "for"/"of" ("payroll for the cafe" is no coffee; classifyKind does the same). */
  lead?: boolean;
}

const W = (words: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, "iu");
/** Arabic words, with or without the article and a glued "و"/"ب"/"ل". */
const AR = (words: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:[وبلف]?(?:ال)?)(?:${words})(?![\\p{L}\\p{N}])`, "iu");
const P = (words: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})`, "iu");

/**
 * "call the dentist to book a cleaning", "llamar al taller para pedir cita", "أتصل بالعيادة أحجز موعد":
 * a call to book something (the words between are bounded, so linear).
 */
const CALL_TO_BOOK = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:" +
    "(?:call|phone|ring)(?:\\s+\\S+){0,4}?\\s+to\\s+(?:book|schedule|reschedule|make\\s+an?\\s+appointment)" +
    "|llamar(?:\\s+\\S+){0,4}?\\s+para\\s+(?:reservar|pedir\\s+(?:cita|hora|turno)|agendar|concertar)" +
    // Asking for an appointment, a call or a form: "sacar turno con el dentista", "pedir cita en el médico".
    "|(?:sacar|pedir|agendar)\\s+(?:un\\s+|una\\s+)?(?:cita|turno|hora)(?!\\s+(?:de|en)\\s+(?:la\\s+)?(?:ma[nñ]ana|tarde))" +
    "|(?:أتصل|اتصل|(?:ال|لل)?اتصال|(?:ال)?مكالمة|أكلم|اكلم|أدق|ادق)(?:\\s+\\S+){0,4}?\\s+(?:و|ل)?(?:أحجز|احجز|حجز|لحجز)" +
    ")(?![\\p{L}\\p{N}])",
  "iu",
);

/** Eating with no meal named: "eat beforehand", "grab a bite", "eat something!!" (the whole title). */
const JUST_EAT = new RegExp(
  "^(?:eat|eat\\s+something|eat\\s+properly|eat\\s+a\\s+proper\\s+meal|grab\\s+(?:some\\s+)?food|grab\\s+a\\s+bite|" +
    "grab\\s+something\\s+to\\s+eat|get\\s+food|food|(?:grab|have|eat)\\s+a\\s+(?:sandwich|sarnie|butty)|" +
    "(?:quick\\s+)?(?:sandwich|sarnie)|grab\\s+a\\s+quick\\s+bite|quick\\s+bite)$",
  "iu",
);

const DURATION_RULES: Rule[] = [
  // "shift starts at 7pm", "late shift from 2pm", "nights again, on at 7:30pm": a shift with only its start
  // is a working shift (8 hours, to the end of the day at most), never a one-hour block.
  { re: /(?:^|\s)(?:shifts?|nights(?:\s+again)?)$/iu, minutes: 480 },
  // "leave work at 4", "I'm out at 4": a moment, not an hour (leave-work.ts).
  { re: LEAVE_MARKER, minutes: 15 },
  // "leave for nursery by 5:30", "set off for the station at 8": the moment of going, not an hour
  // (the airport's trip is the block's hour: "leave for the airport by 1" for a 3pm flight).
  { re: /^(?:leave|leaving|set\s+off|head\s+off|head\s+out)\s+(?:for|to)\s(?!.*airport)/iu, minutes: 15 },
  // "kids asleep (around 8)", "niños dormidos a las 9": a moment the evening turns on, not an hour.
  { re: W("asleep|kids down|kids in bed|dormidos|dormidas|se duermen|duermen|نايمين|ناموا|نامو"), minutes: 5 },
  // "book the dentist", "pay the rent", "print handouts", "photocopy worksheets": the verb says how long, not the noun.
  {
    re: new RegExp(
      "^(?:book|pay|renew|reply\\s+to|send|submit|sign|print|scan|confirm|cancel|order|text|reservar|pagar|" +
        "renovar|responder\\s+a|contestar\\s+a|enviar|mandar|firmar|imprimir|escanear|confirmar|cancelar|" +
        "photocopy|photocopying|fotocopiar|(?:sacar|hacer)\\s+fotocopias|[أا]طبع|طباعة|(?:[أا]صور|تصوير)\\s+(?:ال)?(?:ورق|[أا]وراق)|" +
        // ("mandarlo", "enviarla", "subirlo": the verb with the thing just made as its object.)
        "pedir|subir(?=l[oa]))(?:l[oa]s?|les?)?(?![\\p{L}\\p{N}])(?!.*(?:emails?|e-mails|inbox|mails|correos|club|group|mensajes))",
      "iu",
    ),
    minutes: 15,
  },
  { re: W("stand-?ups?|daily|dailies|scrum|check-?in|huddle"), minutes: 15 },
  // Small chores: "water the plants", "feed the cat", "take the bins out", "regar las plantas", "أسقي الزرع".
  {
    re: W(
      "water(?:ing)? (?:the |my )?(?:plants|garden|flowers|tomatoes|veg|veggies|herbs|pots|lawn|seedlings|hanging baskets)|" +
        "feed(?:ing)? the (?:cat|dog|fish|cats|dogs|chickens|hens|rabbit|rabbits)|" +
        "take (?:the )?bins? out|put (?:the )?bins? out|empty the dishwasher|" +
        // Watering any plant, feeding any animal (not the children): "regar los tomates", "dar de comer a las gallinas".
        "regar(?: las| los| el| la| mis)? \\p{L}+|dar de comer a(?:l| la| las| los)? (?!ni[nñ]os|beb[eé]|peques)\\p{L}+|" +
        "sacar la basura|[أا]سقي \\p{L}+|[أا]طعم (?!الأولاد|الاولاد|العيال|البيبي)\\p{L}+|[أا]ؤكل (?:القطة|القطط|الكلب|العصافير|الفراخ|الدجاج|السمك)",
    ),
    minutes: 10,
  },
  { re: AR("سريع|سريعة|قصير|قصيرة"), minutes: 15 },
  { re: AR("استراحة|استراحه|راحة|راحه|بريك"), minutes: 15 },
  // Pickups, drop-offs and a call to book something: a careful person gives them 10-20 minutes, not an hour.
  { re: AR("أجيب|اجيب|أوصل|اوصل|توصيل|استلام|أستلم|استلم|إحضار|احضار|اصطحاب"), minutes: 20 },
  { re: CALL_TO_BOOK, minutes: 15 },
  ...EN_QUICK_ERRANDS,
  { re: AR("أصحى|اصحى|أصحو|اصحو|استيقظ|أستيقظ|استيقاظ|صحيان|دش|استحمام|أستحم|استحم|أتجهز|اتجهز"), minutes: 15 },
  { re: AR("صحيت|قمت|استيقظت|صحينا|هصحى|حصحى|بصحى|نصحى|أصحى|اصحى|أتروش|اتروش|دوش|شاور|أتسبح|اتسبح"), minutes: 15 },
  { re: AR("قيلولة|قيلوله|غفوة|قيلولة قصيرة"), minutes: 30 },
  { re: AR("تأمل|التأمل|تامل"), minutes: 15 },
  { re: W("quick|brief|short|rápid[oa]|breve|corta|corto"), minutes: 15 },
  // "catch the 73 bus at 8.10", "get the 7.40 train": catching it is a moment, not the journey's hour.
  { re: W("(?:catch|get|jump on|hop on) (?:the |a |my )?(?:[\\w.:]+ )?(?:bus|train|tram|ferry|coach)"), minutes: 15 },
  // "llevar el coche al taller", "drop the car off": a drop-off, whatever the place is called.
  { re: W("(?:llevar|dejar|recoger) el coche|(?:take|drop|pick up) the car"), minutes: 20 },
  // "take mum to the dentist", "llevar a mamá al médico", "pick up Jess from the doctor": the trip, not the
  // appointment (checked before the appointment words; a length written in the text still wins).
  { re: PICKUP, minutes: 20 },
  { re: PICKUP_NAMED, minutes: 20 },
  { re: W("calls?|phone|ring|llamadas?|llamar|videollamada"), minutes: 30 },
  { re: W("1:1|1:1s|1-on-1|1-on-1s|one-on-one|one-on-ones|1on1"), minutes: 30 },
  { re: W("meetings?|sync|sync-?up|reuni[oó]n|reuniones|junta|workshop|taller|retro|planning|demo"), minutes: 60 },
  { re: W("interviews?|entrevistas?"), minutes: 60 },
  {
    re: W("appointment|dentist|doctor|gp|physio|therapy|therapist|cita|dentista|m[eé]dico|fisio|terapia"),
    minutes: 60,
  },
  { re: W("haircut|hairdresser|barber|peluquer[ií]a"), minutes: 45 },
  { re: W("class|classes|lecture|seminar|tutorial|lesson|clase|clases|seminario"), minutes: 60 },
  {
    re: W(
      "cook|cooking|meal prep|bake|baking|make dinner|make lunch|cocinar|(?:preparar|hacer)(?:les?|nos|me|te)? (?:la |el )?(?:cena|comida|almuerzo)|hornear|guisar",
    ),
    minutes: 45,
  },
  // "pick her up at 12", "recogerla", "أرجعها": the same trips with the person as a pronoun.
  {
    re: W("(?:pick|drop) (?:him|her|them) (?:up|off)|(?:recoger|llevar|dejar|buscar)(?:la|lo|las|los)"),
    minutes: 20,
  },
  { re: AR("أوصلها|أوصله|أوصلهم|أجيبها|أجيبه|أجيبهم|أرجعها|أرجعه|أرجعهم"), minutes: 20 },
  { re: AR("آخذها|آخذه|آخذهم|اخذها|اخذه|اخذهم|أخذها|أخذه|أخذهم"), minutes: 20 },
  // "llevar a Sofía a la guarde", "take Mia to ballet": taking a named person there is a drop-off.
  { re: /^(?:[Ll]levar|[Dd]ejar|[Bb]uscar|[Tt]ake)\s+(?:a\s+)?\p{Lu}/u, minutes: 20 },
  {
    re: W(
      "school run|drop off|drop-off|drop|drop the kids|drop the children|take the kids|pick up|pick-up|pickup|collect|recoger|llevar a los ni[nñ]os|llevar al ni[nñ]o|llevar a la ni[nñ]a" +
        "|dejar a los ni[nñ]os|buscar a los ni[nñ]os",
    ),
    minutes: 20,
  },
  // Praying ("أصلي الضهر", "صلاة العشاء": no dinner) and getting oneself ready ("أرتب حالي"): short.
  { re: AR("صلاة|صلاه|[أا]صلي|نصلي|(?:[أا]?رتب|[أا]?جهز|[أا]?ضبط)\\s+(?:حالي|نفسي)"), minutes: 15 },
  { re: W("breakfast|desayuno|desayunar|فطور|الفطور|إفطار|الإفطار|افطار|الافطار"), minutes: 30 },
  // "eat beforehand", "grab a bite": a meal with no name, eaten on the way through the day.
  { re: JUST_EAT, minutes: 30 },
  {
    re: W(
      "lunch|brunch|almuerzo|almorzar|comida|comer|dinner|supper|cena|cenar|غداء|الغداء|غدا|الغدا|عشاء|العشاء|عشا|العشا|أتغدى|اتغدى|أتعشى|اتعشى",
    ),
    minutes: 60,
  },
  // Chile's "colación" (lunch at work) and "tomar once" (the evening tea), Colombia's "onces".
  {
    re: W("colaci[oó]n|tomar once|tomar onces|tomamos once|tomamos onces"),
    minutes: 45,
  },
  // (Levantine "تلفن", "بتلفن لأم وليد": to phone.)
  { re: W("مكالمة|المكالمة|اتصال|الاتصال|اتصل|أتصل|مكالمه|نعيط|[أا]عيط|نتصل|[أان]?تلفن"), minutes: 30 },
  { re: AR("اجتماع|اجتماعات|لقاء|ميتنج|محاضرة|محاضره|درس|موعد|مقابلة|مقابله"), minutes: 60 },
  { re: W("صلاة|الصلاة|إرسال|ارسال|دفع|حجز|أرسل|ارسل|أدفع|ادفع|أحجز|احجز|أرد|ارد|رد"), minutes: 15 },
  // Topping up a phone line: "أشحن بطاقة الجوال", "أشحن رصيد".
  { re: W("[أان]?شحن (?:رصيد|الرصيد|بطاق[ةه]|البطاق[ةه]|كرت|الكرت|الخط)"), minutes: 15 },
  // Hanging the washing out or bringing it in: "أنشر الغسيل", "ألم الغسيل" (before the laundry's half hour).
  { re: W("[أا]نشر (?:الغسيل|الهدوم)|[أا]لم (?:الغسيل|الهدوم)|نشر الغسيل"), minutes: 15 },
  {
    re: AR("مشي|قراءة|قراءه|بريد|إيميلات|ايميلات|إيميل|ايميل|رسائل|غسيل|أقرأ|اقرأ|أمشي|امشي"),
    minutes: 30,
  },
  // A stop at the pharmacy or the bakery ("مر عالفرن جيب خبز", "أجيب عيش").
  {
    re: AR("صيدلية|صيدليه|الصيدلية|الصيدليه|بوسطة|بوسطه|للبوسطة|للبوسطه|مكتب البريد|فرن|عالفرن|مخبز|مخبزة|خبز|عيش"),
    minutes: 20,
  },
  {
    re: AR("تسوق|بقالة|بقاله|مشتريات|سوبرماركت|السوق|مشاوير|أتسوق|اتسوق|أغراض|اغراض|مقاضي|الجمعية|الجمعيه"),
    minutes: 45,
  },
  // Buying one thing ("أشتري حليب", "نشتري هدية"): as "buy", half an hour.
  { re: AR("أشتري|اشتري|نشتري|هشتري|شراء"), minutes: 30 },
  { re: AR("طبخ|أطبخ|اطبخ|تحضير العشاء|تحضير الغداء"), minutes: 45 },
  { re: AR("جري|ركض|سباحة|سباحه"), minutes: 45 },
  { re: AR("تنظيف|ترتيب|أنظف|انظف"), minutes: 60 },
  { re: AR("فيلم|سينما|مسلسل"), minutes: 120 },
  { re: W("coffee|caf[eé]|tea|merienda|snack"), minutes: 30, lead: true },
  { re: W("break|breather|pausa|descanso"), minutes: 15 },
  { re: W("nap|siesta|power nap"), minutes: 30 },
  {
    re: W(
      "gym|workout|work out|weights|crossfit|gimnasio|gimnasia|entrenar|entrenamiento|pesas|رياضة|الرياضة|تمرين|التمرين|الجيم|النادي",
    ),
    minutes: 60,
  },
  { re: W("run|running|jog|jogging|correr|carrera"), minutes: 45 },
  { re: W("yoga|pilates|spinning|climbing|escalada"), minutes: 60 },
  { re: W("swim|swimming|nadar|nataci[oó]n|piscina"), minutes: 45 },
  { re: W("walk|stroll|walk the dog|pasear|paseo|caminar|caminata"), minutes: 30 },
  { re: P("meditat|meditar|meditaci[oó]n|mindfulness"), minutes: 15 },
  { re: P("stretch|estirami|estirar"), minutes: 15 },
  // A set of an exercise counted in repetitions: "pushups 10", "squats 20", "sit-ups x30".
  { re: W("push-?ups|press-?ups|sit-?ups|pull-?ups|chin-?ups|squats|lunges|burpees|crunches|planks?"), minutes: 15 },
  { re: P("journal|diario"), minutes: 15 },
  { re: W("emails?|e-mails?|inbox|mail|correos?|email"), minutes: 30 },
  { re: W("slack|messages|mensajes|whatsapp"), minutes: 15 },
  { re: W("errands?|recados|gestiones|tr[aá]mites|banco|bank|post office|correos postales"), minutes: 45 },
  {
    re: W(
      "groceries|grocery|shopping|supermarket|supermercado|s[uú]per|mercado|la compra|hacer la compra|compras|compra",
    ),
    minutes: 45,
  },
  // Quick errands: a stop at the pharmacy, the post office, the dry cleaner's.
  {
    re: W(
      "pharmacy|chemist|post office|dry cleaning|farmacia|oficina de correos|tintorer[ií]a|" +
        // A stop at a small shop: the greengrocer's, the baker's, the kiosk (Spain and Latin America).
        "verduler[ií]a|fruter[ií]a|panader[ií]a|carnicer[ií]a|poller[ií]a|pescader[ií]a|tortiller[ií]a|kiosco|quiosco|estanco|papeler[ií]a|abarrotes",
    ),
    minutes: 20,
  },
  // Filling up the car and checking out of a hotel: quick stops too.
  { re: W("fill up|petrol|gasolina|gasoil|di[eé]sel|echar gasolina|check-?out|بنزين|البنزين|بانزين"), minutes: 15 },
  // A stop at the cash machine, taking something back: quick too.
  { re: W("cash machine|atm|cajero|devolver|صراف|الصراف|أسحب|اسحب|أرجع الكتاب|ارجع الكتاب"), minutes: 15 },
  { re: W("buy|comprar"), minutes: 30 },
  { re: W("meds|medication|medicine|pills|vitamins|medicaci[oó]n|medicina|pastillas|vitaminas"), minutes: 5 },
  { re: AR("دوا|دواء|الدوا|الدواء|حبوب|الحبوب|حبة|الحبة|فيتامين|الفيتامين"), minutes: 5 },
  { re: AR("زبالة|الزبالة|زباله|الزباله|القمامة|قمامة|الزبايل"), minutes: 15 },
  { re: W("read|reading|leer|lectura|book club|book group"), minutes: 30 },
  // Hanging the washing out or bringing it in: "tender la ropa", "recoger la ropa", "hang the washing".
  { re: W("tender (?:la )?(?:ropa|colada|s[aá]banas)|recoger la (?:ropa|colada)|descolgar la ropa"), minutes: 15 },
  { re: W("laundry|washing|colada|lavadora|ropa"), minutes: 30 },
  {
    re: W(
      "dishes|platos|lavavajillas|trash|rubbish|garbage|bins|recycling|basura|reciclaje|water the plants|regar las plantas|feed the cat|feed the dog" +
        "|set the table|lay the table|poner la mesa|clear the table|recoger la mesa",
    ),
    minutes: 15,
  },
  { re: W("clean|cleaning|tidy|tidying|vacuum|hoover|limpiar|limpieza|ordenar|aspirar"), minutes: 60 },
  { re: W("homework|deberes|tareas"), minutes: 60 },
  { re: W("study|studying|revise|revision|estudiar|repasar"), minutes: 60 },
  {
    re: W("commute|drive|driving|trayecto|conducir|ir a la oficina|ir al trabajo|go to the office|go to work"),
    minutes: 30,
  },
  {
    re: W(
      "pay|bills|book|renew|reply|respond|answer|send|text|sign|pagar|facturas|reservar|responder|contestar|enviar|mandar|firmar",
    ),
    minutes: 15,
  },
  {
    re: W(
      "shower|wake up|woke up|got up|waking up|get up|get ready|get dressed|make the bed|hacer la cama|ducha|ducharse|ducharme|" +
        "land|landing|touch down|aterrizo|aterrizamos|aterrizaje|got home|get home|back home|" +
        "duchar|despertar|despertarme|levantarse|levantarme|me levanto|me despierto|vestirse|vestirme|" +
        "me levant[eé]|me despert[eé]|" +
        "arreglarse|arreglarme|" +
        // Latin American "bañarme": the shower.
        "ba[nñ]arme|ba[nñ]arse",
    ),
    minutes: 15,
  },
  { re: W("movie|film|movie night|pel[ií]cula|peli|cine"), minutes: 120 },
];

export const DEFAULT_MINUTES = 60;
/** A closing " and wrap it" / " y envolverlo" (segments.ts keeps it with its item). Linear. */
const PRONOUN_STEP =
  /(?<!\s)\s+(?:and\s+\p{L}+\s+(?:it|them)(?:\s+\p{L}+)?|y\s+\p{L}+(?:ar|er|ir)(?:lo|la|los|las))\s*$/iu;

/** Default duration for a title when the description gives none. */
export function defaultDuration(title: string): number {
  const cached = durationCache.get(title);
  if (cached !== undefined) return cached;
  let minutes = DEFAULT_MINUTES;
  // "Write the report and send it": the first verb's work says how long, not the quick step after it.
  const main = title.replace(PRONOUN_STEP, "");
  const lead = main.replace(/\s(?:for|of)\s.*$/su, "");
  for (const rule of DURATION_RULES) {
    if (rule.re.test(rule.lead ? lead : main)) {
      minutes = rule.minutes;
      break;
    }
  }
  if (durationCache.size > 5000) durationCache.clear();
  durationCache.set(title, minutes);
  return minutes;
}
const durationCache = new Map<string, number>();

const MEAL = W(
  "breakfast|brunch|lunch|lunchtime|dinner|supper|almuerzo|almorzar|comida|comer|cena|cenar|desayuno|" +
    "desayunar|merienda|فطور|الفطور|إفطار|الإفطار|افطار|الافطار|غداء|الغداء|غدا|الغدا|عشاء|العشاء|عشا|" +
    "العشا|أتغدى|اتغدى|أتعشى|اتعشى|أفطر|افطر|أتفطر|اتفطر|iftar|" +
    // "we eat": "ونتعشى", "نتغدى سوا", "cenamos en casa".
    "نتغدى|نتعشى|نفطر|نتفطر|comemos|cenamos|almorzamos|desayunamos|" +
    // Chile's "colación" (lunch), "tomar once" (the evening tea), Colombia's "onces".
    "colaci[oó]n|tomar once|tomar onces|tomamos once|tomamos onces|" +
    // British "tea", the evening meal: "chippy tea", "kids' tea", "tea for the kids", "fish fingers for tea" (not "tea with Jo").
    "chippy tea|kids'? tea|family tea|tea for the kids|teatime|tea time|for tea|" +
    "tea (?:w/|with) (?:the )?(?:kids|family|children)|" +
    // A takeaway is the evening meal ("ordering" one is a task: NOT_MEAL).
    "takeaway|take-away|takeout",
);
const NOT_MEAL = W(
  "cook|cooking|prep|prepare|make|buy|order|book|reserve|pack|packed|cocinar|preparar|hacer|comprar|reservar|pedir|" +
    // With the person it is for glued on: "hacerles el almuerzo", "prepararle la cena" (cooking, not eating).
    "(?:cocinar|preparar|hacer|comprar)(?:les?|nos|me|te)|" +
    // Feeding someone else: "dar de comer a las vacas", "darle de comer al bebé", "feed the kids".
    "dar de comer|darles? de comer|feed|" +
    "meeting|reuni[oó]n|طبخ|أطبخ|اطبخ|تحضير|أحضر|احضر|أجهز|اجهز|تجهيز|شراء|أشتري|اشتري|حجز|أحجز|احجز|" +
    "اجتماع|مكالمة|صلاة|صلاه|[أا]صلي|نصلي|walk off|work off|sleep off|drop|drop off|breakfast club|service|shift|rush|homework|deberes|tareas|واجبات|الواجبات|الواجب",
);
const BREAK = W(
  "break|coffee break|breather|nap|power nap|siesta|rest|descanso|descansar|pausa|caf[eé]|sleep|dormir|" +
    // "- lie in": a sleep, as "- sleep in" is.
    "lie in|lie-in|lay in|" +
    "echarme un rato|echarse un rato|tumbarme un rato|نوم|النوم|[أا]نام|" +
    // "نايم لين الساعة ١", "نايمة للساعة ١٢": sleeping (the participle).
    "نايم|نايمة|نايمه|نائم|نائمة|" +
    "[وبلف]?(?:ال)?(?:استراحة|استراحه|راحة|راحه|قيلولة|قيلوله|غفوة|بريك)",
);
/** "airport run", "van run", "school run": a trip or an errand, not a run. */
const ERRAND_RUN =
  "(?<!(?:airport|school|van|coffee|food|supply|supplies|beer|shop|shopping|milk|bank|dump|tip|nursery|delivery|post|pharmacy|grocery|taxi|cab|station) )";
// (Exercises one solves, "أحل تمارين", are homework, not a workout.)
const HABIT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:gym|workout|work out|exercise|weights|crossfit|${ERRAND_RUN}run|running|jog|jogging|yoga|` +
    `pilates|spinning|swim|swimming|walk|stroll|hike|bike ride|cycling|meditat\\p{L}*|stretch\\p{L}*|` +
    `push-?ups|press-?ups|sit-?ups|pull-?ups|chin-?ups|squats|lunges|burpees|crunches|planks?|` +
    `journal\\p{L}*|practice|piano|guitar|duolingo|gimnasio|gimnasia|entrenar|entrenamiento|ejercicio|` +
    `correr|nadar|nataci[oó]n|caminar|caminata|pasear|paseo|meditar|meditaci[oó]n|estiramientos|estirar|` +
    `diario|bici|bicicleta|رياضة|الرياضة|تمرين|التمرين|الجيم|النادي|مشي|المشي|صلاة|الصلاة|تأمل|التأمل|` +
    `يوغا|اليوغا|جري|الجري|ركض|الركض|سباحة|السباحة|جيم|نادي|(?<!حل )(?:تمارين|التمارين)|رياضه|` +
    `الرياضه)(?![\\p{L}\\p{N}])`,
  "iu",
);

const LEISURE = W(
  "movie|movies|film|films|cinema|netflix|tv|telly|series|party|concert|gig|drinks|pub|bar|theatre|" +
    "theater|game night|board games|video games|karaoke|museum|date night|match|pel[ií]cula|pel[ií]culas|" +
    "peli|pelis|cine|serie|series|fiesta|concierto|copas|teatro|museo|partido|tele|سينما|السينما|فيلم|" +
    "الفيلم|حفلة|الحفلة|مسلسل|المسلسل|مباراة|المباراة",
);

/**
 * Getting a free-time thing ready is a task: "party bags", "film tickets", "concert outfit"; and so is
 * readying the place as a job: "prep theatre" (a vet's), "restock the bar", "clean the pub".
 */
const LEISURE_THINGS = W(
  "(?:party|film|movie|concert|gig|match|theatre|cinema) (?:bags?|food|invites?|invitations?|decorations?|" +
    "playlist|prep|shopping|tickets?|costumes?|outfits?|snacks|games)|" +
    "(?:prep|prepare|clean|scrub|restock|stock|set up|tidy) (?:the |up the )?(?:theatre|theater|bar|pub)",
);

/**
 * What an item is about, after "about", "sobre", "بخصوص": "call the parents about Friday's match",
 * "الاتصال بأولياء الأمور بخصوص مباراة الجمعة" is a call, not the match; its words say nothing of the
 * item's kind or hour. Anchored at the topic word, one pass: linear.
 */
const TOPIC =
  /(?<![\p{L}])(?:about|regarding|sobre\s+(?:el|la|los|las)|acerca\s+de|بخصوص|بشأن|حول|عشان\s+موضوع)\s.*$/isu;
export const withoutTopic = (text: string): string => text.replace(TOPIC, "");

/**
 * A meal's word inside the title of something else: "lunch meeting", "dinner meeting at 7", "cena de empresa",
 * "اجتماع غداء" (meals.ts counts it as the day's meal; refiners/early-clock.ts keeps its evening). Linear.
 */
export const LUNCH_WORD = /(?<![\p{L}])(?:lunch|almuerzo|غداء|غدا)(?![\p{L}])/iu;
export const DINNER_WORD = /(?<![\p{L}])(?:dinner|supper|cena|عشاء|عشا)(?![\p{L}])/iu;

/** Free-time activities: not work, not split, best late in the day. */
export function isLeisure(title: string): boolean {
  const t = withoutTopic(title);
  return LEISURE.test(t) && !LEISURE_THINGS.test(t);
}

export type MealType = "breakfast" | "lunch" | "dinner" | "other";

const mealCache = new Map<string, MealType | "none">();

export function mealType(title: string): MealType | undefined {
  const cached = mealCache.get(title);
  if (cached !== undefined) return cached === "none" ? undefined : cached;
  const t = computeMealType(title);
  if (mealCache.size > 5000) mealCache.clear();
  mealCache.set(title, t ?? "none");
  return t;
}

function computeMealType(title: string): MealType | undefined {
  if (JUST_EAT.test(title.trim())) return "other";
  if (!MEAL.test(title) || NOT_MEAL.test(title)) return undefined;
  if (/breakfast|desayun|فطور|إفطار|افطار|[أا]فطر|[أا]تفطر/iu.test(title)) return "breakfast";
  // Iftar, the meal that breaks a fast at sunset, is the day's dinner.
  if (/dinner|supper|cena|cenar|عشاء|عشا|تعشى|iftar|\btea\b|takeaway|take-away|takeout|\bonces?\b/iu.test(title))
    return "dinner";
  if (/lunch|brunch|almuerzo|almorzar|comida|comer|colaci[oó]n|غداء|غدا|تغدى/iu.test(title)) return "lunch";
  return "other";
}

/** Kind from the words of a title. Fixed (explicitly timed) items that are not meals, breaks or habits are events. */
/**
 * A verb of doing something with a thing, first: "read 20 pages of the sleep book", "buy a nap mat",
 * "print the rest of the notes": a rest word after it is in the object, so no break (unlike "take a
 * nap", "have a rest"). Anchored at the start: linear.
 */
const OBJECT_VERB =
  /^(?:read|buy|order|book|print|write|research|email|fix|clean|wash|tidy|pack|return|update|sort|send|edit)\s/iu;

export function classifyKind(title: string, fixed: boolean): BlockKind {
  if (mealType(title)) return "meal";
  if (
    /school\s+run|(?:grocery|groceries|food|coffee|beer|supply|shopping|pharmacy|bank|supermarket)\s+run|run\s+(?:to|errands)|errand|dry run/iu.test(
      title,
    )
  )
    return fixed ? "event" : "task";
  // "payroll for the cafe", "menu of the café": a rest word after "for" or "of" names what the thing is
  // for; only one before them makes a break ("nap for 20", "break for a bit").
  const lead = title.replace(/\s(?:for|of)\s.*$/su, "");
  if (BREAK.test(lead) && !/\bmeeting\b|reuni/iu.test(title) && !OBJECT_VERB.test(title)) {
    // "coffee with Ana" is a social event, a "coffee break" is a break.
    if (!/(?:coffee|caf[eé])\s+(?:with|con)\s/iu.test(title)) return "break";
  }
  if (HABIT.test(title)) return "habit";
  if (isLeisure(title)) return "event";
  return fixed ? "event" : "task";
}

/**
 * Places people go out to and also work at: "pub at 8" is 20:00, but a bare range that runs
 * backwards, "bar de 7 a 4", is the place's hours (07:00-16:00), not a night from 19:00 to 4 a.m.
 */
const VENUE_HINT = W("bar|pub");

/** Words that make a segment evening-ish, to read "at 7" as 19:00 (English and Arabic; VENUE_HINT's words aside). */
const EVENING_EN =
  "tonight|evening|night|dinner(?!\\s+lad(?:y|ies))|supper|drinks|" +
  // The evening meal called tea: "kids tea at half 5", "the kids' tea 5.30", "teatime 5".
  "kids tea|kids' tea|kids’ tea|kid's tea|children's tea|family tea|teatime|tea time|movie|cinema|film|party|concert|date night|bed|" +
  "first dance|disco|ceilidh|guests|dinner guests|people over|friends over|bbq|barbecue|barbeque|braai|cookout|" +
  // A meal out with someone by its food: "pizza w/ Em @ 7:30", "curry 8".
  "pizza|curry|takeaway|chippy|sushi|ramen|tacos|kebab|" +
  // A table booked at a restaurant: "table booked at 8", "reservation at 8.30 w/ Jo".
  "table booked|booked a table|table for|reservation|reservations|" +
  "bedtime|bath time|bathtime|to bed|netflix|tv|theatre|theater|game night|" +
  "match|choir|choir practice|rehearsal|band practice|band rehearsal|book club|pub quiz|quiz night|" +
  // Games people play out at night: "darts at the Red Lion 8.30", "bingo w/ Nan 7".
  "darts|bingo|poker night|open mic|" +
  // Clubs and circles that meet of an evening: "my bridge club at 7", "book group 8", "knitting circle at 7.30".
  "bridge club|bridge night|book group|reading group|knitting circle|knitting group|knit night|sewing circle|" +
  "crochet group|writing group|chess club|wine club|wine tasting|supper club|whist drive|lodge meeting|" +
  // Performances and nights out: "warm-up set at the Roxy half 8 til 10", "recital at 7", "ghost walk 9".
  "dj set|warm-up set|warm up set|headline set|support slot|set at the|club night|rave|gala|prom|recital|panto|" +
  "pantomime|opera|comedy night|comedy club|ghost walk|ghost tour|stargazing|fireworks|" +
  "عشاء|العشاء|عشا|العشا|سينما|السينما|فيلم|الفيلم|حفلة|الحفلة|سهرة|السهرة|مباراة|" +
  "المباراة|النوم|taraweeh|tarawih|التراويح|تراويح|on stage|gig|karaoke|asleep|kids down|أتعشى|اتعشى|نتعشى|العزومة|عزومة|السهرة|" +
  "تحميم|حمام الولاد|حمام الأولاد|حمام للصغير|حمام الصغير";
/**
 * The Spanish ones, read only in a Spanish description: in an English one "Fiesta service 8:30-10"
 * is a Ford's service in the morning, "cine" or "tele" a name.
 */
const EVENING_ES =
  "noche|cena|cenar|copas|cine|fiesta|concierto|cama|acostar|acostarlos|acostar a los ni[nñ]os|ba[nñ]o de los ni[nñ]os|tele|" +
  "partido|dormidos|duermen|teatro|espect[aá]culo|peli|pelis|pel[ií]cula|serie" +
  // Guests in and a table booked: "invitados a las 9" is 21:00, as "guests at 8" is 20:00.
  "|invitados|invitadas|mesa para|mesa reservada|reserva" +
  // the children's bath and bedtime story: "baño a las 8" after school is 20:00
  "|ba[nñ]arlos|ba[nñ]arles|ba[nñ]ar a los ni[nñ]os|ba[nñ]o a los ni[nñ]os|cuentos?|pijamas?" +
  // Chile's evening tea, "la once" ("once con los suegros a las 8"), not the hour "las once".
  "|(?:tomar|tomamos|la)\\s+once|(?<!las\\s)once\\s+con";
/** Every language's evening words (a Spanish description reads them all). */
const EVENING_WORDS = W(`${EVENING_EN}|${EVENING_ES}`);
const EVENING_WORDS_EN = W(EVENING_EN);

/** The evening words of the description's language (Arabic ones in both: their script is their own). */
export function eveningWords(lang: "en" | "es"): RegExp {
  return lang === "es" ? EVENING_WORDS : EVENING_WORDS_EN;
}

/** eveningWords, or a place people go out to. */
export function eveningHint(lang: "en" | "es"): { test: (text: string) => boolean } {
  return lang === "es" ? EVENING_HINT_ES : EVENING_HINT_EN;
}

/** eveningHint's two tests, made once (it is asked per item). */
function hintOf(words: RegExp): { test: (text: string) => boolean } {
  return {
    test: (text: string): boolean => {
      const t = withoutTopic(text);
      return words.test(t) || VENUE_HINT.test(t);
    },
  };
}
const EVENING_HINT_EN = hintOf(EVENING_WORDS_EN);
const EVENING_HINT_ES = hintOf(EVENING_WORDS);
/** No fetching verb soon after the school ("... المدرسة أجيب البنت", "... آخذ العيال"): bounded. */
const NOT_FETCHING = "(?![^\\n]{0,30}(?:[أاىنهب]جيب|[أا]خذ|آخذ|آخد|اخد|ناخد|ناخذ))";
export const MORNING_HINT = W(
  "morning|breakfast|sunrise|wake up|wake|get up|alarm|school run|drop the kids|desayuno|desayunar|" +
    "madrugada|despertar|despertarme|levantarme|me levanto|me despierto|por la ma[nñ]ana|de la ma[nñ]ana|" +
    "esta ma[nñ]ana|فطور|الفطور|إفطار|الإفطار|الفجر|أصحى|اصحى|أصحو|استيقظ|أستيقظ|الاستيقاظ|صحيان|" +
    // School, unless fetching them from it ("نجيبهم من المدرسة ٤ ونص" is the afternoon, as "del cole").
    // (Nor going to school to fetch them: "أروح عالمدرسة أجيب البنت الساعة ٥", kind p-esar24-3.)
    `(?<!من\\s)المدرسة${NOT_FETCHING}|` +
    // The spoken future and habitual wakings ("هصحى الساعة ٦", "بصحى ٥ ونص"): the morning.
    "[هحبن]صحى|[هحبن]صحو|صحيت|levantarse|despertarse|" +
    `(?:للمدرسة|للمدرسه|عالمدرسة|عالمدرسه)${NOT_FETCHING}|` +
    // Taking the children to school (not fetching them "del cole"): the morning. Not when fetching
    // them there: "ir a por el niño al cole a las 5", "ir a buscar a los peques al cole" (kind p-esar24-3).
    // (The look back is tried only where the school words end, so the test stays one pass.)
    "(?:al cole|al colegio|al instituto|al insti|a la guarde|a la guarder[ií]a)(?<!(?:a por|buscar|recoger)[^\\n]{0,58})|" +
    // Opening one's shop or stall ("abrir la florería a las 7", "open the shop at 7"): the morning.
    "abrir la|abrir el|abro la|abro el|abrimos la|abrimos el|open the shop|open the store|open up",
);

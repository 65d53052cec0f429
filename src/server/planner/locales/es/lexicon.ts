/** Spanish words the grammar tags (core/tags.ts): counts, units, connectors, asides and headers. */

import type { Lexicon, Tag } from "../../core/tags";

const words = (tag: Tag, list: string): Record<string, Tag[]> =>
  Object.fromEntries(list.split(" ").map((w) => [w, [tag]]));

export const ES_LEXICON: Lexicon = {
  tags: {
    ...words(
      "aside",
      "uf uff ufff buf día dia semana agotada agotado cansada cansado muerta muerto reventada reventado",
    ),
    ...words("aside", "hoy fin libranza teletrabajo locos liada liado fatal malita malito enferma enfermo largo larga"),
    ...words(
      "filler",
      "madre mía qué que estoy muy bastante un poco de tranquilo tranquila mal otra vez exámenes examenes",
    ),
    ...words(
      "header",
      "plan planes lista tareas agenda hoy lunes martes miércoles miercoles jueves viernes sábado sabado",
    ),
    ...words("header", "domingo pendientes cosas lunes martes miércoles miercoles jueves viernes sábado sabado"),
    // "llueve otra vez", "por fin viernes", "me encuentro fatal", "qué sueño tengo".
    ...words("aside", "llueve lloviendo lluvia calor frío frio"),
    ...words("filler", "otra vez por qué que tengo me"),
    ...words("aside", "cansancio sueño ay jo ufa"),
    ...words(
      "aside",
      "tremendo tremenda tranqui agobiada agobiado estresada estresado hecha hecho polvo dormida dormido bajón",
    ),
    ...words("filler", "tranquila tranquilo algo así sin ganas"),
    // "qué agobio jajaja", "qué pereza", "qué pena", "soy canguro hoy 👶": moods, laughter and who the writer is
    ...words(
      "aside",
      "agobio pereza pena nervios estrés estres rollo lío lio horror jaja jajaja jajajaja jeje jejeje jiji xd soy",
    ),
    // "Rebajas 😫 tienda de 10 a 2": the season of the day, not a task
    ...words("aside", "rebajas navidades vacaciones"),
    // "última semana de temporada, q pena tb": the season's last week, and a sigh, not tasks
    ...words("aside", "temporada"),
    ...words("filler", "última ultima primera también tambien"),
    // "q pena", "así q el día es mío": "que" in a chat (not shorthand: "Q&A" keeps its Q).
    ...words("filler", "q"),
    // "hoy nada más", "hoy nada, solo la compra": nothing else today
    ...words("aside", "nada libre"),
    // "bueno, hoy toca currar", "vale, plan:", "venga, a por ello": a word that opens the talk
    ...words("aside", "bueno vale venga okey"),
    // "che, sacar turno", "órale, hoy ...", "oye wey": a call to the listener (Argentina, Mexico, Colombia)
    ...words("aside", "che órale orale oye wey güey guey parce parcero chamo"),
    ...words("filler", "más mas solo sólo"),
    ...words("filler", "del para el la mi mis"),
    ...words("connector", "antes después despues luego tras hasta cuando mientras entre primero"),
    cada: ["each"],
    por: ["each"],
    y: ["and"],
    e: ["and"],
    con: ["with"],
    desde: ["from"],
    las: ["cue"],
  },
  numbers: {
    un: 1,
    una: 1,
    uno: 1,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    // "revisar ambos informes, 30 min cada uno": dos.
    ambos: 2,
    ambas: 2,
  },
  units: { minuto: 1, minutos: 1, minutito: 1, minutitos: 1, hora: 60, horas: 60, horita: 60, horitas: 60 },
  singular: (w) => {
    const lower = w.toLowerCase();
    if (lower.length < 5 || !lower.endsWith("s")) return undefined;
    if (lower.endsWith("iones")) return `${w.slice(0, -5)}ión`;
    if (lower.endsWith("as") || lower.endsWith("os")) return w.slice(0, -1);
    // "particulares", "ciudades": a consonant before "es"; "clases", "noches": a vowel word and "s".
    if (lower.endsWith("es")) return /[rlndjy]es$/u.test(lower) ? w.slice(0, -2) : w.slice(0, -1);
    return undefined;
  },
  shorthand: {
    xq: "porque",
    tb: "también",
    pq: "porque",
    tmb: "también",
    xa: "para",
    dsp: "después",
    dps: "después",
    // "a las 4 y meda": a slip of "media" (no Spanish word of its own).
    meda: "media",
    mdia: "media",
  },
};

/** Spanish leading filler of titles ("tengo que", "luego", "en algún momento"), in the order they are tried. */

import { leadPhrases } from "../../core/lead";

export const ES_LEAD = leadPhrases([
  "en algún|algun momento",
  "alguna vez",
  "y|e|pero|luego|después|despues|también|tambien|además|ademas|primero|finalmente",
  "por último|ultimo",
  "al final",
  "más|mas tarde",
  "tengo que",
  "tengo",
  "tenemos que",
  // "tenés que pasar por el laboratorio" (voseo, often typed "tenes"), "tienes que llamar": a note to oneself.
  "tenés|tenes|tienes que",
  "tenemos|necesito|necesitamos|quiero|queremos|quisiera|debo|debería|deberia",
  "hay que",
  "me toca",
  "nos toca",
  // "toca planchar", "hoy toca gimnasio": it is the turn of the thing, the thing is the title.
  "toca|tocan|tocaría|tocaria",
  "voy a",
  "vamos a",
  "pienso|intentar|intentaré|intentare|dedicar|dedicarle",
  // "echarle 2 horas al informe", but "echar gasolina" is the errand itself, and so is "echar" before
  // "la", "el": "echar la primitiva", "echar el currículum" ("echar una siesta" is the nap).
  "echarle!gasolina|gasoil|diesel|diésel|de",
  "echar!gasolina|gasoil|diesel|diésel|de|la|el|los|las",
  // "pasar 2 horas estudiando", but "pasar por la farmacia" is a stop of its own, and "pasar las
  // muestras por la centrífuga", "pasar el informe a limpio" a verb with its object.
  "pasar!por|la|las|el|los|lo|mi|mis|su|sus",
  "hacer un poco de",
  "un poco de",
  "sacar tiempo para",
  "me gustaría|gustaria",
  "recuerda|recordar",
  "acordarme|acuérdate|acuerdate|acordarse de",
  // Rioplatense voseo: "acordate de pedir turno", "no te olvidés de llamar".
  "acordate|acordáte|acordarte de",
  "no te olvides|olvidés|olvides de",
  "no olvidar",
  // "q no se me olvide pagar el movil", "que no se me pase llamar": the reminder, not the item's words.
  "que|q no se me olvide|olvida|pase",
  "no se me olvide|olvida|pase",
  // "porque a las 3 vienen mis hijos" (prose): the reason's "porque" opens no title.
  "porque|xq|pq",
  "no olvides",
  "solo|sólo|solamente",
  "hoy|mañana|manana|a|al",
  "a la",
  "de|del|en|el|la|los|las|un|una|unos|unas|mi|mis|para|sobre|por",
]);

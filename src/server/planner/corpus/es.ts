import type { CorpusCase } from "./types";

/** Spanish day descriptions. Default options: 2026-11-23, day 08:00-22:00. */
export const ES_CORPUS: CorpusCase[] = [
  {
    id: "es-01-reunion-estudio",
    lang: "es",
    text: "Reunión a las 10:00, luego 2 horas de estudio y gimnasio por la tarde. Comida con Ana a las 2 y media, cena",
    expect: {
      fixed: { Reunión: ["10:00", "11:00"], "Comida con Ana": ["14:30", "15:30"] },
      order: [["Reunión", "Estudio"]],
      minutes: { Estudio: 120, Gimnasio: 60, Cena: 60 },
      part: { Gimnasio: "afternoon" },
      kind: { Cena: "meal", "Comida con Ana": "meal" },
      allScheduled: true,
    },
  },
  {
    id: "es-02-clase-deberes",
    lang: "es",
    text: "tengo clase de 9 a 11, después tengo que hacer los deberes (hora y media), recoger a los niños a las 5 de la tarde, llamar al médico antes de las 12",
    expect: {
      fixed: { Clase: ["09:00", "11:00"], "Recoger a los niños": ["17:00", "17:30"] },
      order: [["Clase", "Hacer los deberes"]],
      minutes: { "Hacer los deberes": 90 },
      deadline: { "Llamar al médico": "12:00" },
      allScheduled: true,
    },
  },
  {
    id: "es-03-informe-manana",
    lang: "es",
    text: "Por la mañana escribir el informe durante 3 horas; almuerzo; luego llamada rápida con el cliente; correr 45 minutos después del trabajo",
    expect: {
      minutes: { "Escribir el informe": 180, "Llamada rápida con el cliente": 15, Correr: 45 },
      part: { "Escribir el informe": "morning" },
      order: [["Almuerzo", "Llamada rápida con el cliente"]],
      notBefore: { Correr: "17:00" },
      hasBreak: true,
      allScheduled: true,
    },
  },
  {
    id: "es-04-a-las-3-de-la-tarde",
    lang: "es",
    text: "dentista a las 3 de la tarde, compra en el supermercado, media hora de lectura por la noche",
    expect: {
      fixed: { Dentista: ["15:00", "16:00"] },
      minutes: { "Compra en el supermercado": 45, Lectura: 30 },
      part: { Lectura: "evening" },
    },
  },
  {
    id: "es-05-rangos",
    lang: "es",
    text: "de 9 a 11 reunión de equipo, taller desde las 4 hasta las 6, clase de yoga a las 19:30",
    expect: {
      fixed: {
        "Reunión de equipo": ["09:00", "11:00"],
        Taller: ["16:00", "18:00"],
        "Clase de yoga": ["19:30", "20:30"],
      },
    },
  },
  {
    id: "es-06-durante-una-hora",
    lang: "es",
    text: "pasear al perro durante una hora, 30 minutos de meditación, 2 horas de programación",
    expect: {
      minutes: { "Pasear al perro": 60, Meditación: 30, Programación: 120 },
      taskCount: 3,
    },
  },
  {
    id: "es-07-comida-despues",
    lang: "es",
    text: "comida, después de comer revisar el contrato una hora, llamar a mamá por la noche",
    expect: {
      order: [["Comida", "Revisar el contrato"]],
      minutes: { "Revisar el contrato": 60 },
      part: { "Llamar a mamá": "evening" },
      kind: { Comida: "meal" },
    },
  },
  {
    id: "es-08-antes-de-las",
    lang: "es",
    text: "enviar la factura antes de las 3, preparar la presentación 2 horas antes de las 13:00",
    expect: {
      deadline: { "Enviar la factura": "15:00", "Preparar la presentación": "13:00" },
      minutes: { "Preparar la presentación": 120 },
      allScheduled: true,
    },
  },
  {
    id: "es-09-conflicto",
    lang: "es",
    text: "reunión con el equipo a las 11, llamada con el banco a las 11:15, estudiar 1 hora",
    expect: {
      fixed: { "Reunión con el equipo": ["11:00", "12:00"], "Llamada con el banco": ["11:15", "11:45"] },
      conflicts: ["Reunión con el equipo", "Llamada con el banco"],
    },
  },
  {
    id: "es-10-sobrecargado",
    lang: "es",
    text: "6 horas de redacción, 4 horas de diseño, 3 horas de contabilidad, 2 horas de correos",
    expect: {
      unscheduled: ["Correos"],
      hasBreak: true,
    },
  },
  {
    id: "es-11-lista",
    lang: "es",
    text: "- desayuno\n- gimnasio a las 7:30 de la mañana\n- trabajar en la tesis 4 horas\n- cena a las 9 de la noche",
    options: { dayStart: "07:00" },
    expect: {
      fixed: { Gimnasio: ["07:30", "08:30"], Cena: ["21:00", "22:00"] },
      minutes: { "Trabajar en la tesis": 240 },
      kind: { Desayuno: "meal" },
      hasBreak: true,
    },
  },
  {
    id: "es-12-madre",
    lang: "es",
    text: "llevar a los niños al colegio a las 8:30, hacer la compra, recoger a los niños a las 4 y media, preparar la cena, 2 horas de trabajo freelance",
    expect: {
      fixed: { "Llevar a los niños al colegio": ["08:30", "09:00"], "Recoger a los niños": ["16:30", "17:00"] },
      minutes: { "Hacer la compra": 45, "Trabajo freelance": 120 },
      part: { "Preparar la cena": "evening" },
      allScheduled: true,
    },
  },
  {
    id: "es-13-turno",
    lang: "es",
    text: "turno de 14:00 a 22:00; antes gimnasio una hora y siesta media hora",
    options: { dayStart: "09:00", dayEnd: "23:00" },
    expect: {
      fixed: { Turno: ["14:00", "22:00"] },
      minutes: { Gimnasio: 60, Siesta: 30 },
    },
  },
  {
    id: "es-14-menos-cuarto",
    lang: "es",
    text: "médico a las 5 menos cuarto, café con Luis a las 10 y cuarto, clase a la una",
    expect: {
      fixed: { Médico: ["16:45", "17:45"], "Café con Luis": ["10:15", "10:45"], Clase: ["13:00", "14:00"] },
    },
  },
  {
    id: "es-15-mediodia",
    lang: "es",
    text: "almuerzo al mediodía, estudiar inglés hora y media por la tarde",
    expect: {
      fixed: { Almuerzo: ["12:00", "13:00"] },
      minutes: { "Estudiar inglés": 90 },
      part: { "Estudiar inglés": "afternoon" },
    },
  },
  {
    id: "es-16-y-luego",
    lang: "es",
    text: "primero contestar correos, y luego escribir el artículo (2 horas), y después llamar a Pedro",
    expect: {
      order: [
        ["Contestar correos", "Escribir el artículo"],
        ["Escribir el artículo", "Llamar a Pedro"],
      ],
      minutes: { "Contestar correos": 30, "Escribir el artículo": 120, "Llamar a Pedro": 30 },
      taskCount: 3,
    },
  },
  {
    id: "es-17-estudiante",
    lang: "es",
    text: "clases de 8 a 14, comer, estudiar para el examen 3 horas, entrenamiento de fútbol a las 19:00",
    options: { dayStart: "07:30" },
    expect: {
      fixed: { Clases: ["08:00", "14:00"], "Entrenamiento de fútbol": ["19:00", "20:00"] },
      minutes: { "Estudiar para el examen": 180, Comer: 60 },
      hasBreak: true,
    },
  },
  {
    id: "es-18-freelance",
    lang: "es",
    text: "revisar el logo del cliente 2 horas y media, facturar 15 minutos, videollamada con Marta a las 11:30",
    expect: {
      fixed: { "Videollamada con Marta": ["11:30", "12:00"] },
      minutes: { "Revisar el logo del cliente": 150, Facturar: 15 },
      hasBreak: true,
    },
  },
  {
    id: "es-19-despues-del-trabajo",
    lang: "es",
    text: "trabajo de 9 a 17, después del trabajo gimnasio, luego cenar",
    expect: {
      fixed: { Trabajo: ["09:00", "17:00"] },
      order: [
        ["Trabajo", "Gimnasio"],
        ["Gimnasio", "Cenar"],
      ],
      kind: { Cenar: "meal" },
    },
  },
  {
    id: "es-20-hasta",
    lang: "es",
    text: "dormir hasta las 10, luego desayuno, y limpiar la casa 2 horas",
    expect: {
      fixed: { Dormir: ["08:00", "10:00"] },
      order: [["Dormir", "Desayuno"]],
      minutes: { "Limpiar la casa": 120 },
    },
  },
  {
    id: "es-21-entre",
    lang: "es",
    text: "llamada de 30 minutos con el contable entre las 4 y las 6",
    expect: {
      notBefore: { "Llamada con el contable": "16:00" },
      deadline: { "Llamada con el contable": "18:00" },
      minutes: { "Llamada con el contable": 30 },
    },
  },
  {
    id: "es-22-puntos-y-coma",
    lang: "es",
    text: "dentista 9:15; farmacia después; trabajar en la tesis 3h; llamar a la abuela a las 18:30",
    expect: {
      fixed: { Dentista: ["09:15", "10:15"], "Llamar a la abuela": ["18:30", "19:00"] },
      minutes: { "Trabajar en la tesis": 180 },
    },
  },
  {
    id: "es-23-por-la-noche",
    lang: "es",
    text: "esta noche hacer la maleta una hora y ver el partido a las 9",
    expect: {
      part: { "Hacer la maleta": "evening" },
      fixed: { "Ver el partido": ["21:00"] },
    },
  },
  {
    id: "es-24-mayusculas",
    lang: "es",
    text: "REUNIÓN A LAS 9:30, luego Terminar El Presupuesto 2h, Comida a las 14:00",
    expect: {
      fixed: { REUNIÓN: ["09:30", "10:30"], Comida: ["14:00", "15:00"] },
      minutes: { "Terminar El Presupuesto": 120 },
    },
  },
  {
    id: "es-25-ventana-corta",
    lang: "es",
    text: "escribir 2 horas, leer 1 hora, pasear 30 minutos",
    options: { dayStart: "19:00", dayEnd: "22:00" },
    expect: {
      minutes: { Escribir: 120, Pasear: 30 },
      unscheduled: ["Leer"],
    },
  },
  {
    id: "es-26-por-la-manana-cita",
    lang: "es",
    text: "cita en el banco por la mañana, peluquería a las 17:00, lavadora",
    expect: {
      part: { "Cita en el banco": "morning" },
      fixed: { Peluquería: ["17:00", "17:45"] },
      minutes: { Lavadora: 30 },
    },
  },
  {
    id: "es-27-cuarto-de-hora",
    lang: "es",
    text: "un cuarto de hora de estiramientos, tres cuartos de hora de guitarra, 1h 15m de código",
    expect: {
      minutes: { Estiramientos: 15, Guitarra: 45, Código: 75 },
    },
  },
  {
    id: "es-28-urgente",
    lang: "es",
    text: "urgente: arreglar el servidor 2 horas, actualizar la web si me da tiempo, escribir notas 1 hora",
    options: { dayStart: "15:00", dayEnd: "18:00" },
    expect: {
      minutes: { "Arreglar el servidor": 120 },
      unscheduled: ["Actualizar la web"],
    },
  },
  {
    id: "es-29-a-partir-de",
    lang: "es",
    text: "nadar a partir de las 6 de la tarde, llamar al fontanero después de las 10",
    expect: {
      notBefore: { Nadar: "18:00", "Llamar al fontanero": "10:00" },
      allScheduled: true,
    },
  },
  {
    id: "es-30-lineas",
    lang: "es",
    text: "1. correo 30 minutos\n2. reunión con dirección a las 12\n3. almuerzo\n4. informe mensual 90 minutos por la tarde",
    expect: {
      fixed: { "Reunión con dirección": ["12:00", "13:00"] },
      minutes: { Correo: 30, "Informe mensual": 90 },
      part: { "Informe mensual": "afternoon" },
      kind: { Almuerzo: "meal" },
    },
  },
  {
    id: "es-31-cena-amigos",
    lang: "es",
    text: "cena con amigos a las 21:30, antes ducha y arreglarse",
    options: { dayEnd: "23:30" },
    expect: {
      fixed: { "Cena con amigos": ["21:30", "22:30"] },
    },
  },
  {
    id: "es-32-etiquetas",
    lang: "es",
    text: "Mañana: gimnasio a las 7, luego desayuno. Tarde: reunión con el equipo a las 16:00 y llamar a Lucía. Leer antes de dormir",
    options: { dayStart: "07:00" },
    expect: {
      fixed: { Gimnasio: ["07:00", "08:00"], "Reunión con el equipo": ["16:00", "17:00"] },
      order: [["Gimnasio", "Desayuno"]],
      part: { "Llamar a Lucía": "afternoon", Leer: "evening" },
      allScheduled: true,
    },
  },
  {
    id: "es-33-antes-de-la-reunion",
    lang: "es",
    text: "preparar la presentación 2 horas antes de la reunión de las 5, reunión a las 5",
    expect: {
      fixed: { Reunión: ["17:00", "18:00"] },
      deadline: { "Preparar la presentación": "17:00" },
      minutes: { "Preparar la presentación": 120 },
      taskCount: 2,
    },
  },
  {
    id: "es-34-tarde-dentista-antes",
    lang: "es",
    text: "a las 3 de la tarde dentista, antes de las 12 enviar el presupuesto, hora y media de inglés",
    expect: {
      fixed: {
        Dentista: ["15:00", "16:00"],
      },
      minutes: {
        "Enviar el presupuesto": 15,
        Inglés: 90,
      },
      deadline: {
        "Enviar el presupuesto": "12:00",
      },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-35-primero-contestar-los",
    lang: "es",
    text: "primero contestar los correos, luego preparar la clase 2 horas, después de comer corregir exámenes",
    expect: {
      minutes: {
        "Contestar los correos": 30,
        "Preparar la clase": 120,
        "Corregir exámenes": 60,
      },
      notBefore: {
        "Corregir exámenes": "13:00",
      },
      order: [["Contestar los correos", "Preparar la clase"]],
      allScheduled: true,
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "es-36-desayuno-reunion-marta",
    lang: "es",
    text: "- desayuno\n- reunión con Marta a las 10:30\n- almuerzo\n- estudiar 3 horas\n- cena",
    expect: {
      fixed: {
        "Reunión con Marta": ["10:30", "11:30"],
      },
      minutes: {
        Desayuno: 30,
        Almuerzo: 60,
        Estudiar: 180,
        Cena: 60,
      },
      allScheduled: true,
      kind: {
        Desayuno: "meal",
        Almuerzo: "meal",
        Cena: "meal",
      },
      taskCount: 5,
      hasBreak: true,
      part: {
        Cena: "evening",
        Desayuno: "morning",
      },
    },
  },
  {
    id: "es-37-llamar-mama-por",
    lang: "es",
    text: "llamar a mamá por la noche, media hora de meditación por la mañana, compras por la tarde",
    expect: {
      minutes: {
        "Llamar a mamá": 30,
        Meditación: 30,
        Compras: 45,
      },
      part: {
        "Llamar a mamá": "evening",
        Meditación: "morning",
        Compras: "afternoon",
      },
      allScheduled: true,
      kind: {
        Meditación: "habit",
      },
      taskCount: 3,
    },
  },
  {
    id: "es-38-clase-pilates-trabajar",
    lang: "es",
    text: "Clase de pilates a las 9.30, trabajar en el proyecto 4 horas, recoger a los niños a las cinco y media",
    expect: {
      fixed: {
        "Clase de pilates": ["09:30", "10:30"],
        "Recoger a los niños": ["17:30", "18:00"],
      },
      minutes: {
        "Trabajar en el proyecto": 240,
      },
      allScheduled: true,
      kind: {
        "Clase de pilates": "habit",
      },
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "es-39-terminar-presentacion-antes",
    lang: "es",
    text: "terminar la presentación antes de las 2 (1 hora y media), comida con el equipo a las 14:00, videollamada con Londres a las 4",
    expect: {
      fixed: {
        "Comida con el equipo": ["14:00", "15:00"],
        "Videollamada con Londres": ["16:00", "16:30"],
      },
      minutes: {
        "Terminar la presentación": 90,
      },
      deadline: {
        "Terminar la presentación": "14:00",
      },
      allScheduled: true,
      kind: {
        "Comida con el equipo": "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "es-40-taller-almuerzo-luego",
    lang: "es",
    text: "de 10 a 13 taller, almuerzo, luego una hora de correos y 45 minutos de lectura",
    expect: {
      fixed: {
        Taller: ["10:00", "13:00"],
      },
      minutes: {
        Almuerzo: 60,
        Correos: 60,
        Lectura: 45,
      },
      order: [
        ["Almuerzo", "Correos"],
        ["Almuerzo", "Lectura"],
      ],
      allScheduled: true,
      kind: {
        Almuerzo: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "es-41-escribir-tesis-durante",
    lang: "es",
    text: "escribir la tesis durante 6 horas, comer, cenar",
    options: {
      dayStart: "09:00",
      dayEnd: "19:00",
    },
    expect: {
      minutes: {
        "Escribir la tesis": 360,
        Comer: 60,
        Cenar: 60,
      },
      allScheduled: true,
      kind: {
        Comer: "meal",
        Cenar: "meal",
      },
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "es-42-ir-al-medico",
    lang: "es",
    text: "ir al médico a las 11 menos cuarto, después farmacia, siesta, y a las 8 de la noche cena con amigos",
    expect: {
      fixed: {
        "Ir al médico": ["10:45", "11:45"],
        "Cena con amigos": ["20:00", "21:00"],
      },
      minutes: {
        Farmacia: 30,
        Siesta: 30,
      },
      order: [["Ir al médico", "Farmacia"]],
      part: {
        Siesta: "afternoon",
      },
      allScheduled: true,
      kind: {
        "Cena con amigos": "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "es-43-estudiar-matematicas-horas",
    lang: "es",
    text: "estudiar matemáticas 2 horas, estudiar historia hora y media, repasar inglés 45 min, jugar al fútbol a las 6",
    expect: {
      fixed: {
        "Jugar al fútbol": ["18:00", "19:00"],
      },
      minutes: {
        "Estudiar matemáticas": 120,
        "Estudiar historia": 90,
        "Repasar inglés": 45,
      },
      allScheduled: true,
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "es-44-hoy-reunion-comida",
    lang: "es",
    text: "Hoy: reunión a las 10:00, comida, por la tarde escribir el artículo durante una hora, y pasear al perro",
    expect: {
      fixed: {
        Reunión: ["10:00", "11:00"],
      },
      minutes: {
        Comida: 60,
        "Escribir el artículo": 60,
        "Pasear al perro": 30,
      },
      part: {
        "Escribir el artículo": "afternoon",
      },
      allScheduled: true,
      kind: {
        Comida: "meal",
        "Pasear al perro": "habit",
      },
      taskCount: 4,
    },
  },
  {
    id: "es-45-llamada-cliente-doce",
    lang: "es",
    text: "llamada con el cliente a las doce, preparar el contrato antes de la llamada (una hora), revisar facturas media hora",
    expect: {
      fixed: {
        "Llamada con el cliente": ["12:00", "12:30"],
      },
      minutes: {
        "Preparar el contrato": 60,
        "Revisar facturas": 30,
      },
      deadline: {
        "Preparar el contrato": "12:00",
      },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-46-yoga-por-manana",
    lang: "es",
    text: "yoga por la mañana, después del almuerzo dos horas de programación, cena a las nueve",
    expect: {
      fixed: {
        Cena: ["21:00", "22:00"],
      },
      minutes: {
        Yoga: 60,
        Programación: 120,
      },
      notBefore: {
        Programación: "13:00",
      },
      part: {
        Yoga: "morning",
      },
      allScheduled: true,
      kind: {
        Yoga: "habit",
        Cena: "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "es-47-entrevista-repasar-mis",
    lang: "es",
    text: "entrevista a las 16:30, repasar mis notas 30 minutos antes de la entrevista, correr 5 km",
    expect: {
      fixed: {
        Entrevista: ["16:30", "17:30"],
      },
      minutes: {
        "Repasar mis notas": 30,
        "Correr 5 km": 45,
      },
      deadline: {
        "Repasar mis notas": "16:30",
      },
      allScheduled: true,
      kind: {
        "Correr 5 km": "habit",
      },
      taskCount: 3,
    },
  },
  {
    id: "es-48-reunion-direccion-luego",
    lang: "es",
    text: "Reunión con dirección a las 9, luego revisar el código 2 horas. Después de comer, reunión de equipo a las 15:30. Por la noche, cine",
    expect: {
      fixed: {
        "Reunión con dirección": ["09:00", "10:00"],
        "Reunión de equipo": ["15:30", "16:30"],
      },
      minutes: {
        "Revisar el código": 120,
        Cine: 120,
      },
      order: [["Reunión con dirección", "Revisar el código"]],
      part: {
        Cine: "evening",
      },
      allScheduled: true,
      kind: {
        Cine: "event",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "es-49-trabajar-hasta-luego",
    lang: "es",
    text: "trabajar hasta las 14:00, luego comer con Pablo, después una siesta de 20 minutos",
    expect: {
      fixed: {
        Trabajar: ["08:00", "14:00"],
      },
      minutes: {
        "Comer con Pablo": 60,
        Siesta: 20,
      },
      order: [
        ["Trabajar", "Comer con Pablo"],
        ["Comer con Pablo", "Siesta"],
      ],
      part: {
        Siesta: "afternoon",
      },
      allScheduled: true,
      kind: {
        "Comer con Pablo": "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "es-50-turno-noche-antes",
    lang: "es",
    text: "turno de noche de 22:00 a 06:00; antes dormir hasta las 14, gimnasio una hora y cena",
    options: {
      dayStart: "10:00",
      dayEnd: "22:00",
    },
    expect: {
      fixed: {
        Turno: ["22:00", "24:00"],
        Dormir: ["10:00", "14:00"],
      },
      minutes: {
        Gimnasio: 60,
        Cena: 60,
      },
      deadline: {
        Gimnasio: "22:00",
        Cena: "22:00",
      },
      allScheduled: true,
      kind: {
        Gimnasio: "habit",
        Cena: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "es-51-por-manana-correos",
    lang: "es",
    text: "por la mañana: correos y llamada con Juan. por la tarde: informe 2 horas y reunión a las 17:00",
    expect: {
      fixed: {
        Reunión: ["17:00", "18:00"],
      },
      minutes: {
        Correos: 30,
        "Llamada con Juan": 30,
        Informe: 120,
      },
      part: {
        Correos: "morning",
        "Llamada con Juan": "morning",
        Informe: "afternoon",
      },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-52-desayunar-ducharme-ir",
    lang: "es",
    text: "desayunar, ducharme, ir a la oficina, reunión a las 9:30 durante una hora, almuerzo con el equipo, terminar el informe para las 6",
    expect: {
      fixed: {
        Reunión: ["09:30", "10:30"],
      },
      minutes: {
        Desayunar: 30,
        Ducharme: 15,
        "Ir a la oficina": 30,
        "Almuerzo con el equipo": 60,
        "Terminar el informe": 60,
      },
      deadline: {
        "Terminar el informe": "18:00",
      },
      allScheduled: true,
      kind: {
        Desayunar: "meal",
        "Almuerzo con el equipo": "meal",
      },
      taskCount: 6,
      // No break: the trip to the office is not focus work, and the meeting and the report make two hours.
    },
  },
  {
    id: "es-53-terminar-memoria-antes",
    lang: "es",
    text: "Terminar la memoria antes de las 13:00 (3 horas), clase de guitarra de 18:00 a 19:00, cenar",
    expect: {
      fixed: {
        "Clase de guitarra": ["18:00", "19:00"],
      },
      minutes: {
        "Terminar la memoria": 180,
        Cenar: 60,
      },
      deadline: {
        "Terminar la memoria": "13:00",
      },
      allScheduled: true,
      kind: {
        Cenar: "meal",
      },
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "es-54-manana-tranquila-desayuno",
    lang: "es",
    text: "mañana tranquila: desayuno, leer media hora, y a las 12 comida con mis padres; por la tarde siesta y pasear",
    expect: {
      fixed: {
        "Comida con mis padres": ["12:00", "13:00"],
      },
      minutes: {
        Desayuno: 30,
        Leer: 30,
        Siesta: 30,
        Pasear: 30,
      },
      part: {
        Siesta: "afternoon",
        Pasear: "afternoon",
      },
      allScheduled: true,
      kind: {
        Desayuno: "meal",
        "Comida con mis padres": "meal",
        Pasear: "habit",
      },
      taskCount: 5,
    },
  },
  {
    id: "es-55-primero-ir-al",
    lang: "es",
    text: "Primero ir al banco, luego al supermercado y después cocinar la cena. Clase de inglés de 18:00 a 19:30.",
    expect: {
      fixed: {
        "Clase de inglés": ["18:00", "19:30"],
      },
      minutes: {
        "Ir al banco": 45,
        Supermercado: 45,
        "Cocinar la cena": 45,
      },
      order: [
        ["Ir al banco", "Supermercado"],
        ["Supermercado", "Cocinar la cena"],
      ],
      part: {
        "Cocinar la cena": "evening",
      },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-56-tengo-que-entregar",
    lang: "es",
    text: "Tengo que entregar el trabajo antes de las 12 (me llevará 2 horas), reunión a las 3 de la tarde, gimnasio después del trabajo",
    expect: {
      fixed: {
        Reunión: ["15:00", "16:00"],
      },
      minutes: {
        "Entregar el trabajo": 120,
        Gimnasio: 60,
      },
      deadline: {
        "Entregar el trabajo": "12:00",
      },
      notBefore: {
        Gimnasio: "17:00",
      },
      allScheduled: true,
      kind: {
        Gimnasio: "habit",
      },
      taskCount: 3,
    },
  },
  {
    id: "es-57-dentista-media-despues",
    lang: "es",
    text: "dentista a las 9 y media, después de comer preparar el examen 3 horas, cena a las 21:00",
    options: {
      dayEnd: "23:00",
    },
    expect: {
      fixed: {
        Dentista: ["09:30", "10:30"],
        Cena: ["21:00", "22:00"],
      },
      minutes: {
        "Preparar el examen": 180,
      },
      notBefore: {
        "Preparar el examen": "13:00",
      },
      allScheduled: true,
      kind: {
        Cena: "meal",
      },
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "es-58-trabajar-en-informe",
    lang: "es",
    text: "trabajar en el informe hasta las 11, luego llamada con Ana, almuerzo, y por la tarde dos horas de programación",
    expect: {
      fixed: {
        "Trabajar en el informe": ["08:00", "11:00"],
      },
      minutes: {
        "Llamada con Ana": 30,
        Almuerzo: 60,
        Programación: 120,
      },
      order: [["Trabajar en el informe", "Llamada con Ana"]],
      part: {
        Programación: "afternoon",
      },
      allScheduled: true,
      kind: {
        Almuerzo: "meal",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "es-59-reunion-comer-escribir",
    lang: "es",
    text: "Reunión de 9 a 11 y de 12 a 14, comer, escribir el resumen hora y media",
    options: {
      dayEnd: "18:00",
    },
    expect: {
      minutes: {
        Comer: 60,
        "Escribir el resumen": 90,
      },
      allScheduled: true,
      kind: {
        Comer: "meal",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "es-60-corregir-examenes-durante",
    lang: "es",
    text: "corregir exámenes durante 2 horas y media, tutoría a las 4, preparar clase 45 minutos, café con Laura a las 11",
    expect: {
      fixed: {
        Tutoría: ["16:00", "17:00"],
        "Café con Laura": ["11:00", "11:30"],
      },
      minutes: {
        "Corregir exámenes": 150,
        "Preparar clase": 45,
      },
      allScheduled: true,
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "es-61-reunion-es-dura",
    lang: "es",
    text: "la reunión es a las 10:00 y dura una hora y media, después contestar correos 30 min",
    expect: {
      fixed: {
        Reunión: ["10:00", "11:30"],
      },
      minutes: {
        "Contestar correos": 30,
      },
      order: [["Reunión", "Contestar correos"]],
      allScheduled: true,
      taskCount: 2,
    },
  },
  {
    id: "es-62-almuerzo-despues-comer",
    lang: "es",
    text: "almuerzo, después de comer siesta de media hora, y luego estudiar dos horas",
    expect: {
      minutes: {
        Almuerzo: 60,
        Siesta: 30,
        Estudiar: 120,
      },
      order: [
        ["Almuerzo", "Siesta"],
        ["Siesta", "Estudiar"],
      ],
      part: {
        Siesta: "afternoon",
      },
      allScheduled: true,
      kind: {
        Almuerzo: "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "es-63-reunion-comida-estudiar",
    lang: "es",
    text: "reunion a las 3, comida, estudiar hora y media, llamar a Pedro antes de las 12",
    expect: {
      fixed: {
        Reunion: ["15:00", "16:00"],
      },
      minutes: {
        Comida: 60,
        Estudiar: 90,
        "Llamar a Pedro": 30,
      },
      deadline: {
        "Llamar a Pedro": "12:00",
      },
      allScheduled: true,
      kind: {
        Comida: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "es-64-manana-gimnasio-despues",
    lang: "es",
    text: "manana: gimnasio a las 7:30, despues desayuno. tarde: clase de 16 a 18",
    expect: {
      fixed: {
        Gimnasio: ["07:30", "08:30"],
        Clase: ["16:00", "18:00"],
      },
      minutes: {
        Desayuno: 30,
      },
      part: {
        Desayuno: "morning",
      },
      allScheduled: true,
      kind: {
        Gimnasio: "habit",
        Desayuno: "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "es-65-primero-revisar-correo",
    lang: "es",
    text: "primero revisar el correo media hora, luego escribir el capítulo durante 3 horas y después de comer ir al supermercado",
    expect: {
      minutes: {
        "Revisar el correo": 30,
        "Escribir el capítulo": 180,
        "Ir al supermercado": 45,
      },
      notBefore: {
        "Ir al supermercado": "13:00",
      },
      order: [
        ["Revisar el correo", "Escribir el capítulo"],
        ["Revisar el correo", "Ir al supermercado"],
      ],
      allScheduled: true,
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "es-66-cita-medico-recoger",
    lang: "es",
    text: "Cita con el médico a las 9:15, recoger a Lucía del colegio a las 5, preparar la cena y acostar a los niños a las 9",
    expect: {
      fixed: {
        "Cita con el médico": ["09:15", "10:15"],
        "Recoger a Lucía del colegio": ["17:00", "17:30"],
        "Acostar a los niños": ["21:00", "22:00"],
      },
      minutes: {
        "Preparar la cena": 45,
      },
      part: {
        "Preparar la cena": "evening",
      },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-67-clase-laboratorio-estudiar",
    lang: "es",
    text: "clase de 9 a 11, de 12 a 14 laboratorio, estudiar 2 horas por la tarde, cena con Marta a las 21:30",
    options: {
      dayEnd: "23:30",
    },
    expect: {
      fixed: {
        Clase: ["09:00", "11:00"],
        Laboratorio: ["12:00", "14:00"],
        "Cena con Marta": ["21:30", "22:30"],
      },
      minutes: {
        Estudiar: 120,
      },
      part: {
        Estudiar: "afternoon",
      },
      allScheduled: true,
      kind: {
        "Cena con Marta": "meal",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "es-68-estudiar-para-examen",
    lang: "es",
    text: "estudiar para el examen 4 horas antes de las 14:00, comer a las 14:00, y por la tarde repasar apuntes una hora",
    options: {
      dayStart: "09:00",
    },
    expect: {
      fixed: {
        Comer: ["14:00", "15:00"],
      },
      minutes: {
        "Estudiar para el examen": 240,
        "Repasar apuntes": 60,
      },
      deadline: {
        "Estudiar para el examen": "14:00",
      },
      part: {
        "Repasar apuntes": "afternoon",
      },
      allScheduled: true,
      kind: {
        Comer: "meal",
      },
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "es-69-lunes-reunion-semanal",
    lang: "es",
    text: "el lunes: reunión semanal a las 9:30, después llamada con proveedores, almuerzo, 3 horas de trabajo en el presupuesto, y gimnasio a las 19",
    expect: {
      fixed: {
        "Reunión semanal": ["09:30", "10:30"],
        Gimnasio: ["19:00", "20:00"],
      },
      minutes: {
        "Llamada con proveedores": 30,
        Almuerzo: 60,
        "Trabajo en el presupuesto": 180,
      },
      order: [["Reunión semanal", "Llamada con proveedores"]],
      allScheduled: true,
      kind: {
        Almuerzo: "meal",
        Gimnasio: "habit",
      },
      taskCount: 5,
      hasBreak: true,
    },
  },
  {
    id: "es-70-estudiar-para-examen",
    lang: "es",
    text: "Hoy tengo que estudiar para el examen de historia unas 3 horas, tengo clase de piano a las 5 de la tarde, quiero ir al gimnasio por la mañana y por la noche cenar con mis amigos a las 9.",
    expect: {
      fixed: {
        "Clase de piano": ["17:00", "18:00"],
        "Cenar con mis amigos": ["21:00", "22:00"],
      },
      minutes: {
        "Estudiar para el examen de historia": 180,
        "Ir al gimnasio": 60,
      },
      part: {
        "Ir al gimnasio": "morning",
      },
      allScheduled: true,
      kind: {
        "Clase de piano": "habit",
        "Ir al gimnasio": "habit",
        "Cenar con mis amigos": "meal",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "es-71-preparar-presentacion-para",
    lang: "es",
    text: "Necesito preparar la presentación para el cliente (2 horas) antes de la reunión de las 4, comer, llamar al banco por la mañana y recoger a los niños a las 17:30.",
    expect: {
      fixed: {
        "Recoger a los niños": ["17:30", "18:00"],
        Reunión: ["16:00", "17:00"],
      },
      minutes: {
        "Preparar la presentación para el cliente": 120,
        Comer: 60,
        "Llamar al banco": 30,
      },
      deadline: {
        "Preparar la presentación para el cliente": "16:00",
      },
      part: {
        "Llamar al banco": "morning",
      },
      allScheduled: true,
      kind: {
        Comer: "meal",
      },
      taskCount: 5,
      hasBreak: true,
    },
  },
  {
    id: "es-72-manana-por-manana",
    lang: "es",
    text: "mañana por la mañana escribir el informe, a las 13:00 comida con Pedro, luego siesta, por la tarde reunión de 16:00 a 17:30 y después gimnasio",
    expect: {
      fixed: {
        "Comida con Pedro": ["13:00", "14:00"],
        Reunión: ["16:00", "17:30"],
      },
      minutes: {
        "Escribir el informe": 60,
        Siesta: 30,
        Gimnasio: 60,
      },
      order: [
        ["Comida con Pedro", "Siesta"],
        ["Reunión", "Gimnasio"],
      ],
      part: {
        "Escribir el informe": "morning",
        Siesta: "afternoon",
      },
      allScheduled: true,
      kind: {
        "Comida con Pedro": "meal",
        Gimnasio: "habit",
      },
      taskCount: 5,
    },
  },
  {
    id: "es-73-preparar-presentacion-antes",
    lang: "es",
    text: "preparar la presentación antes de la reunión a las 4, comer",
    expect: {
      fixed: {
        Reunión: ["16:00", "17:00"],
      },
      minutes: {
        "Preparar la presentación": 60,
        Comer: 60,
      },
      deadline: {
        "Preparar la presentación": "16:00",
      },
      allScheduled: true,
      kind: {
        Comer: "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "es-74-clase-entre-estudiar",
    lang: "es",
    text: "clase entre las 10 y las 12, estudiar hasta las 9 de la mañana, a partir de las 6 de la tarde gimnasio, sobre las 8 cena, a eso de las 11 de la noche leer",
    options: {
      dayStart: "07:00",
      dayEnd: "23:30",
    },
    expect: {
      fixed: {
        Clase: ["10:00", "12:00"],
        Estudiar: ["07:00", "09:00"],
        Cena: ["20:00", "21:00"],
        Leer: ["23:00", "23:30"],
      },
      minutes: {
        Gimnasio: 60,
      },
      notBefore: {
        Gimnasio: "18:00",
      },
      allScheduled: true,
      kind: {
        Gimnasio: "habit",
        Cena: "meal",
      },
      taskCount: 5,
    },
  },
  {
    id: "es-75-reunion-llamada-cuarto",
    lang: "es",
    text: "reunión de 10:00 a 11:30, llamada a las 9 y cuarto, comida a las 2 y media, médico a las 5 menos cuarto",
    expect: {
      fixed: {
        Reunión: ["10:00", "11:30"],
        Llamada: ["09:15", "09:45"],
        Comida: ["14:30", "15:30"],
        Médico: ["16:45", "17:45"],
      },
      allScheduled: true,
      kind: {
        Comida: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "es-76-cocinar-cena-pelicula",
    lang: "es",
    text: "cocinar la cena, cena, ver una película",
    expect: {
      minutes: {
        "Cocinar la cena": 45,
        Cena: 60,
        "Ver una película": 120,
      },
      part: {
        "Cocinar la cena": "evening",
        "Ver una película": "evening",
      },
      allScheduled: true,
      kind: {
        Cena: "meal",
        "Ver una película": "event",
      },
      taskCount: 3,
      order: [
        ["Cocinar la cena", "Cena"],
        ["Cena", "Ver una película"],
      ],
    },
  },
  {
    id: "es-77-en-punto-mediodia-17h",
    lang: "es",
    text: "reunión a las 9 en punto, comida a mediodía, llamada a las 17h, clase 19h-20h30",
    expect: {
      fixed: {
        Reunión: ["09:00", "10:00"],
        Comida: ["12:00", "13:00"],
        Llamada: ["17:00", "17:30"],
        Clase: ["19:00", "20:30"],
      },
      allScheduled: true,
      kind: {
        Comida: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "es-78-antes-del-trabajo-dormir",
    lang: "es",
    text: "correr antes del trabajo, leer antes de dormir, pasear después de cenar, cena",
    options: {
      dayStart: "06:30",
      dayEnd: "23:00",
    },
    expect: {
      minutes: {
        Correr: 45,
        Leer: 30,
        Pasear: 30,
        Cena: 60,
      },
      deadline: {
        Correr: "09:00",
      },
      notBefore: {
        Leer: "20:00",
      },
      order: [["Cena", "Pasear"]],
      part: {
        Leer: "evening",
      },
      allScheduled: true,
      kind: {
        Correr: "habit",
        Pasear: "habit",
        Cena: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "es-79-trabajo-comer-recoger",
    lang: "es",
    text: "trabajo de 8 a 15, comer, recoger a los niños a las 16:30, natación de los niños de 17:30 a 18:30, hacer la cena, baños a las 20:00",
    options: {
      dayStart: "07:00",
    },
    expect: {
      fixed: {
        Trabajo: ["08:00", "15:00"],
        "Recoger a los niños": ["16:30", "17:00"],
        "Natación de los niños": ["17:30", "18:30"],
        Baños: ["20:00", "21:00"],
      },
      minutes: {
        Comer: 60,
        "Hacer la cena": 45,
      },
      part: {
        "Hacer la cena": "evening",
      },
      allScheduled: true,
      kind: {
        Comer: "meal",
        "Natación de los niños": "habit",
      },
      taskCount: 6,
    },
  },
  {
    id: "es-80-manana-estudiar-horas",
    lang: "es",
    text: "Por la mañana: estudiar 3 horas. Por la tarde: biblioteca 2 horas y clase de inglés a las 18:00. Por la noche: cenar y ver una serie.",
    expect: {
      fixed: {
        "Clase de inglés": ["18:00", "19:00"],
      },
      minutes: {
        Estudiar: 180,
        Biblioteca: 120,
        Cenar: 60,
        "Ver una serie": 60,
      },
      part: {
        Estudiar: "morning",
        Biblioteca: "afternoon",
        Cenar: "evening",
        "Ver una serie": "evening",
      },
      allScheduled: true,
      kind: {
        Cenar: "meal",
        "Ver una serie": "event",
      },
      taskCount: 5,
      hasBreak: true,
    },
  },
  {
    id: "es-81-terminar-tfg-escribir",
    lang: "es",
    text: "tengo que terminar el TFG: escribir la introducción 2 horas, revisar la bibliografía hora y media y preparar las diapositivas 1 hora antes de las 6 de la tarde",
    expect: {
      minutes: {
        "Escribir la introducción": 120,
        "Revisar la bibliografía": 90,
        "Preparar las diapositivas": 60,
      },
      deadline: {
        "Preparar las diapositivas": "18:00",
      },
      allScheduled: true,
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "es-82-llamar-marta-informe-17",
    lang: "es",
    text: "llamar a Marta, contestar correos, revisar el presupuesto (1h), reunión con el jefe a las 11:30, comer con Luis a las 14:00, terminar el informe para las 17:00 (2 horas)",
    expect: {
      fixed: {
        "Reunión con el jefe": ["11:30", "12:30"],
        "Comer con Luis": ["14:00", "15:00"],
      },
      minutes: {
        "Llamar a Marta": 30,
        "Contestar correos": 30,
        "Revisar el presupuesto": 60,
        "Terminar el informe": 120,
      },
      deadline: {
        "Terminar el informe": "17:00",
      },
      allScheduled: true,
      kind: {
        "Comer con Luis": "meal",
      },
      taskCount: 6,
    },
  },
  {
    id: "es-83-dentista-despues-compra",
    lang: "es",
    text: "A las 10 dentista (45 min). Después, hacer la compra. Por la tarde, 2 horas de jardinería y a las 8 cena en casa de mis padres.",
    expect: {
      fixed: {
        Dentista: ["10:00", "10:45"],
        "Cena en casa de mis padres": ["20:00", "21:00"],
      },
      minutes: {
        "Hacer la compra": 45,
        Jardinería: 120,
      },
      order: [["Dentista", "Hacer la compra"]],
      part: {
        Jardinería: "afternoon",
      },
      allScheduled: true,
      kind: {
        "Cena en casa de mis padres": "meal",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "es-84-reunion-9-10-12",
    lang: "es",
    text: "reunión a las 9, a las 10 y a las 12, estudiar 3 horas, comer",
    expect: {
      minutes: {
        Estudiar: 180,
        Comer: 60,
      },
      allScheduled: true,
      kind: {
        Comer: "meal",
      },
      taskCount: 5,
      hasBreak: true,
    },
  },
  // Reviewer's held-out style cases (each expectation decided before the run).
  {
    id: "es-rev-01-comida-tarde",
    lang: "es",
    text: "reunión a las 9:30, comida, 2 horas de estudio por la tarde",
    expect: {
      fixed: { Reunión: ["09:30", "10:30"] },
      minutes: { Comida: 60, Estudio: 120 },
      part: { Estudio: "afternoon" },
      kind: { Comida: "meal" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-02-primero-luego-despues",
    lang: "es",
    text: "Primero el gimnasio, luego ducha y después trabajar en el informe durante 3 horas",
    expect: {
      minutes: { Gimnasio: 60, Ducha: 15, "Trabajar en el informe": 180 },
      order: [
        ["Gimnasio", "Ducha"],
        ["Ducha", "Trabajar en el informe"],
      ],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-03-noche-media-hora",
    lang: "es",
    text: "médico a las 11, almuerzo a las 14:00, llamar a mamá por la noche, leer media hora",
    expect: {
      fixed: { Médico: ["11:00", "12:00"], Almuerzo: ["14:00", "15:00"] },
      minutes: { Leer: 30, "Llamar a mamá": 30 },
      part: { "Llamar a mamá": "evening" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-04-despues-de-comer",
    lang: "es",
    text: "de 9 a 11 clase, después de comer repasar apuntes hora y media, cena a las 21",
    expect: {
      fixed: { Clase: ["09:00", "11:00"], Cena: ["21:00", "22:00"] },
      minutes: { "Repasar apuntes": 90 },
      notBefore: { "Repasar apuntes": "13:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-05-antes-de-las-12",
    lang: "es",
    text: "terminar la presentación antes de las 12 (2 horas), reunión a las 10 durante una hora",
    expect: {
      fixed: { Reunión: ["10:00", "11:00"] },
      minutes: { "Terminar la presentación": 120 },
      deadline: { "Terminar la presentación": "12:00" },
      allScheduled: true,
      taskCount: 2,
    },
  },
  {
    id: "es-rev-06-guiones-4-de-la-tarde",
    lang: "es",
    text: "- correo 30 min\n- llamada con Pedro a las 4 de la tarde\n- supermercado\n- cocinar 1h",
    expect: {
      fixed: { "Llamada con Pedro": ["16:00", "16:30"] },
      minutes: { Correo: 30, Supermercado: 45, Cocinar: 60 },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-07-partes-del-dia",
    lang: "es",
    text: "por la mañana hacer la colada, por la tarde pasear al perro 45 minutos, por la noche ver una peli",
    expect: {
      part: { "Hacer la colada": "morning", "Pasear al perro": "afternoon", "Ver una peli": "evening" },
      minutes: { "Pasear al perro": 45 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-08-comida-despues-entrevista",
    lang: "es",
    text: "entrevista a las 12:30, preparar la entrevista 1 hora antes de las 12, comida después",
    expect: {
      fixed: { Entrevista: ["12:30", "13:30"] },
      minutes: { "Preparar la entrevista": 60, Comida: 60 },
      deadline: { "Preparar la entrevista": "12:00" },
      order: [["Entrevista", "Comida"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-09-siete-y-media-tarde",
    lang: "es",
    text: "clase de inglés a las siete y media de la tarde, estudiar 2h, comida",
    expect: {
      fixed: { "Clase de inglés": ["19:30", "20:30"] },
      minutes: { Estudiar: 120, Comida: 60 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-10-desayuno-luego",
    lang: "es",
    text: "desayuno con Laura a las 9, luego escribir el artículo durante 4 horas, comida",
    expect: {
      fixed: { "Desayuno con Laura": ["09:00", "09:30"] },
      minutes: { "Escribir el artículo": 240, Comida: 60 },
      order: [["Desayuno con Laura", "Escribir el artículo"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-11-17h",
    lang: "es",
    text: "dentista a las 17h, cortarme el pelo, hacer la compra, 30 minutos de yoga",
    expect: {
      fixed: { Dentista: ["17:00", "18:00"] },
      minutes: { "Cortarme el pelo": 60, "Hacer la compra": 45, Yoga: 30 },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-12-nueve-y-media-noche",
    lang: "es",
    text: "Mañana tranquila: leer 1 hora, a las 12 videollamada con el equipo, por la tarde pintar 2 horas y cena con amigos a las nueve y media de la noche",
    expect: {
      fixed: { "Videollamada con el equipo": ["12:00", "12:30"], "Cena con amigos": ["21:30", "22:30"] },
      minutes: { Leer: 60, Pintar: 120 },
      part: { Pintar: "afternoon" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-13-antes-de-las-9",
    lang: "es",
    text: "antes de las 9 sacar al perro, de 10 a 13 reunión, almuerzo, después de comer siesta de 20 minutos",
    expect: {
      fixed: { Reunión: ["10:00", "13:00"] },
      minutes: { "Sacar al perro": 60, Almuerzo: 60, Siesta: 20 },
      deadline: { "Sacar al perro": "09:00" },
      order: [["Almuerzo", "Siesta"]],
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-14-primero-luego-super",
    lang: "es",
    text: "primero contestar correos (30 min), luego preparar el examen durante 3 horas, después ir al súper",
    expect: {
      minutes: { "Contestar correos": 30, "Preparar el examen": 180, "Ir al súper": 45 },
      order: [
        ["Contestar correos", "Preparar el examen"],
        ["Preparar el examen", "Ir al súper"],
      ],
      hasBreak: true,
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-15-y-cuarto",
    lang: "es",
    text: "llamar al fontanero a las 8 y cuarto, recoger el paquete, clase de pilates a las 19:00",
    expect: {
      fixed: { "Llamar al fontanero": ["08:15", "08:45"], "Clase de pilates": ["19:00", "20:00"] },
      minutes: { "Recoger el paquete": 30 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-16-lista-numerada-14h",
    lang: "es",
    text: "1. revisar contrato 2h\n2. comida con Marta a las 14h\n3. gimnasio por la tarde\n4. cena",
    expect: {
      fixed: { "Comida con Marta": ["14:00", "15:00"] },
      minutes: { "Revisar contrato": 120, Gimnasio: 60, Cena: 60 },
      part: { Gimnasio: "afternoon" },
      kind: { Cena: "meal" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-17-ventana-estrecha",
    lang: "es",
    text: "estudiar 5 horas, trabajar de 16 a 20",
    options: { dayStart: "09:00", dayEnd: "21:00" },
    expect: { fixed: { Trabajar: ["16:00", "20:00"] }, minutes: { Estudiar: 300 }, allScheduled: true, taskCount: 2 },
  },
  {
    id: "es-rev-18-menos-cuarto-despues",
    lang: "es",
    text: "cita con el médico a las once menos cuarto, farmacia después, cocinar 1 hora",
    expect: {
      fixed: { "Cita con el médico": ["10:45", "11:45"] },
      minutes: { Cocinar: 60, Farmacia: 30 },
      order: [["Cita con el médico", "Farmacia"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-19-tardare",
    lang: "es",
    text: "hacer la declaración de la renta antes de las 12, tardaré unas 2 horas, y reunión a las 10",
    expect: {
      fixed: { Reunión: ["10:00", "11:00"] },
      minutes: { "Hacer la declaración de la renta": 120 },
      deadline: { "Hacer la declaración de la renta": "12:00" },
      allScheduled: true,
      taskCount: 2,
    },
  },
  {
    id: "es-rev-20-antes-de-la-reunion",
    lang: "es",
    text: "tengo reunión a las 3, luego ir al gimnasio, y antes de la reunión comer",
    expect: {
      fixed: { Reunión: ["15:00", "16:00"] },
      minutes: { Comer: 60, "Ir al gimnasio": 60 },
      order: [["Reunión", "Ir al gimnasio"]],
      deadline: { Comer: "15:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-21-cenar-tarde",
    lang: "es",
    text: "hacer ejercicio 45 min por la mañana, trabajar 6 horas, cenar a las 21:30",
    options: { dayEnd: "23:00" },
    expect: {
      fixed: { Cenar: ["21:30", "22:30"] },
      minutes: { "Hacer ejercicio": 45, Trabajar: 360 },
      part: { "Hacer ejercicio": "morning" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-22-seminario-despues",
    lang: "es",
    text: "seminario de 10:00 a 11:30, después escribir notas media hora, comida a las 2",
    expect: {
      fixed: { Seminario: ["10:00", "11:30"], Comida: ["14:00", "15:00"] },
      minutes: { "Escribir notas": 30 },
      order: [["Seminario", "Escribir notas"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-23-hasta-las-12-con-now",
    lang: "es",
    text: "estudiar hasta las 12, comer, paseo de una hora por la tarde",
    options: { now: "09:30" },
    expect: {
      fixed: { Estudiar: ["09:30", "12:00"] },
      minutes: { Comer: 60, Paseo: 60 },
      part: { Paseo: "afternoon" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-24-rapida-1h-30m",
    lang: "es",
    text: "llamada rápida de 15 min con Juan, revisar facturas 1h 30m, correos 20 minutos",
    expect: {
      minutes: { "Llamada rápida con Juan": 15, "Revisar facturas": 90, Correos: 20 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-25-en-la-manana-mediodia",
    lang: "es",
    text: "en la mañana correr 30 minutos, a mediodía comida con mi hermana, en la tarde estudiar dos horas",
    expect: {
      fixed: { "Comida con mi hermana": ["12:00", "13:00"] },
      minutes: { Correr: 30, Estudiar: 120 },
      part: { Correr: "morning", Estudiar: "afternoon" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-26-y-media-vuelo",
    lang: "es",
    text: "reunión de 11 a 12 y media, luego comer, por la tarde hacer la maleta, vuelo a las 8 de la tarde",
    expect: {
      fixed: { Reunión: ["11:00", "12:30"], Vuelo: ["20:00", "21:00"] },
      minutes: { Comer: 60, "Hacer la maleta": 60 },
      order: [["Reunión", "Comer"]],
      part: { "Hacer la maleta": "afternoon" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-27-antes-de-la-clase",
    lang: "es",
    text: "clase de guitarra de 6 a 7 de la tarde, practicar guitarra 30 minutos antes de la clase, deberes",
    expect: {
      fixed: { "Clase de guitarra": ["18:00", "19:00"] },
      minutes: { "Practicar guitarra": 30, Deberes: 60 },
      deadline: { "Practicar guitarra": "18:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-28-asi-que-antes",
    lang: "es",
    text: "tengo examen a las 10, así que repasar 1 hora antes, después comer con Ana",
    expect: {
      fixed: { Examen: ["10:00", "11:00"] },
      minutes: { Repasar: 60, "Comer con Ana": 60 },
      deadline: { Repasar: "10:00" },
      order: [["Examen", "Comer con Ana"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-29-jornada",
    lang: "es",
    text: "enviar el presupuesto antes de que acabe la jornada, reunión a las 10",
    expect: {
      fixed: { Reunión: ["10:00", "11:00"] },
      minutes: { "Enviar el presupuesto": 15 },
      deadline: { "Enviar el presupuesto": "17:00" },
      allScheduled: true,
      taskCount: 2,
    },
  },
  {
    id: "es-rev-30-todo-antes-de",
    lang: "es",
    text: "limpiar la casa 2h y planchar, todo antes de las 12",
    expect: {
      minutes: { "Limpiar la casa": 120, Planchar: 60 },
      deadline: { "Limpiar la casa": "12:00", Planchar: "12:00" },
      allScheduled: true,
      taskCount: 2,
    },
  },
  {
    id: "es-rev-31-resto-de-la-tarde",
    lang: "es",
    text: "reunión a las 10, estudiar el resto de la tarde, cena",
    expect: {
      fixed: { Reunión: ["10:00", "11:00"] },
      part: { Estudiar: "afternoon" },
      kind: { Cena: "meal" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-32-toda-la-tarde",
    lang: "es",
    text: "estudiar toda la tarde, cena a las 9",
    expect: { fixed: { Cena: ["21:00", "22:00"] }, part: { Estudiar: "afternoon" }, allScheduled: true, taskCount: 2 },
  },
  {
    id: "es-rev-33-antes-de-comer",
    lang: "es",
    text: "hacer la compra antes de comer, comer a las 14:00, después de comer estudiar 3 horas",
    expect: {
      fixed: { Comer: ["14:00", "15:00"] },
      minutes: { "Hacer la compra": 45, Estudiar: 180 },
      deadline: { "Hacer la compra": "14:00" },
      order: [["Comer", "Estudiar"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-34-cole-deberes",
    lang: "es",
    text: "a las 8:30 llevar a los niños al cole, de 9 a 14 trabajar, recoger a los niños a las 16:30, después ayudarles con los deberes",
    expect: {
      fixed: {
        "Llevar a los niños al cole": ["08:30", "09:00"],
        Trabajar: ["09:00", "14:00"],
        "Recoger a los niños": ["16:30", "17:00"],
      },
      minutes: { "Ayudarles con los deberes": 60 },
      order: [["Recoger a los niños", "Ayudarles con los deberes"]],
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-35-21h",
    lang: "es",
    text: "ir al banco por la mañana, comprar un regalo, cena de cumpleaños a las 21h",
    options: { dayEnd: "23:59" },
    expect: {
      fixed: { "Cena de cumpleaños": ["21:00", "22:00"] },
      minutes: { "Ir al banco": 45, "Comprar un regalo": 30 },
      part: { "Ir al banco": "morning" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-36-y-luego-reunion",
    lang: "es",
    text: "escribir 2 horas antes de las 11 y luego reunión de 11 a 12",
    expect: {
      fixed: { Reunión: ["11:00", "12:00"] },
      minutes: { Escribir: 120 },
      deadline: { Escribir: "11:00" },
      allScheduled: true,
      taskCount: 2,
    },
  },
  {
    id: "es-rev-37-madrugar",
    lang: "es",
    text: "correr 1h, ducha, desayunar, reunión a las 9",
    options: { dayStart: "06:30" },
    expect: {
      fixed: { Reunión: ["09:00", "10:00"] },
      minutes: { Correr: 60, Ducha: 15, Desayunar: 30 },
      deadline: { Correr: "09:00", Ducha: "09:00", Desayunar: "09:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-38-prepararla-y-despues",
    lang: "es",
    text: "presentación a las 16, prepararla 2 horas antes, y después tomar algo con el equipo",
    expect: {
      fixed: { Presentación: ["16:00", "17:00"] },
      minutes: { Prepararla: 120, "Tomar algo con el equipo": 60 },
      deadline: { Prepararla: "16:00" },
      order: [["Presentación", "Tomar algo con el equipo"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-39-despues-de-las-reuniones",
    lang: "es",
    text: "reunión a las 9, a las 9:30 y a las 10, escribir el acta 30 min después de las reuniones",
    expect: {
      fixed: { Reunión: ["09:00", "09:30"] },
      minutes: { "Escribir el acta": 30 },
      notBefore: { "Escribir el acta": "11:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-40-de-5-a-8",
    lang: "es",
    text: "clase de 9 a 14, comer, siesta, estudiar de 5 a 8, cenar",
    expect: {
      fixed: { Estudiar: ["17:00", "20:00"] },
      minutes: { Comer: 60, Siesta: 30, Cenar: 60 },
      kind: { Comer: "meal", Cenar: "meal" },
      allScheduled: true,
      taskCount: 5,
    },
  },
  {
    id: "es-rev-41-a-la-cama",
    lang: "es",
    text: "cena a las 9, leer 1 hora, a la cama a las 11",
    options: { dayEnd: "23:59" },
    expect: {
      fixed: { Cena: ["21:00", "22:00"] },
      minutes: { Leer: 60 },
      deadline: { Leer: "23:00" },
      taskCount: 2,
      allScheduled: true,
    },
  },
  {
    id: "es-rev-42-antes-y-despues-de-comer",
    lang: "es",
    text: "comer a las 13:30, antes de comer hacer la colada, después de comer siesta y luego leer",
    expect: {
      fixed: { Comer: ["13:30", "14:30"] },
      minutes: { "Hacer la colada": 30, Siesta: 30, Leer: 30 },
      deadline: { "Hacer la colada": "13:30" },
      order: [
        ["Comer", "Siesta"],
        ["Siesta", "Leer"],
      ],
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-43-etiquetas-partes",
    lang: "es",
    text: "por la mañana: gimnasio 1h, compra. por la tarde: estudiar 3 horas. por la noche: cine",
    expect: {
      minutes: { Gimnasio: 60, Compra: 45, Estudiar: 180, Cine: 120 },
      part: { Gimnasio: "morning", Compra: "morning", Estudiar: "afternoon", Cine: "evening" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-44-cada-una",
    lang: "es",
    text: "videollamada a las 10, a las 11 y a las 12 (media hora cada una), preparar informe 2h",
    expect: {
      fixed: { Videollamada: ["10:00", "10:30"] },
      minutes: { "Preparar informe": 120 },
      taskCount: 4,
      allScheduled: true,
    },
  },
  {
    id: "es-rev-45-antes-al-principio",
    lang: "es",
    text: "reunión con el cliente a las 12 y cuarto, antes repasar la propuesta media hora, después comer",
    expect: {
      fixed: { "Reunión con el cliente": ["12:15", "13:15"] },
      minutes: { "Repasar la propuesta": 30, Comer: 60 },
      deadline: { "Repasar la propuesta": "12:15" },
      order: [["Reunión con el cliente", "Comer"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-46-todo-por-la-manana",
    lang: "es",
    text: "limpiar el baño (40 min), fregar los platos, poner la lavadora y tender la ropa, todo por la mañana",
    expect: {
      minutes: { "Limpiar el baño": 40, "Fregar los platos": 15, "Poner la lavadora": 30, "Tender la ropa": 30 },
      part: {
        "Limpiar el baño": "morning",
        "Fregar los platos": "morning",
        "Poner la lavadora": "morning",
        "Tender la ropa": "morning",
      },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-rev-47-luego-recoger-y-deberes",
    lang: "es",
    text: "trabajo de 8 a 15, luego recoger a los niños a las 16:30 y ayudar con los deberes",
    expect: {
      fixed: { Trabajo: ["08:00", "15:00"], "Recoger a los niños": ["16:30", "17:00"] },
      minutes: { "Ayudar con los deberes": 60 },
      order: [["Recoger a los niños", "Ayudar con los deberes"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-rev-48-solo-libre-por-la-tarde",
    lang: "es",
    text: "estoy libre desde las 4. leer 1 hora, llamar a Marta",
    expect: {
      minutes: { Leer: 60, "Llamar a Marta": 30 },
      notBefore: { Leer: "16:00", "Llamar a Marta": "16:00" },
      taskCount: 2,
      allScheduled: true,
    },
  },
  {
    id: "es-ed2-01-no-programes-nada",
    lang: "es",
    text: "no programes nada entre las 12 y la 1, estudiar 5 horas",
    expect: { minutes: { Estudiar: 300 }, allScheduled: true, taskCount: 2 },
  },
  {
    id: "es-ed2-02-antes-de-comer-con",
    lang: "es",
    text: "contestar correos antes de comer con Sam a las 12:30, revisar los diseños 1 hora",
    expect: {
      fixed: { "Comer con Sam": ["12:30", "13:30"] },
      minutes: { "Contestar correos": 30, "Revisar los diseños": 60 },
      deadline: { "Contestar correos": "12:30" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-ed2-03-en-algun-momento",
    lang: "es",
    text: "en algún momento tengo que limpiar el baño",
    expect: { minutes: { "Limpiar el baño": 60 }, allScheduled: true, taskCount: 1 },
  },
  {
    id: "es-ed2-04-trabajo-dentro-personal-fuera",
    lang: "es",
    text: "escribir la propuesta 2 horas, hacer la compra, llamar a mi madre, revisar el presupuesto 1 hora",
    options: { dayStart: "07:00", dayEnd: "22:00", workStart: "09:00", workEnd: "17:00" },
    expect: {
      minutes: { "Escribir la propuesta": 120, "Revisar el presupuesto": 60 },
      notBefore: { "Escribir la propuesta": "09:00", "Revisar el presupuesto": "09:00", "Llamar a mi madre": "17:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "es-ed2-rel-01-en-media-hora",
    lang: "es",
    text: "llamar al banco en media hora, responder a Ana en menos de una hora, estudiar 2 horas",
    options: { now: "10:00" },
    expect: {
      notBefore: { "Llamar al banco": "10:30" },
      deadline: { "Responder a Ana": "11:00" },
      minutes: { Estudiar: 120 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "es-ed2-rel-02-necesita-horas-de-trabajo",
    lang: "es",
    text: "preparar la charla, necesita 2 horas de trabajo, y luego comprar pan",
    expect: {
      minutes: { "Preparar la charla": 120 },
      taskCount: 2,
      allScheduled: true,
    },
  },
  {
    id: "es-ed2-rel-03-salir-antes-y-para-personas",
    lang: "es",
    text: "cita con el médico a las 11, salir 20 minutos antes, luego cocinar para 4 personas",
    expect: {
      fixed: { "Cita con el médico": ["11:00", "12:00"], Salir: ["10:40", "11:00"] },
      allScheduled: true,
      taskCount: 3,
    },
  },
];

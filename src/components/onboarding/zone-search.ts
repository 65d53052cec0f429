/**
 * The time-zone list a person can search by the names they know: the city ("Mexico City"), the
 * region ("America"), the offset ("GMT-6") or the IANA id itself, without accents or underscores.
 * Pure functions over Intl, shared by the combobox and its tests.
 */

interface ZoneOption {
  id: string;
  city: string;
  region: string;
  offset: string;
  /** "Mexico City (America, GMT-6)": what the field shows once a zone is chosen. */
  label: string;
  haystack: string;
}

/** "America/Mexico_City" -> "Mexico City": the place a person recognises, not the raw id. */
export function zoneCity(zone: string): string {
  if (zone === "UTC") return "UTC";
  const last = zone.split("/").pop() ?? zone;
  return last.replace(/_/g, " ");
}

export function normalizeZoneText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[_/]/g, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * One formatter per zone and language, kept: building an Intl formatter costs far more than using
 * it (the settings page's server render built two per request; the open list builds ~840 once).
 * The offset itself is read at `now` on every call, so a change of daylight-saving time shows.
 */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function zoneOffset(zone: string, locale: string, now: Date): string {
  try {
    const key = `${locale} ${zone}`;
    let format = offsetFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "shortOffset" });
      offsetFormats.set(key, format);
    }
    return format.formatToParts(now).find((p) => p.type === "timeZoneName")?.value ?? "";
  } catch {
    // An engine without shortOffset: the city and region are enough.
    return "";
  }
}

export function zoneOption(id: string, locale: string, now = new Date()): ZoneOption {
  const city = zoneCity(id);
  const region = id.includes("/") ? id.split("/")[0].replace(/_/g, " ") : "";
  const offset = zoneOffset(id, locale, now);
  const label = `${city} (${[region, offset].filter(Boolean).join(", ")})`;
  // The English offset too, so "gmt+3" finds a zone whatever the page's language.
  const englishOffset = locale !== "en" ? zoneOffset(id, "en", now) : "";
  return {
    id,
    city,
    region,
    offset,
    label,
    haystack: normalizeZoneText(`${city} ${region} ${id} ${offset} ${englishOffset}`),
  };
}

export function allZones(locale: string, now = new Date()): ZoneOption[] {
  let ids: string[];
  try {
    ids = ["UTC", ...Intl.supportedValuesOf("timeZone")];
  } catch {
    ids = ["UTC"];
  }
  return ids.map((id) => zoneOption(id, locale, now));
}

/**
 * The zones matching what was typed (every word must appear), cities starting with it first, at
 * most `limit`. An empty query lists the first `limit` zones.
 */
export function searchZones(zones: ZoneOption[], query: string, limit = 50): ZoneOption[] {
  const q = normalizeZoneText(query);
  if (!q) return zones.slice(0, limit);
  const words = q.split(" ");
  const hits = zones.filter((z) => words.every((w) => z.haystack.includes(w)));
  const rank = (z: ZoneOption) => {
    const city = normalizeZoneText(z.city);
    return city === q ? 0 : city.startsWith(q) ? 1 : normalizeZoneText(z.id).startsWith(q) ? 2 : 3;
  };
  return hits
    .map((z, i) => ({ z, r: rank(z), i }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .slice(0, limit)
    .map((h) => h.z);
}

/**
 * The zone a typed text names without a choice from the list: its id ("europe/madrid"), its label,
 * or a city only one zone has ("madrid"). Otherwise undefined.
 */
export function resolveZone(zones: ZoneOption[], text: string): string | undefined {
  const q = normalizeZoneText(text);
  if (!q) return undefined;
  const exact = zones.find((z) => normalizeZoneText(z.id) === q || normalizeZoneText(z.label) === q);
  if (exact) return exact.id;
  const byCity = zones.filter((z) => normalizeZoneText(z.city) === q);
  return byCity.length === 1 ? byCity[0].id : undefined;
}

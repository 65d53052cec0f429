import { allZones, normalizeZoneText, resolveZone, searchZones, zoneCity, zoneOption } from "./zone-search";

const zones = allZones("en", new Date("2026-01-15T12:00:00Z"));

describe("time-zone search", () => {
  test("a zone reads as its city, region and offset, not its raw id", () => {
    expect(zoneCity("America/Mexico_City")).toBe("Mexico City");
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(zoneOption("America/Mexico_City", "en", new Date("2026-01-15T12:00:00Z")).label).toBe(
      "Mexico City (America, GMT-6)",
    );
    expect(zoneOption("UTC", "en").label).toMatch(/^UTC \(/);
  });

  test("typing a city finds it first, without accents, case or underscores", () => {
    expect(searchZones(zones, "mexico c")[0].id).toBe("America/Mexico_City");
    expect(searchZones(zones, "Bogotá")[0].id).toBe("America/Bogota");
    expect(searchZones(zones, "new_york")[0].id).toBe("America/New_York");
    expect(searchZones(zones, "riyadh")[0].id).toBe("Asia/Riyadh");
  });

  test("every typed word must match; region and offset are searchable too", () => {
    const europeMadrid = searchZones(zones, "europe madrid");
    expect(europeMadrid.map((z) => z.id)).toEqual(["Europe/Madrid"]);
    expect(searchZones(zones, "gmt+3").some((z) => z.id === "Asia/Riyadh")).toBe(true);
    expect(searchZones(zones, "no such place anywhere")).toEqual([]);
  });

  test("the offset is also searchable in English on a Spanish or Arabic page", () => {
    const arZones = allZones("ar", new Date("2026-01-15T12:00:00Z"));
    expect(searchZones(arZones, "riyadh gmt+3").map((z) => z.id)).toContain("Asia/Riyadh");
  });

  test("a list is capped, and an empty query shows the start of the list", () => {
    expect(searchZones(zones, "", 10)).toHaveLength(10);
    expect(searchZones(zones, "a", 5)).toHaveLength(5);
  });

  test("a typed id, label or unique city resolves to its zone; anything else does not", () => {
    expect(resolveZone(zones, "Europe/Madrid")).toBe("Europe/Madrid");
    expect(resolveZone(zones, " madrid ")).toBe("Europe/Madrid");
    expect(resolveZone(zones, "Mexico City (America, GMT-6)")).toBe("America/Mexico_City");
    expect(resolveZone(zones, "Mars/Olympus_Mons")).toBeUndefined();
    expect(resolveZone(zones, "")).toBeUndefined();
    expect(normalizeZoneText("  São_Paulo ")).toBe("sao paulo");
  });
});

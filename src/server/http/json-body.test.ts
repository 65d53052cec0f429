/** Small JSON answers leave uncompressed; large ones are left to Next's compression (json-body.ts). */
import { COMPRESS_FROM_BYTES, jsonResponse } from "./json-body";

describe("jsonResponse", () => {
  test("a small answer carries its length and no-transform beside its own Cache-Control", async () => {
    const text = JSON.stringify({ plan: null });
    const res = jsonResponse(text, { status: 201, headers: { "Cache-Control": "no-store", "X-Other": "1" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(res.headers.get("content-length")).toBe(String(text.length));
    expect(res.headers.get("x-other")).toBe("1");
    expect(await res.text()).toBe(text);
  });

  test("the length is in bytes (Arabic and emoji are several bytes each); no-transform is not doubled", () => {
    const text = JSON.stringify({ title: "مراجعة 📚" });
    const res = jsonResponse(text, { headers: { "cache-control": "private, no-transform" } });
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get("cache-control")).toBe("private, no-transform");
  });

  test("an answer of the threshold or more is left to compression, with its headers as given", () => {
    const text = JSON.stringify({ blocks: "x".repeat(COMPRESS_FROM_BYTES) });
    const res = jsonResponse(text, { headers: { "Cache-Control": "no-store", "Content-Type": "application/json" } });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.has("content-length")).toBe(false);
  });
});

/**
 * POST a JSON body to one of the account routes and read their `{ error, code }` answer without
 * throwing on a refusal: the password forms show the server's translated message as it is.
 */
export async function postJson(url: string, body: unknown): Promise<{ ok: boolean; error?: string; code?: string }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
  return { ok: res.ok, error: data.error, code: data.code };
}

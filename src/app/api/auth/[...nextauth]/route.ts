import { NextRequest } from "next/server";
import { handlers } from "@/server/auth/config";
import { throttleCredentials } from "@/server/auth/credentials-throttle";
import { readBodyBytes } from "@/server/http/read-body";
import { errorResponse } from "@/server/http/route-handler";

export const GET = handlers.GET;

/** Auth.js's forms (csrf token, email, password, callbackUrl) are small; it would buffer any size. */
const AUTH_FORM_MAX_BYTES = 64 * 1024;

export async function POST(incoming: NextRequest) {
  let request: NextRequest;
  try {
    const body = await readBodyBytes(incoming, AUTH_FORM_MAX_BYTES);
    request = new NextRequest(incoming.url, {
      method: incoming.method,
      headers: incoming.headers,
      body: body.byteLength > 0 ? body : undefined,
    });
  } catch (err) {
    return errorResponse(incoming, err);
  }
  if (new URL(request.url).pathname.endsWith("/callback/credentials")) {
    return throttleCredentials(request, (r) => handlers.POST(r as NextRequest));
  }
  return handlers.POST(request);
}

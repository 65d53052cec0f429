import type { NextRequest } from "next/server";
import { handlers } from "@/server/auth/config";
import { throttleCredentials } from "@/server/auth/credentials-throttle";

export const GET = handlers.GET;

export async function POST(request: NextRequest) {
  if (new URL(request.url).pathname.endsWith("/callback/credentials")) {
    return throttleCredentials(request, (r) => handlers.POST(r as NextRequest));
  }
  return handlers.POST(request);
}

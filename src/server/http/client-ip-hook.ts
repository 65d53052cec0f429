import "server-only";
/**
 * Writes each request's socket address into CLIENT_IP_HEADER before Next handles it (see
 * client-ip.ts for why). Node publishes `http.server.request.start` synchronously for every
 * request of every http server in the process, before the server's own "request" listener runs;
 * Next builds the Request that route handlers, actions and the proxy see from these headers.
 */
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { CLIENT_IP_HEADER } from "./client-ip";
import { processSlot } from "@/server/process-slot";

const installed = processSlot<boolean>("clientIpHook");

/** Replaces any client-sent copy of the header, in the parsed headers and in rawHeaders. */
function stampClientAddress(request: IncomingMessage, socket: Pick<Socket, "remoteAddress"> | undefined): void {
  delete request.headers[CLIENT_IP_HEADER];
  const raw = request.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i].toLowerCase() === CLIENT_IP_HEADER) raw.splice(i, 2);
  }
  const address = socket?.remoteAddress;
  if (!address) return;
  request.headers[CLIENT_IP_HEADER] = address;
  raw.push(CLIENT_IP_HEADER, address);
}

export function installClientAddressHook(): void {
  if (installed.value) return;
  installed.value = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket?: Socket };
    stampClientAddress(request, socket ?? request.socket);
  });
}

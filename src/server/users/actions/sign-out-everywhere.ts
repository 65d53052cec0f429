"use server";
import "server-only";
/** Server action of "Sign out everywhere"; the browser then signs itself out through Auth.js. */
import { z } from "zod";
import { requireUser } from "@/server/auth/guards";
import { action } from "@/server/http/action";
import { signOutEverywhere } from "../sign-out-everywhere";

export const signOutEverywhereAction = action(requireUser, z.object({}).optional(), async (user) => {
  await signOutEverywhere(user.id);
  return { signedOut: true as const };
});

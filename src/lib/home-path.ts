/**
 * Where each role lands after signing in, from "Go to app" and from /auth when already signed in
 * (issue 24): every role has one home it may open, so nobody is bounced between a page and the paywall.
 * - not onboarded yet: /onboarding (it resumes at the step the user left);
 * - admin: the console; affiliate: their own dashboard;
 * - a premium plan: the dashboard; a free plan: /subscription, with the trial offer and what each
 *   premium page does.
 * Pure, so the server (auth page, APIs) and the static public pages' client agree.
 */
interface HomeFacts {
  id: string;
  role: "user" | "admin" | "affiliate";
  onboarded: boolean;
  premium: boolean;
}

export function homePathFor(facts: HomeFacts): string {
  if (facts.role === "admin") return "/admin";
  if (!facts.onboarded) return "/onboarding";
  if (facts.role === "affiliate") return `/affiliate/dashboard/${facts.id}`;
  return facts.premium ? "/dashboard" : "/subscription";
}

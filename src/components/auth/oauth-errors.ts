/** Maps a sign-in failure to the spec's Google message table (section 8); returns a messages key + params. */
export function oauthErrorMessage(code: string, host: string): { key: string; params?: Record<string, string> } {
  switch (code) {
    case "unauthorized-domain":
      return { key: "auth.google.unauthorizedDomain", params: { host } };
    case "popup-blocked":
      return { key: "auth.google.popupBlocked" };
    case "popup-closed":
    case "AccessDenied":
      return { key: "auth.google.popupClosed" };
    case "network":
      return { key: "auth.google.network" };
    case "operation-not-allowed":
      return { key: "auth.google.notAllowed" };
    case "Configuration":
    case "MissingSecret":
    case "InvalidCheck":
      return { key: "auth.google.invalidApiKey" };
    case "OAuthAccountNotLinked":
      return { key: "auth.google.accountExists" };
    case "UserDisabled":
      return { key: "auth.google.userDisabled" };
    case "TooManyRequests":
      return { key: "auth.google.tooManyRequests" };
    default:
      return { key: "auth.google.other", params: { message: code } };
  }
}

"use client";
/**
 * The /auth page's form: sign-in and sign-up tabs with live validation (the server's zod schema
 * and password policy), provider buttons for the configured providers, and the spec's messages.
 */
import { useEffect, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Eye, EyeOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { emailSchema } from "@/server/auth/schemas";
import { ApiError, apiFetch, apiJson, errorMessage } from "@/lib/api-client";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { Link } from "@/i18n/navigation";
import { adoptAccountPreferences } from "@/components/accounts/account-preferences-client";
import { localizedPathname } from "@/i18n/pathname";
import { toLocale } from "@/i18n/locales";
import { signInWithPassword } from "./credentials-client";
import { clearPendingRedirect, OAUTH_MESSAGE, startOAuthSignIn, type OAuthProvider } from "./oauth-flow";
import { oauthErrorMessage } from "./oauth-errors";
import { PasswordPolicyHint, policyRules, usePasswordPolicy } from "./password-policy-hint";
import { translateKey } from "@/i18n/keys";

interface AuthFormProps {
  providers: OAuthProvider[];
  callbackUrl: string;
  /** No callbackUrl was asked for: after signing in, go to the account's home (src/lib/home-path.ts). */
  toHome?: boolean;
  previewHost: boolean;
  allowedHosts: string[];
  error?: string;
  initialTab: "signin" | "signup";
  /** Affiliate login: no sign-up tab. */
  signInOnly?: boolean;
}

export function AuthForm(props: AuthFormProps) {
  const t = useTranslations("auth");
  const tr = useTranslations();
  const tAccounts = useTranslations("accounts");
  const locale = useLocale();
  const popupPath = localizedPathname({ href: "/auth/popup", locale: toLocale(locale) });
  const policy = usePasswordPolicy();
  const [tab, setTab] = useState(props.initialTab);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [touched, setTouched] = useState<{ email?: boolean; password?: boolean }>({});
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(() => {
    if (!props.error) return null;
    const m = oauthErrorMessage(props.error, "");
    return translateKey(tr, m.key, m.params);
  });

  useEffect(() => {
    if (props.error && window.opener && window.name === "rhythm-oauth") {
      // A provider error inside the sign-in popup: hand it to the page that opened it.
      window.opener.postMessage({ type: OAUTH_MESSAGE, ok: false, error: props.error }, window.location.origin);
      window.close();
      return;
    }
    if (props.error) {
      clearPendingRedirect();
      const m = oauthErrorMessage(props.error, window.location.hostname);
      toast.error(translateKey(tr, m.key, m.params));
    }
  }, [props.error, tr]);

  const emailError = touched.email && !emailSchema.safeParse(email).success ? t("errors.invalidEmail") : null;
  const unmetRule = policyRules(policy, password).find((r) => !r.ok);
  const passwordError =
    tab === "signup" && touched.password && unmetRule ? t("errors.passwordTooShort", { min: policy.minLength }) : null;

  // The account's language and theme come along to this browser (issue 17).
  const goOn = async () => window.location.assign(await adoptAccountPreferences(props.callbackUrl, props.toHome));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ email: true, password: true });
    setFormError(null);
    // The field says what is wrong with the address (once, not again in the banner): go to it.
    if (!emailSchema.safeParse(email).success) return document.getElementById("email")?.focus();
    if (tab === "signup" && unmetRule) {
      return setFormError(
        unmetRule.id === "min"
          ? t("errors.passwordTooShort", { min: policy.minLength })
          : translateKey(t, unmetRule.key, unmetRule.params),
      );
    }
    setBusy(true);
    try {
      if (tab === "signup") {
        let id: string | undefined;
        let reason: string | undefined;
        try {
          id = (
            await apiJson<{ id?: string } | null>("/api/auth/signup", {
              method: "POST",
              body: { email, password, displayName: name || undefined },
            })
          )?.id;
        } catch (error) {
          // A refusal shows the server's words; a network failure is thrown on, as before.
          if (!(error instanceof ApiError)) throw error;
          reason = errorMessage(error, "") || undefined;
        }
        if (!id) {
          setFormError(reason ?? t("signUpFailed"));
          toast.error(t("signUpFailed"), { description: reason });
          return;
        }
        const signedIn = await signInWithPassword(email, password);
        if (signedIn.ok) await trackSignupReferral(id);
        toast.success(t("accountCreated"), { description: t("checkEmail") });
        // A new account starts from this browser's language (stored at sign-up), not the reverse.
        if (signedIn.ok) window.location.assign(props.callbackUrl);
        else setTab("signin");
        return;
      }
      const outcome = await signInWithPassword(email, password);
      if (!outcome.ok) {
        const message =
          outcome.message ?? (outcome.reason === "network" ? t("google.network") : t("errors.wrongCredentials"));
        setFormError(message);
        toast.error(t("signInFailed"), { description: message });
        return;
      }
      toast.success(t("welcomeBack"));
      await goOn();
    } finally {
      setBusy(false);
    }
  }

  async function oauth(provider: OAuthProvider) {
    setFormError(null);
    const host = window.location.hostname;
    if (!props.allowedHosts.includes(host)) {
      const text = tr("auth.google.unauthorizedDomain", { host });
      setFormError(text);
      return toast.error(text);
    }
    const result = await startOAuthSignIn({
      provider,
      callbackUrl: props.callbackUrl,
      previewHost: props.previewHost,
      popupPath,
    });
    if (result.status === "signed-in") {
      toast.success(t("welcomeBack"));
      await goOn();
    } else if (result.status === "error" && result.code !== "superseded") {
      const m = oauthErrorMessage(result.code, host);
      const text = translateKey(tr, m.key, m.params);
      setFormError(text);
      toast.error(text);
    }
  }

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v === "signup" ? "signup" : "signin")}>
      {!props.signInOnly && (
        <TabsList>
          <TabsTrigger value="signin">{t("signInTab")}</TabsTrigger>
          <TabsTrigger value="signup">{t("signUpTab")}</TabsTrigger>
        </TabsList>
      )}
      <TabsContent value={tab} forceMount>
        <form
          onSubmit={submit}
          noValidate
          className="space-y-4"
          aria-describedby={formError ? "auth-error" : undefined}
        >
          {tab === "signup" && (
            <div className="space-y-1.5">
              <Label htmlFor="name">{t("displayName")}</Label>
              <Input
                id="name"
                name="name"
                autoComplete="name"
                maxLength={80}
                placeholder={t("namePlaceholder")}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
          )}
          <div className="space-y-1.5">
            <Label htmlFor="email">{t("email")}</Label>
            <Input
              id="email"
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              placeholder={t("emailPlaceholder")}
              value={email}
              aria-invalid={!!emailError}
              aria-describedby={emailError ? "email-error" : undefined}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, email: true }))}
            />
            {emailError && (
              <p id="email-error" role="alert" className="text-xs text-destructive">
                {emailError}
              </p>
            )}
          </div>
          <div className="space-y-1.5">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor="password">{t("password")}</Label>
              {tab === "signin" && (
                <Link
                  href={email ? `/auth/reset?email=${encodeURIComponent(email)}` : "/auth/reset"}
                  className="text-xs font-medium text-primary underline-offset-4 hover:underline"
                >
                  {tAccounts("forgotLink")}
                </Link>
              )}
            </div>
            <div className="relative">
              <Input
                id="password"
                name="password"
                type={showPassword ? "text" : "password"}
                dir="ltr"
                autoComplete={tab === "signup" ? "new-password" : "current-password"}
                required
                value={password}
                aria-invalid={!!passwordError}
                aria-describedby={tab === "signup" ? "password-policy" : undefined}
                onChange={(e) => setPassword(e.target.value)}
                onBlur={() => setTouched((s) => ({ ...s, password: true }))}
                className="pe-10"
              />
              <button
                type="button"
                className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-muted-foreground"
                aria-label={showPassword ? t("hidePassword") : t("showPassword")}
                onClick={() => setShowPassword((s) => !s)}
              >
                {showPassword ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
              </button>
            </div>
            {tab === "signup" && <PasswordPolicyHint id="password-policy" policy={policy} password={password} />}
          </div>
          {formError && (
            <p
              id="auth-error"
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {formError}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy
              ? tab === "signup"
                ? t("signingUp")
                : t("signingIn")
              : tab === "signup"
                ? t("signUpButton")
                : t("signInButton")}
          </Button>
        </form>
        {props.providers.length > 0 && (
          <div className="mt-6 space-y-3">
            <div className="flex items-center gap-3 text-xs text-muted-foreground">
              <span className="h-px flex-1 bg-border" />
              {t("or")}
              <span className="h-px flex-1 bg-border" />
            </div>
            {props.providers.includes("google") && (
              <Button type="button" variant="outline" className="w-full" onClick={() => oauth("google")}>
                {t("continueWithGoogle")}
              </Button>
            )}
            {props.providers.includes("apple") && (
              <Button type="button" variant="outline" className="w-full" onClick={() => oauth("apple")}>
                {t("continueWithApple")}
              </Button>
            )}
          </div>
        )}
      </TabsContent>
    </Tabs>
  );
}

/** After sign-up, the referral code stored on the visit is sent with the new user id, then removed. */
async function trackSignupReferral(userId: string): Promise<void> {
  const code = localStorage.getItem(STORAGE_KEYS.referralCode);
  if (!code) return;
  try {
    await apiFetch("/api/track-referral", {
      method: "POST",
      body: { referralCode: code, userAgent: navigator.userAgent, userId },
    });
  } catch (err) {
    console.error("referral tracking failed", err);
    // The server answered (and refused): the code is not tried again. A network failure keeps it.
    if (!(err instanceof ApiError)) return;
  }
  localStorage.removeItem(STORAGE_KEYS.referralCode);
}

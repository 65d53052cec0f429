"use client";
/**
 * The settings form (spec section 2): a profile part (name, email) and a preferences part (theme,
 * language, notifications) with one "Save Changes" button and the "Settings saved!" toast.
 * A save is written on the server first; then the client keys follow (theme through next-themes,
 * language key and cookie), and a language change reloads the page in the new language.
 */
import { useEffect, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useTheme } from "next-themes";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useHydrated } from "@/lib/use-hydrated";
import { LanguageSwitcher, reloadInLanguage, rememberLanguage } from "@/components/language-switcher";
import { ThemeSwitcher } from "@/components/theme-switcher";
import { ResendVerificationButton } from "@/components/profile/resend-verification-button";
import { NameField, useErrorText } from "@/components/profile/name-field";
import { setServerFieldErrors } from "@/components/forms/form-errors";
import { toLocale } from "@/i18n/routing";
import { queryKeys } from "@/lib/query-keys";
import { THEMES, type Theme } from "@/server/users/choices";
import { settingsSchema, type SettingsInput } from "@/server/users/schemas";
import { updateSettingsAction } from "@/server/users/actions/update-settings";

// Survives the reload that follows a language change, so the confirmation is still shown.
const SAVED_FLAG = "rhythm.settingsSaved";

interface SettingsInitial {
  name: string;
  email: string;
  pendingEmail: string | null;
  emailVerified: boolean;
  theme: Theme;
  notificationsEnabled: boolean;
}

/** Shows the toast of a save that reloaded the page (the flag is set just before the reload). */
function useSavedFlagToast(message: string) {
  useEffect(() => {
    let flagged = false;
    try {
      flagged = sessionStorage.getItem(SAVED_FLAG) === "1";
      sessionStorage.removeItem(SAVED_FLAG);
    } catch {
      return;
    }
    // After this commit's effects, so the toast area (mounted after the page) is listening.
    if (flagged) setTimeout(() => toast.success(message), 0);
  }, [message]);
}

export function SettingsForm({ initial }: { initial: SettingsInitial }) {
  const t = useTranslations("settings");
  const tr = useTranslations();
  const locale = toLocale(useLocale());
  const queryClient = useQueryClient();
  const { theme: storedTheme, setTheme } = useTheme();
  const mounted = useHydrated();
  useSavedFlagToast(t("saved"));

  const errorText = useErrorText();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SettingsInput>({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      name: initial.name,
      // The address being moved to while a change waits for verification, the current one otherwise.
      email: initial.pendingEmail ?? initial.email,
      theme: initial.theme,
      language: locale,
      notificationsEnabled: initial.notificationsEnabled,
    },
  });
  const email = useWatch({ control, name: "email" });
  const [account, setAccount] = useState({
    email: initial.email,
    pendingEmail: initial.pendingEmail,
    emailVerified: initial.emailVerified,
  });
  // Until the user picks a theme here, show the one this browser actually uses (known only after
  // mount; the server's value before that, so the server HTML does not depend on the theme).
  const [chosenTheme, setChosenTheme] = useState<Theme | null>(null);
  const browserTheme =
    mounted && (THEMES as readonly string[]).includes(storedTheme ?? "") ? (storedTheme as Theme) : initial.theme;
  const theme = chosenTheme ?? browserTheme;
  const formError = errors.root?.server?.message;

  const typedEmail = email.trim().toLowerCase();
  const emailChanged = typedEmail !== account.email && typedEmail !== account.pendingEmail;

  // The theme shown is only known in the browser (see above): it joins the values when they are checked.
  function submit(event: FormEvent) {
    setValue("theme", theme);
    return handleSubmit(save)(event);
  }

  async function save(values: SettingsInput) {
    try {
      const result = await updateSettingsAction(values);
      if (!result.ok) {
        setServerFieldErrors(setError, result.fieldErrors, ["name", "email", "theme", "language"]);
        setError("root.server", { message: result.error });
        toast.error(result.error);
        return;
      }
      const saved = result.data;
      setAccount({ email: saved.email, pendingEmail: saved.pendingEmail, emailVerified: saved.emailVerified });
      reset({
        ...getValues(),
        name: saved.name ?? "",
        email: saved.pendingEmail ?? saved.email,
        theme: saved.theme,
      });
      setTheme(saved.theme);
      setChosenTheme(saved.theme);
      rememberLanguage(saved.language);
      if (saved.language !== locale) {
        try {
          sessionStorage.setItem(SAVED_FLAG, "1");
        } catch {
          /* the toast is a nicety */
        }
        reloadInLanguage(saved.language);
        return;
      }
      // The frame shows the name and e-mail; the page's saved values follow.
      void queryClient.invalidateQueries({ queryKey: queryKeys.appFrame });
      void queryClient.invalidateQueries({ queryKey: queryKeys.accountSettings });
      const description = saved.verificationSent
        ? t("verificationSent", { email: saved.pendingEmail ?? "" })
        : saved.verificationFailed
          ? t("verificationFailed")
          : undefined;
      toast.success(t("saved"), { description });
    } catch {
      setError("root.server", { message: tr("common.errorGeneric") });
      toast.error(tr("common.errorGeneric"));
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-6"
      aria-describedby={formError ? "settings-error" : undefined}
    >
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("profileTitle")}</CardTitle>
          <CardDescription>{t("profileDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <NameField id="settings-name" label={t("name")} error={errors.name?.message} field={register("name")} />
          <div className="space-y-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <Label htmlFor="settings-email">{t("email")}</Label>
              {account.pendingEmail ? (
                <Badge variant="warning">{t("pendingBadge")}</Badge>
              ) : account.emailVerified ? (
                <Badge variant="success">{t("verifiedBadge")}</Badge>
              ) : (
                <Badge variant="outline">{t("unverifiedBadge")}</Badge>
              )}
            </div>
            <Input
              id="settings-email"
              type="email"
              dir="ltr"
              autoComplete="email"
              {...register("email")}
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? "settings-email-error" : "settings-email-hint"}
              className="text-start"
            />
            {errors.email ? (
              <p id="settings-email-error" className="text-sm text-destructive">
                {errorText(errors.email.message)}
              </p>
            ) : (
              <p id="settings-email-hint" className="text-sm text-muted-foreground">
                {emailChanged ? t("emailChangeHint") : t("emailHint")}
              </p>
            )}
            {(account.pendingEmail || !account.emailVerified) && (
              <div
                className="mt-3 flex flex-col gap-3 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
                data-testid="email-pending"
              >
                <p>
                  {account.pendingEmail
                    ? t.rich("pendingText", {
                        pending: account.pendingEmail,
                        email: account.email,
                        b: (chunks) => (
                          <bdi dir="ltr" className="font-medium">
                            {chunks}
                          </bdi>
                        ),
                      })
                    : t("unverifiedText")}
                </p>
                <ResendVerificationButton />
              </div>
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("preferencesTitle")}</CardTitle>
          <CardDescription>{t("preferencesDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="space-y-2">
            <p id="settings-theme-label" className="text-sm font-medium">
              {t("theme")}
            </p>
            <ThemeSwitcher
              showLabels
              value={theme}
              onValueChange={setChosenTheme}
              aria-labelledby="settings-theme-label"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="settings-language">{t("language")}</Label>
            <Controller
              control={control}
              name="language"
              render={({ field }) => (
                <LanguageSwitcher
                  id="settings-language"
                  hideIcon
                  value={field.value}
                  onValueChange={field.onChange}
                  className="max-w-xs"
                />
              )}
            />
            <p className="text-sm text-muted-foreground">{t("languageHint")}</p>
          </div>
          <div className="flex items-start justify-between gap-4">
            <div className="space-y-1">
              <Label htmlFor="settings-notifications">{t("notifications")}</Label>
              <p id="settings-notifications-hint" className="text-sm text-muted-foreground">
                {t("notificationsHint")}
              </p>
            </div>
            <Controller
              control={control}
              name="notificationsEnabled"
              render={({ field }) => (
                <Switch
                  id="settings-notifications"
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  aria-describedby="settings-notifications-hint"
                />
              )}
            />
          </div>
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-end">
          {formError && (
            <p
              id="settings-error"
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive sm:me-auto"
            >
              {formError}
            </p>
          )}
          <Button type="submit" disabled={isSubmitting} className="sm:min-w-36">
            {isSubmitting ? t("saving") : t("save")}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}

"use client";
/**
 * Photo and display name. The photo is an https image address; the preview shows it as soon as it
 * loads and the initials otherwise, and warns (without blocking) when the address gives no image.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { toast } from "sonner";
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { setServerFieldErrors } from "@/components/forms/form-errors";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { IMAGE_URL_MAX, isHttpsImageUrl, profileSchema, type ProfileInput } from "@/server/users/schemas";
import { updateProfileAction } from "@/server/users/actions/update-profile";
import { NameField, useErrorText } from "./name-field";

type LoadState = "idle" | "loading" | "loaded" | "error";

export function ProfileForm({ initial }: { initial: { name: string; image: string; email: string } }) {
  const t = useTranslations("profile");
  const tr = useTranslations();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof profileSchema>, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: initial.name, image: initial.image },
  });
  const [name, image] = useWatch({ control, name: ["name", "image"] });
  const [load, setLoad] = useState<{ src: string; state: LoadState }>({ src: "", state: "idle" });

  const previewSrc = isHttpsImageUrl(image.trim()) ? image.trim() : undefined;
  const loadState: LoadState = previewSrc && load.src === previewSrc ? load.state : previewSrc ? "loading" : "idle";

  async function save() {
    // A new address that gave no image is refused here, with the one message the hint already
    // shows: saving it would put a broken photo on the account next to a "Profile saved!".
    if (loadState === "error" && image.trim() !== initial.image) {
      setError("image", { type: "load", message: "profile.photoLoadFailed" }, { shouldFocus: true });
      return;
    }
    try {
      // What was typed: the action parses it with the same schema.
      const result = await updateProfileAction(getValues());
      if (!result.ok) {
        setServerFieldErrors(setError, result.fieldErrors, ["image", "name"]);
        toast.error(result.error);
        return;
      }
      reset({ name: result.data.name ?? "", image: result.data.image ?? "" });
      toast.success(t("saved"));
      // The frame's name and photo, and the page's facts, read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.appFrame });
      void queryClient.invalidateQueries({ queryKey: queryKeys.accountOverview });
    } catch {
      toast.error(tr("common.errorGeneric"));
    }
  }

  return (
    <Card>
      <form onSubmit={handleSubmit(save)} noValidate className="contents">
        <CardHeader>
          <CardTitle as="h2">{t("photoTitle")}</CardTitle>
          <CardDescription>{t("photoDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <Avatar className="size-20 text-2xl" data-testid="profile-avatar">
              {previewSrc && (
                <AvatarImage
                  src={previewSrc}
                  alt={t("photoAlt")}
                  onLoadingStatusChange={(state) => setLoad({ src: previewSrc, state })}
                />
              )}
              <AvatarFallback aria-hidden>{initialsOf(name || initial.email)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 flex-1 space-y-1.5">
              <Label htmlFor="profile-image">{t("photoUrl")}</Label>
              <div className="flex gap-2">
                <Input
                  id="profile-image"
                  type="url"
                  inputMode="url"
                  dir="ltr"
                  className="text-start"
                  placeholder="https://"
                  maxLength={IMAGE_URL_MAX + 10}
                  {...register("image")}
                  aria-invalid={!!errors.image}
                  aria-describedby="profile-image-hint"
                />
                {image && (
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => {
                      setValue("image", "");
                      clearErrors("image");
                    }}
                  >
                    {t("removePhoto")}
                  </Button>
                )}
              </div>
              <p
                id="profile-image-hint"
                className={
                  errors.image || loadState === "error" ? "text-sm text-destructive" : "text-sm text-muted-foreground"
                }
                aria-live="polite"
              >
                {errorText(errors.image?.message) ?? (loadState === "error" ? t("photoLoadFailed") : t("photoHint"))}
              </p>
            </div>
          </div>
          <NameField id="profile-name" label={t("displayName")} error={errors.name?.message} field={register("name")} />
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("saving") : t("save")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

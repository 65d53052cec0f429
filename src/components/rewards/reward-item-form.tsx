"use client";
/**
 * The rewards page's form for a new reward to buy: a title (its limit counted as it is typed) and
 * a cost in coins, checked with the API's own createRewardItemSchema before they are sent.
 */
import { useId } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorKey } from "@/components/forms/form-errors";
import { runtimeKey } from "@/i18n/keys";
import { createRewardItemSchema, type CreateRewardItemInput } from "@/server/rewards/schemas";

interface RewardItemValues {
  title: string;
  cost: string;
}

/** The typed cost as a number (none typed is not a number), then the API's schema. */
const rewardItemFormSchema = z.pipe(
  z.pipe(
    z.custom<RewardItemValues>(),
    z.transform((v: RewardItemValues): unknown => ({
      title: v.title,
      cost: v.cost.trim() === "" ? Number.NaN : Number(v.cost),
    })),
  ),
  createRewardItemSchema,
);

export function RewardItemForm({
  disabled,
  onCreate,
}: {
  disabled: boolean;
  /** Creates the item; answers the failure's text, or null once it is created. */
  onCreate: (input: CreateRewardItemInput) => Promise<string | null>;
}) {
  const t = useTranslations("rewards");
  const te = useTranslations();
  const id = useId();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RewardItemValues, unknown, CreateRewardItemInput>({
    resolver: zodResolver(rewardItemFormSchema),
    defaultValues: { title: "", cost: "" },
    // One message for the form, as before: the fields are not focused one by one.
    shouldFocusError: false,
  });
  const title = useWatch({ control, name: "title" });
  const { root, ...fieldErrors } = errors;
  const key = errorKey(fieldErrors);
  const formError =
    root?.server?.message ?? (key ? (te.has(runtimeKey(key)) ? te(runtimeKey(key)) : te("errors.invalidInput")) : null);

  async function create(input: CreateRewardItemInput) {
    const failure = await onCreate(input);
    if (failure) setError("root.server", { message: failure });
    else reset();
  }

  return (
    <form
      onSubmit={handleSubmit(create)}
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
      noValidate
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>{t("shop.newTitle")}</Label>
        <Input
          id={`${id}-title`}
          maxLength={80}
          {...register("title")}
          placeholder={t("shop.titlePlaceholder")}
          aria-describedby={`${id}-title-count`}
        />
        {/* The limit, shown before it bites (issue 24). */}
        <p id={`${id}-title-count`} className="text-xs text-muted-foreground tabular-nums">
          {t("shop.titleCount", { count: title.length, max: 80 })}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-cost`}>{t("shop.newCost")}</Label>
        <Input id={`${id}-cost`} type="number" min={1} inputMode="numeric" {...register("cost")} />
      </div>
      <Button type="submit" disabled={disabled}>
        {t("shop.add")}
      </Button>
      {formError && (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {formError}
        </p>
      )}
    </form>
  );
}

"use client";
/**
 * The theme picker (spec sections 3 and 9: light, dark or system; light by default; stored under
 * its client key by next-themes). Standalone, a choice applies at once. Controlled (value +
 * onValueChange, as in the settings form), it only reports the choice.
 *
 * The stored theme is known only in the browser, so the standalone picker renders with nothing
 * selected on the server and in the first client render, and shows the stored choice once
 * mounted: the server HTML never depends on the theme, and hydration always matches.
 */
import { useLocale, useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { Monitor, Moon, Sun } from "lucide-react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";
import { directionOf, toLocale } from "@/i18n/routing";
import { THEMES, type Theme } from "@/server/users/choices";

const ICONS: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

interface ThemeSwitcherProps {
  value?: Theme;
  onValueChange?: (theme: Theme) => void;
  /** Show the words next to the icons (settings); icon-only otherwise (headers). */
  showLabels?: boolean;
  /** The id of a visible label; otherwise the group is labelled "Theme". */
  "aria-labelledby"?: string;
  className?: string;
}

export function ThemeSwitcher({ value, onValueChange, showLabels = false, className, ...aria }: ThemeSwitcherProps) {
  const t = useTranslations("account.themes");
  const tc = useTranslations("settings");
  const dir = directionOf(toLocale(useLocale()));
  const { theme, setTheme } = useTheme();
  const mounted = useHydrated();
  const controlled = onValueChange !== undefined;
  const selected = controlled ? value : mounted && isTheme(theme) ? theme : "";

  return (
    <RadioGroupPrimitive.Root
      dir={dir}
      orientation="horizontal"
      value={selected}
      onValueChange={(v) => {
        if (!isTheme(v)) return;
        if (controlled) onValueChange(v);
        else setTheme(v);
      }}
      aria-label={aria["aria-labelledby"] ? undefined : tc("theme")}
      aria-labelledby={aria["aria-labelledby"]}
      data-testid="theme-switcher"
      className={cn(
        "inline-flex w-fit items-center gap-1 rounded-lg border bg-muted p-1",
        showLabels && "w-full sm:w-fit",
        className,
      )}
    >
      {THEMES.map((option) => {
        const Icon = ICONS[option];
        return (
          <RadioGroupPrimitive.Item
            key={option}
            value={option}
            aria-label={showLabels ? undefined : t(option)}
            title={showLabels ? undefined : t(option)}
            className={cn(
              "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium text-muted-foreground transition-colors",
              "hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              "data-[state=checked]:bg-background data-[state=checked]:text-foreground data-[state=checked]:shadow-sm",
              showLabels ? "h-9 flex-1 px-3 sm:flex-none" : "size-8",
            )}
          >
            <Icon aria-hidden className="size-4" />
            {showLabels && <span>{t(option)}</span>}
          </RadioGroupPrimitive.Item>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}

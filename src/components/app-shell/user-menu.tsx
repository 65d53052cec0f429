"use client";
/**
 * The app shell's user menu (issue 17), in the sidebar and the phone header. Every signed-in page
 * shows its button and few open it, so the page renders a light button with the same face, and
 * the menu (Radix's dropdown with its positioning and focus code, user-menu-dropdown.tsx) loads
 * when the pointer comes near or the button takes focus, and opens on the press or key that asked
 * for it (issue 25: what every signed-in page's JavaScript carries).
 */
import { useState, type ComponentType } from "react";
import { TriggerFace, triggerClass, type UserMenuProps } from "./user-menu-face";

type Menu = ComponentType<UserMenuProps & { defaultOpen?: boolean }>;
const load = () => import("./user-menu-dropdown").then((m) => m.default as Menu);

export function UserMenu(props: UserMenuProps) {
  const [Menu, setMenu] = useState<Menu | null>(null);
  const [waiting, setWaiting] = useState(false);
  if (Menu) return <Menu {...props} defaultOpen />;

  const open = () => {
    if (waiting) return;
    setWaiting(true);
    load()
      .then((menu) => setMenu(() => menu))
      .catch(() => setWaiting(false));
  };
  // Until the menu has loaded: the button as it will look, asking for it.
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={waiting || undefined}
      className={triggerClass(props.compact ?? false)}
      onPointerEnter={() => void load().catch(() => undefined)}
      onFocus={() => void load().catch(() => undefined)}
      onPointerDown={(event) => {
        // As Radix's trigger: the main button without Ctrl opens it.
        if (event.button === 0 && !event.ctrlKey) {
          event.preventDefault();
          open();
        }
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
          event.preventDefault();
          open();
        }
      }}
      // A click with no press before it (assistive technology, a script's element.click()).
      onClick={open}
    >
      <TriggerFace {...props} />
    </button>
  );
}

/**
 * The calendar (/calendar): FullCalendar's time grid inside Rhythm's toolbar, the block dialogs,
 * the toasts, and the calendar API the page saves through (read back to prove what was saved).
 * The calendar is a client-only chunk of its own: goto() waits until it is on screen and its
 * date field is live.
 */
import { expect, type Locator, type Page, type Response } from "@playwright/test";
import { untilHydrated } from "../helpers/hydration";
import { localePath, text, type Locale } from "./messages";

export interface ApiBlock {
  id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  kind: string;
  fixed: boolean;
  done: boolean;
}

export class CalendarPage {
  readonly root: Locator;
  readonly dateField: Locator;
  readonly events: Locator;
  readonly columnHeaders: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale = "en",
  ) {
    this.root = page.getByTestId("calendar");
    this.dateField = page.locator("#calendar-date");
    // Not the copy that follows the pointer during a drag.
    this.events = page.locator(".rhythm-calendar .rhythm-event:not(.rhythm-mirror)");
    this.columnHeaders = page.locator(".rhythm-calendar [role=columnheader][data-date]");
  }

  t(key: string, values?: Record<string, string | number>): string {
    return text(this.locale, key, values);
  }

  /** Opens the calendar (showing the week or day of `date` when given) once it can be used. */
  async goto(date?: string): Promise<void> {
    await this.page.goto(localePath(this.locale, "/calendar"));
    await this.ready();
    if (date) await this.show(date);
  }

  /** Opens the calendar on `date` (/calendar?date=...), as a link or a bookmark does. */
  async open(date: string): Promise<void> {
    await this.page.goto(localePath(this.locale, `/calendar?date=${date}`));
    await this.ready();
  }

  async ready(): Promise<void> {
    // The toolbar renders with the page; the grid (FullCalendar) is a chunk of its own that
    // arrives after it, on a busy machine the first time a locale asks for it.
    await expect(this.root).toBeVisible({ timeout: 30_000 });
    await untilHydrated(this.dateField);
    await expect(this.columnHeaders.first()).toBeVisible({ timeout: 30_000 });
  }

  /** Moves the calendar to the week (or day) of `date`. */
  async show(date: string): Promise<void> {
    await this.dateField.fill(date);
    await expect(this.columnHeader(date)).toBeVisible();
  }

  columnHeader(date: string): Locator {
    return this.page.locator(`.rhythm-calendar [role=columnheader][data-date="${date}"]`);
  }

  viewButton(view: "day" | "week" | "month"): Locator {
    return this.page.getByRole("button", { name: this.t(`calendar.toolbar.${view}`), exact: true });
  }

  /** A block on the grid, by its exact title. */
  block(title: string): Locator {
    return this.events.filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /**
   * Scrolls a block to the middle of the grid's scroll area and of the page before a drag starts
   * on it. scrollIntoViewIfNeeded stops at the nearest edge, and a drag that starts or ends within
   * FullCalendar's auto-scroll band at the window's edge scrolls the grid under the pointer, so a
   * half-hour resize became an hour and a half (CI, a Sunday near the fold).
   */
  async centre(block: Locator): Promise<void> {
    await block.evaluate((el) => el.scrollIntoView({ block: "center", inline: "nearest" }));
  }

  toast(content: string | RegExp): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: content });
  }

  /** The centre x of a day's column and the top y of a time's row in the time grid. */
  async gridPoint(date: string, time: string): Promise<{ x: number; y: number }> {
    const column = await this.columnHeader(date).boundingBox();
    const rows = this.page.locator(`.rhythm-calendar [data-time="${time}:00"]`);
    const boxes = await rows.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => ({ y: r.y, width: r.width })),
    );
    const lane = boxes.sort((a, b) => b.width - a.width)[0];
    expect(column && lane).toBeTruthy();
    return { x: column!.x + column!.width / 2, y: lane.y };
  }

  /** Presses the mouse at `from`, moves it to `to` in steps (as a hand does) and lets go. */
  async drag(from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
    const { mouse } = this.page;
    await mouse.move(from.x, from.y);
    await mouse.down();
    const steps = 12;
    // A frame between moves, as a hand gives: FullCalendar hit-tests on animation frames, and a
    // release in the same frame as a burst of moves can land before the last hit is known.
    for (let i = 1; i <= steps; i++) {
      await mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
      await this.page.waitForTimeout(16);
    }
    await mouse.up();
  }

  /** Resolves with the answer to the page's next write to the calendar API with `method`. */
  saved(method: "POST" | "PATCH" | "DELETE"): Promise<Response> {
    return this.page.waitForResponse(
      (res) => res.url().includes("/api/calendar/blocks") && res.request().method() === method,
      { timeout: 15_000 },
    );
  }

  /** The blocks the server has from `from` to `to` (what the page saved, read back). */
  async apiBlocks(from: string, to: string): Promise<ApiBlock[]> {
    const res = await this.page.request.get(`/api/calendar?from=${from}&to=${to}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { blocks: ApiBlock[] }).blocks;
  }
}

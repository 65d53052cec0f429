/**
 * "Hydrated": React has taken over an element that came from the server's HTML. Until then a
 * value typed into a form is lost (React puts the server's value back, the planner said "Please
 * describe your day" with text in the box) and a click may do nothing; a loaded machine makes this
 * likely, and the planner and the calendar arrive as chunks of their own, later than the page.
 *
 * React attaches its props to each DOM element it hydrates (an own property named
 * `__reactProps$<random>`), bottom-up: once an element has it, its event handlers are live, and so
 * are those of every descendant outside a Suspense boundary that is still waiting for its code.
 * So wait on the control about to be used (or its form), never on a fixed delay or "networkidle".
 */
import { expect, type Locator } from "@playwright/test";

export async function untilHydrated(target: Locator, timeout = 30_000): Promise<void> {
  await expect(target).toBeAttached({ timeout });
  await expect
    .poll(
      () =>
        target.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")), undefined, {
          timeout: 5_000,
        }),
      // Polled often: the default intervals grow to a second, added to every page the suite opens.
      { timeout, intervals: [50, 100, 250], message: "React never hydrated the element" },
    )
    .toBe(true);
}

import "server-only";
/** Every kind of data an export holds, in order. Habits and rewards add their section here. */
import type { ExportSection } from "./section";
import { blocksSection } from "./sections/blocks";
import { habitCheckInsSection, habitsSection } from "./sections/habits";
import { moodsSection } from "./sections/moods";
import { plansSection } from "./sections/plans";
import { profileSection } from "./sections/profile";
import { badgesSection, rewardItemsSection, rewardLedgerSection } from "./sections/rewards";

export const EXPORT_SECTIONS: readonly ExportSection[] = [
  profileSection,
  plansSection,
  blocksSection,
  habitsSection,
  habitCheckInsSection,
  moodsSection,
  rewardLedgerSection,
  rewardItemsSection,
  badgesSection,
];

/** The whole score (1-5) a day's average mood shows as: the nearest, in the year grid, its table and the UI's labels. */
export const moodScore = (value: number): number => Math.min(5, Math.max(1, Math.round(value)));

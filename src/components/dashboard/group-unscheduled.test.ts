import { firstRows, groupUnscheduled } from "./group-unscheduled";

const item = (title: string, minutes: number, reason: string, taskId = `${title}-${minutes}-${reason}`) => ({
  taskId,
  title,
  minutes,
  reason,
});

describe("groupUnscheduled", () => {
  it("says each reason once and merges repeats of a title, adding their minutes", () => {
    const groups = groupUnscheduled([
      item("Email", 15, "the day is full", "1"),
      item("Report", 120, "the day is full"),
      item("email ", 15, "the day is full", "2"),
      item("Gym", 60, "after 22:00 the gym is closed"),
      item("Email", 15, "the day is full", "3"),
    ]);
    expect(groups).toEqual([
      {
        reason: "the day is full",
        rows: [
          { title: "Email", count: 3, minutes: 45 },
          { title: "Report", count: 1, minutes: 120 },
        ],
      },
      { reason: "after 22:00 the gym is closed", rows: [{ title: "Gym", count: 1, minutes: 60 }] },
    ]);
  });

  it("keeps the same title apart under different reasons", () => {
    const groups = groupUnscheduled([item("Walk", 20, "a"), item("Walk", 20, "b")]);
    expect(groups.map((g) => [g.reason, g.rows.length])).toEqual([
      ["a", 1],
      ["b", 1],
    ]);
  });

  it("is empty for nothing", () => {
    expect(groupUnscheduled([])).toEqual([]);
  });
});

describe("firstRows", () => {
  it("keeps the first rows across groups and drops the groups left empty", () => {
    const groups = [
      { reason: "a", rows: [1, 2, 3] },
      { reason: "b", rows: [4, 5] },
      { reason: "c", rows: [6] },
    ];
    expect(firstRows(groups, 4)).toEqual([
      { reason: "a", rows: [1, 2, 3] },
      { reason: "b", rows: [4] },
    ]);
    expect(firstRows(groups, 10)).toEqual(groups);
    expect(firstRows(groups, 0)).toEqual([]);
  });
});

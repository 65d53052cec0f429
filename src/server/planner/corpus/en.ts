import type { CorpusCase } from "./types";

/** English day descriptions. Default options: 2026-11-23, day 08:00-22:00. */
export const EN_CORPUS: CorpusCase[] = [
  {
    id: "en-01-brief-example",
    lang: "en",
    text: "standup at 9:30, 3 hours on the report, gym after work",
    expect: {
      fixed: { Standup: ["09:30", "09:45"] },
      minutes: { Report: 180, Gym: 60 },
      notBefore: { Gym: "17:00" },
      allScheduled: true,
      hasBreak: true,
      taskCount: 3,
    },
  },
  {
    id: "en-02-office-lunch",
    lang: "en",
    text: "Team sync 10-11, write the proposal (2h), lunch, emails for 30 min, call with the landlord at 4",
    expect: {
      fixed: { "Team sync": ["10:00", "11:00"], "Call with the landlord": ["16:00", "16:30"] },
      minutes: { "Write the proposal": 120, Emails: 30, Lunch: 60 },
      kind: { Lunch: "meal" },
      allScheduled: true,
    },
  },
  {
    id: "en-03-deadline",
    lang: "en",
    text: "Finish the slides by 3pm (2 hours), dentist at 10am, then groceries",
    expect: {
      fixed: { Dentist: ["10:00", "11:00"] },
      deadline: { "Finish the slides": "15:00" },
      minutes: { "Finish the slides": 120, Groceries: 45 },
      order: [["Dentist", "Groceries"]],
      allScheduled: true,
    },
  },
  {
    id: "en-04-parts-of-day",
    lang: "en",
    text: "call mom in the evening, read for half an hour in the morning, laundry in the afternoon",
    expect: {
      part: { "Call mom": "evening", Read: "morning", Laundry: "afternoon" },
      minutes: { Read: 30, "Call mom": 30, Laundry: 30 },
      allScheduled: true,
    },
  },
  {
    id: "en-05-first-then",
    lang: "en",
    text: "First reply to emails, then prepare the deck for two hours, then a quick 15-min call with Alex",
    expect: {
      order: [
        ["Reply to emails", "Prepare the deck"],
        ["Prepare the deck", "Quick call with Alex"],
      ],
      minutes: { "Reply to emails": 30, "Prepare the deck": 120, "Quick call with Alex": 15 },
      allScheduled: true,
    },
  },
  {
    id: "en-06-conflict",
    lang: "en",
    text: "team meeting at 10 for an hour, client call at 10:30, 2 hours of coding",
    expect: {
      fixed: { "Team meeting": ["10:00", "11:00"], "Client call": ["10:30", "11:00"] },
      conflicts: ["Team meeting", "Client call"],
      minutes: { Coding: 120 },
    },
  },
  {
    id: "en-07-overbooked",
    lang: "en",
    text: "Overbooked day: 6 hours of writing, 4 hours of design, 3 hours prepping the workshop, 2h admin, lunch, dinner",
    expect: {
      unscheduled: ["Admin"],
      minutes: { Writing: 360 },
      kind: { Lunch: "meal", Dinner: "meal" },
      hasBreak: true,
    },
  },
  {
    id: "en-08-clock-words",
    lang: "en",
    text: "quarter past eight breakfast, half past six yoga, call with Tom at quarter to five, dentist from 2 to 3",
    expect: {
      fixed: { Breakfast: ["08:15"], Yoga: ["18:30"], "Call with Tom": ["16:45"], Dentist: ["14:00", "15:00"] },
      kind: { Breakfast: "meal", Yoga: "habit" },
    },
  },
  {
    id: "en-09-ranges",
    lang: "en",
    text: "10-11:30am workshop; lecture 1-3. Office hours from 4 to 5:30",
    expect: {
      fixed: { Workshop: ["10:00", "11:30"], Lecture: ["13:00", "15:00"], "Office hours": ["16:00", "17:30"] },
    },
  },
  {
    id: "en-10-bullets",
    lang: "en",
    text: "- 9-10 team sync\n- deep work on the API migration 4h\n- lunch\n- quick 15-min call with Alex\n- gym at 6",
    expect: {
      fixed: { "Team sync": ["09:00", "10:00"], Gym: ["18:00", "19:00"] },
      minutes: { "Deep work on the API migration": 240, "Quick call with Alex": 15, Lunch: 60 },
      hasBreak: true,
      allScheduled: true,
    },
  },
  {
    id: "en-11-numbered",
    lang: "en",
    text: "1. reply to emails\n2. prepare the deck (two hours)\n3. call with investors at noon\n4. after lunch: review contracts for an hour\n5. walk the dog",
    expect: {
      fixed: { "Call with investors": ["12:00", "12:30"] },
      notBefore: { "Review contracts": "13:00" },
      minutes: { "Prepare the deck": 120, "Review contracts": 60, "Walk the dog": 30 },
      taskCount: 5,
    },
  },
  {
    id: "en-12-student",
    lang: "en",
    text: "Lecture 9-11, then study for the stats exam 3 hours, lunch with Maya at 12:30, essay due by 6pm needs 2 hours, gym in the evening",
    expect: {
      fixed: { Lecture: ["09:00", "11:00"], "Lunch with Maya": ["12:30", "13:30"] },
      minutes: { "Study for the stats exam": 180, Essay: 120, Gym: 60 },
      deadline: { Essay: "18:00" },
      order: [["Lecture", "Study for the stats exam"]],
      part: { Gym: "evening" },
      allScheduled: true,
    },
  },
  {
    id: "en-13-parent",
    lang: "en",
    text: "drop the kids at school at 8:30, groceries, pick up the kids at 3:30, cook dinner, 2 hours of freelance design work, bath time at 7pm",
    expect: {
      fixed: {
        "Drop the kids at school": ["08:30", "09:00"],
        "Pick up the kids": ["15:30", "16:00"],
        "Bath time": ["19:00"],
      },
      minutes: { Groceries: 45, "Freelance design work": 120, "Cook dinner": 45 },
      part: { "Cook dinner": "evening" },
      allScheduled: true,
    },
  },
  {
    id: "en-14-shift-worker",
    lang: "en",
    text: "shift from 2pm to 10pm. before that: gym for an hour, meal prep 45 min, and nap 30 min",
    options: { dayStart: "09:00", dayEnd: "23:00" },
    expect: {
      fixed: { Shift: ["14:00", "22:00"] },
      minutes: { Gym: 60, "Meal prep": 45, Nap: 30 },
      deadline: { Gym: "14:00", "Meal prep": "14:00", Nap: "14:00" },
      allScheduled: true,
    },
  },
  {
    id: "en-15-freelancer",
    lang: "en",
    text: "Client A logo revisions 2.5 hours, invoice client B (15 min), call with Client C at 11:15, write a blog post 90 min in the afternoon, lunch",
    expect: {
      fixed: { "Call with Client C": ["11:15", "11:45"] },
      minutes: { "Client A logo revisions": 150, "Invoice client B": 15, "Write a blog post": 90, Lunch: 60 },
      part: { "Write a blog post": "afternoon" },
      allScheduled: true,
    },
  },
  {
    id: "en-16-lowercase-messy",
    lang: "en",
    text: "standup 9:30 ,, emails 30min;  code review 1h  and then   fix the login bug (2h)",
    expect: {
      fixed: { Standup: ["09:30", "09:45"] },
      minutes: { Emails: 30, "Code review": 60, "Fix the login bug": 120 },
      order: [["Code review", "Fix the login bug"]],
      allScheduled: true,
    },
  },
  {
    id: "en-17-hour-and-a-half",
    lang: "en",
    text: "an hour and a half of piano practice, half an hour of stretching, 1h 15m of Spanish homework",
    expect: {
      minutes: { "Piano practice": 90, Stretching: 30, "Spanish homework": 75 },
      taskCount: 3,
      allScheduled: true,
    },
  },
  {
    id: "en-18-by-noon",
    lang: "en",
    text: "call the bank before noon, renew passport online by 11am (45 min), lunch at 1",
    expect: {
      deadline: { "Call the bank": "12:00", "Renew passport online": "11:00" },
      fixed: { Lunch: ["13:00", "14:00"] },
      minutes: { "Renew passport online": 45 },
      allScheduled: true,
    },
  },
  {
    id: "en-19-after-lunch-task",
    lang: "en",
    text: "lunch, after lunch review the contract (1 hour), morning run 45 min",
    expect: {
      order: [["Lunch", "Review the contract"]],
      minutes: { "Review the contract": 60, "Morning run": 45 },
      part: { "Morning run": "morning" },
      allScheduled: true,
    },
  },
  {
    id: "en-20-work-block-after-work",
    lang: "en",
    text: "work 9 to 5, gym after work, groceries, call the bank before noon",
    expect: {
      fixed: { Work: ["09:00", "17:00"] },
      order: [["Work", "Gym"]],
      deadline: { "Call the bank": "12:00" },
      allScheduled: true,
    },
  },
  {
    id: "en-21-between",
    lang: "en",
    text: "a 30 min call with the accountant between 2 and 4, meeting 2-3",
    expect: {
      fixed: { Meeting: ["14:00", "15:00"] },
      notBefore: { "Call with the accountant": "14:00" },
      deadline: { "Call with the accountant": "16:00" },
      minutes: { "Call with the accountant": 30 },
      allScheduled: true,
    },
  },
  {
    id: "en-22-until",
    lang: "en",
    text: "study until 11, then lunch with dad at noon, then nap",
    expect: {
      fixed: { Study: ["08:00", "11:00"], "Lunch with dad": ["12:00", "13:00"] },
      order: [["Lunch with dad", "Nap"]],
      minutes: { Nap: 30 },
    },
  },
  {
    id: "en-23-at-3",
    lang: "en",
    text: "pick up parcel at 3, haircut at 5, vet at 11",
    expect: {
      fixed: { "Pick up parcel": ["15:00"], Haircut: ["17:00", "17:45"], Vet: ["11:00"] },
    },
  },
  {
    id: "en-24-before-9-evening",
    lang: "en",
    text: "meetings 8-12, lunch, finish the essay before 9 (2 hours)",
    expect: {
      fixed: { Meetings: ["08:00", "12:00"] },
      deadline: { "Finish the essay": "21:00" },
      minutes: { "Finish the essay": 120 },
      allScheduled: true,
    },
  },
  {
    id: "en-25-before-9-morning",
    lang: "en",
    text: "send the invoice before 9, team call at 10",
    options: { dayStart: "07:00" },
    expect: {
      deadline: { "Send the invoice": "09:00" },
      fixed: { "Team call": ["10:00", "10:30"] },
    },
  },
  {
    id: "en-26-words-durations",
    lang: "en",
    text: "two hours of gardening, for an hour reading, forty-five minutes of cleaning, a couple of hours on the tax return",
    expect: {
      minutes: { Gardening: 120, Reading: 60, Cleaning: 45, "Tax return": 120 },
    },
  },
  {
    id: "en-27-midnight-noon",
    lang: "en",
    text: "brunch at noon, party until midnight from 9pm",
    options: { dayEnd: "23:59" },
    expect: {
      fixed: { Brunch: ["12:00", "13:00"], Party: ["21:00", "24:00"] },
      kind: { Brunch: "meal" },
    },
  },
  {
    id: "en-28-semicolons",
    lang: "en",
    text: "Doctor 9:15; pharmacy afterwards; work on thesis 3h; call grandma at 6:30pm",
    expect: {
      fixed: { Doctor: ["09:15", "10:15"], "Call grandma": ["18:30", "19:00"] },
      order: [["Doctor", "Pharmacy"]],
      minutes: { "Work on thesis": 180 },
      hasBreak: true,
    },
  },
  {
    id: "en-29-q-and-a",
    lang: "en",
    text: "Q&A session at 4, research and development sync 1h, write tests for 90 minutes",
    expect: {
      fixed: { "Q&A session": ["16:00", "17:00"] },
      minutes: { "Research and development sync": 60, "Write tests": 90 },
      taskCount: 3,
    },
  },
  {
    id: "en-30-mom-and-dad",
    lang: "en",
    text: "call mom and dad in the evening and read and reply to emails",
    expect: {
      part: { "Call mom and dad": "evening" },
      minutes: { "Read and reply to emails": 30 },
      taskCount: 2,
    },
  },
  {
    id: "en-31-overbooked-deadline",
    lang: "en",
    text: "presentation by 10am (3 hours), standup at 8:30",
    expect: {
      fixed: { Standup: ["08:30", "08:45"] },
      unscheduled: ["Presentation"],
      deadline: { Presentation: "10:00" },
    },
  },
  {
    id: "en-32-day-window",
    lang: "en",
    text: "write 2h, read 1h, clean the kitchen 1h, walk 30 min",
    options: { dayStart: "18:00", dayEnd: "21:00" },
    expect: {
      minutes: { Write: 120, Walk: 30 },
      unscheduled: ["Read", "Clean the kitchen"],
    },
  },
  {
    id: "en-33-focus-preference",
    lang: "en",
    text: "deep work on the novel 2 hours, emails",
    options: { focusPreference: "afternoon" },
    expect: {
      part: { "Deep work on the novel": "afternoon" },
      minutes: { "Deep work on the novel": 120, Emails: 30 },
      allScheduled: true,
    },
  },
  {
    id: "en-34-now",
    lang: "en",
    text: "emails, report 1h, gym",
    options: { now: "14:07" },
    expect: {
      notBefore: { Emails: "14:10", Report: "14:10", Gym: "14:10" },
      allScheduled: true,
    },
  },
  {
    id: "en-35-dinner-default",
    lang: "en",
    text: "dinner, movie night, dishes",
    expect: {
      kind: { Dinner: "meal" },
      part: { "Movie night": "evening" },
      minutes: { Dishes: 15, "Movie night": 120 },
    },
  },
  {
    id: "en-36-after-meeting-ref",
    lang: "en",
    text: "design review at 2pm for an hour, write up notes after the design review, dentist at 5",
    expect: {
      fixed: { "Design review": ["14:00", "15:00"], Dentist: ["17:00", "18:00"] },
      order: [["Design review", "Write up notes"]],
    },
  },
  {
    id: "en-37-newlines-star",
    lang: "en",
    text: "* 8:30 school run\n* 9.30 call with Jen\n* tidy the flat 1 hr\n* 12:45 lunch\n* errands",
    expect: {
      fixed: { "School run": ["08:30", "09:00"], "Call with Jen": ["09:30", "10:00"], Lunch: ["12:45", "13:45"] },
      minutes: { "Tidy the flat": 60, Errands: 45 },
    },
  },
  {
    id: "en-38-long-task-split",
    lang: "en",
    text: "5 hours on the grant application",
    expect: {
      minutes: { "Grant application": 300 },
      hasBreak: true,
      allScheduled: true,
    },
  },
  {
    id: "en-39-bullets-dot",
    lang: "en",
    text: "• standup 9:00\n• 1:1 with Sam 11:00\n• code review 45 min\n• lunch",
    expect: {
      fixed: { Standup: ["09:00", "09:15"], "1:1 with Sam": ["11:00", "11:30"] },
      minutes: { "Code review": 45 },
    },
  },
  {
    id: "en-40-nurse-night",
    lang: "en",
    text: "sleep until 2pm. groceries, then cook for the week 2 hours, shift starts at 7pm",
    options: { dayStart: "08:00", dayEnd: "23:00" },
    expect: {
      fixed: { Sleep: ["08:00", "14:00"], Shift: ["19:00"] },
      order: [["Groceries", "Cook for the week"]],
      minutes: { "Cook for the week": 120 },
    },
  },
  {
    id: "en-41-priority",
    lang: "en",
    text: "urgent: fix the payment bug 2h, update the wiki if I have time, write release notes 1h",
    options: { dayStart: "14:00", dayEnd: "17:00" },
    expect: {
      minutes: { "Fix the payment bug": 120 },
      unscheduled: ["Update the wiki"],
    },
  },
  {
    id: "en-42-teacher",
    lang: "en",
    text: "teaching 8:30-12:30, lunch, marking 2 hours, parent meeting at 4:15, plan tomorrow's lessons (1 hour) in the evening",
    expect: {
      fixed: { Teaching: ["08:30", "12:30"], "Parent meeting": ["16:15", "17:15"] },
      minutes: { Marking: 120 },
      part: { "Plan tomorrow's lessons": "evening" },
      allScheduled: true,
    },
  },
  {
    id: "en-43-after-time",
    lang: "en",
    text: "go for a swim after 6pm, call the plumber after 10",
    expect: {
      notBefore: { "Go for a swim": "18:00", "Call the plumber": "10:00" },
      allScheduled: true,
    },
  },
  {
    id: "en-44-five-thirty",
    lang: "en",
    text: "yoga at 5:30, dinner at 7:30, meeting 3:15 - 4",
    expect: {
      fixed: { Yoga: ["17:30", "18:30"], Dinner: ["19:30", "20:30"], Meeting: ["15:15", "16:00"] },
    },
  },
  {
    id: "en-45-quick-call",
    lang: "en",
    text: "a quick 15-min call with the bank, 30 min on LinkedIn, and 45m inbox zero",
    expect: {
      minutes: { "Quick call with the bank": 15, LinkedIn: 30, "Inbox zero": 45 },
      taskCount: 3,
    },
  },
  {
    id: "en-46-for-an-hour-fixed",
    lang: "en",
    text: "workshop at 2 for 90 minutes, coffee with Lee at 11 for half an hour",
    expect: {
      fixed: { Workshop: ["14:00", "15:30"], "Coffee with Lee": ["11:00", "11:30"] },
    },
  },
  {
    id: "en-47-evening-only",
    lang: "en",
    text: "tonight: call sister, pack for the trip 1 hour, and watch the match at 8",
    expect: {
      part: { "Call sister": "evening" },
      fixed: { "Watch the match": ["20:00"] },
      minutes: { "Pack for the trip": 60 },
    },
  },
  {
    id: "en-48-afternoon-window",
    lang: "en",
    text: "this afternoon: write cover letter 1h and apply to 3 jobs (2 hours)",
    expect: {
      part: { "Write cover letter": "afternoon" },
      minutes: { "Write cover letter": 60 },
    },
  },
  {
    id: "en-49-too-long-day",
    lang: "en",
    text: "drive to the coast 10 hours, lunch",
    options: { dayStart: "09:00", dayEnd: "17:00" },
    expect: {
      unscheduled: ["Drive to the coast"],
    },
  },
  {
    id: "en-50-hour-pm-range",
    lang: "en",
    text: "volunteering 2-4pm, then coffee with Ben, then 1.5 hours of Spanish",
    expect: {
      fixed: { Volunteering: ["14:00", "16:00"] },
      order: [
        ["Volunteering", "Coffee with Ben"],
        ["Coffee with Ben", "Spanish"],
      ],
      minutes: { Spanish: 90, "Coffee with Ben": 30 },
    },
  },
  {
    id: "en-51-typos-and-caps",
    lang: "en",
    text: "STANDUP AT 9:30!!! then Finish Budget Spreadsheet 2h, Lunch @ 12:30",
    expect: {
      fixed: { STANDUP: ["09:30", "09:45"], Lunch: ["12:30", "13:30"] },
      minutes: { "Finish Budget Spreadsheet": 120 },
    },
  },
  {
    id: "en-52-remote-worker",
    lang: "en",
    text: "I need to write the quarterly report (about 3 hours), answer emails, 1:1 with Priya at 2pm, pick up the kids at 3:30 and cook dinner",
    expect: {
      fixed: { "1:1 with Priya": ["14:00", "14:30"], "Pick up the kids": ["15:30", "16:00"] },
      minutes: { "Write the quarterly report": 180, "Answer emails": 30 },
      part: { "Cook dinner": "evening" },
      hasBreak: true,
      allScheduled: true,
    },
  },
  {
    id: "en-53-i-have",
    lang: "en",
    text: "I have a call at 3 and a dentist appointment at 4:30, also need 2 hours for taxes",
    expect: {
      fixed: { Call: ["15:00", "15:30"], "Dentist appointment": ["16:30", "17:30"] },
      minutes: { Taxes: 120 },
      taskCount: 3,
    },
  },
  {
    id: "en-54-afternoon-meetings-overbooked",
    lang: "en",
    text: "meetings from 9 to 6, then 3 hours of coding in the evening, dinner at 8",
    options: { dayEnd: "21:00" },
    expect: {
      fixed: { Meetings: ["09:00", "18:00"], Dinner: ["20:00", "21:00"] },
      unscheduled: ["Coding"],
    },
  },
  {
    id: "en-55-breakfast-morning",
    lang: "en",
    text: "breakfast, journal 15 min, meditate, then write 1000 words (2 hours) before lunch, lunch",
    options: { dayStart: "07:00" },
    expect: {
      kind: { Breakfast: "meal", Lunch: "meal" },
      order: [
        ["Meditate", "Write 1000 words"],
        ["Write 1000 words", "Lunch"],
      ],
      minutes: { Journal: 15, Meditate: 15, "Write 1000 words": 120 },
      allScheduled: true,
    },
  },
  {
    id: "en-56-oclock",
    lang: "en",
    text: "interview at ten o'clock, lunch at one, review candidates for an hour",
    expect: {
      fixed: { Interview: ["10:00", "11:00"], Lunch: ["13:00", "14:00"] },
      minutes: { "Review candidates": 60 },
    },
  },
  {
    id: "en-57-errands-list",
    lang: "en",
    text: "errands: post office, pharmacy, and the bank; then laundry",
    expect: {
      taskCount: 4,
    },
  },
  {
    id: "en-58-morning-label",
    lang: "en",
    text: "Morning: gym 7-8, then shower and breakfast. Work on the pitch deck for 3 hours, lunch with Sarah at 1pm, dinner at 7:30",
    options: { dayStart: "07:00" },
    expect: {
      fixed: { Gym: ["07:00", "08:00"], "Lunch with Sarah": ["13:00", "14:00"], Dinner: ["19:30", "20:30"] },
      order: [["Gym", "Shower"]],
      part: { Breakfast: "morning", Shower: "morning" },
      minutes: { "Work on the pitch deck": 180, Shower: 15, Breakfast: 30 },
      taskCount: 6,
      hasBreak: true,
    },
  },
  {
    id: "en-59-till-and-until-lunch",
    lang: "en",
    text: "Client call at 8am, then emails till 9, deep work on the proposal until lunch, lunch, afternoon: meeting at 2pm",
    expect: {
      fixed: { "Client call": ["08:00", "08:30"], Emails: ["08:30", "09:00"], Meeting: ["14:00", "15:00"] },
      deadline: { "Deep work on the proposal": "12:00" },
      kind: { Lunch: "meal", "Deep work on the proposal": "task" },
      allScheduled: true,
    },
  },
  {
    id: "en-60-before-bed",
    lang: "en",
    text: "Study for biology exam 4 hours, soccer practice 5-6:30pm, dinner with family at 7, read 30 pages before bed",
    expect: {
      fixed: { "Soccer practice": ["17:00", "18:30"], "Dinner with family": ["19:00", "20:00"] },
      notBefore: { "Read 30 pages": "20:00" },
      minutes: { "Study for biology exam": 240, "Read 30 pages": 30 },
      hasBreak: true,
      allScheduled: true,
    },
  },
  {
    id: "en-61-before-the-4pm-meeting",
    lang: "en",
    text: "pay rent, dentist 3pm, prepare Q3 budget review (2 hours) before the 4pm meeting, 4pm meeting",
    expect: {
      fixed: { Dentist: ["15:00", "16:00"], Meeting: ["16:00", "17:00"] },
      deadline: { "Prepare Q3 budget review": "16:00" },
      minutes: { "Prepare Q3 budget review": 120, "Pay rent": 15 },
      allScheduled: true,
    },
  },
  {
    id: "en-62-wake-up-early",
    lang: "en",
    text: "wake up at 6:30, run 5k, shower, breakfast, commute 30 min, work 9-5, dinner, netflix",
    options: { dayStart: "07:00" },
    expect: {
      fixed: { "Wake up": ["06:30", "06:45"], Work: ["09:00", "17:00"] },
      order: [["Run 5k", "Breakfast"]],
      kind: { Breakfast: "meal", Dinner: "meal", "Run 5k": "habit" },
      allScheduled: true,
    },
  },
  {
    id: "en-63-shorthand-and-emoji",
    lang: "en",
    text: "☕ coffee w/ Dan @ 9, 🏋️ gym, 📧 inbox zero (45m)... then deep work 2-3 hrs on the API. mtg 2p-3p, dr appt 4:15p",
    expect: {
      fixed: { "Coffee w/ Dan": ["09:00", "09:30"], Mtg: ["14:00", "15:00"], "Dr appt": ["16:15", "17:15"] },
      minutes: { "Inbox zero": 45, "Deep work on the API": 180, Gym: 60 },
      order: [["Inbox zero", "Deep work on the API"]],
      hasBreak: true,
      allScheduled: true,
    },
  },
  {
    id: "en-64-dashes-and-intro",
    lang: "en",
    text: "Need to: finish slides (2hrs) - call back Sarah - pick up Emma from daycare at 5:15 - nap",
    expect: {
      fixed: { "Pick up Emma from daycare": ["17:15", "17:45"] },
      minutes: { "Finish slides": 120, "Call back Sarah": 30, Nap: 30 },
      part: { Nap: "afternoon" },
      taskCount: 4,
    },
  },
  {
    id: "en-65-two-times-one-item",
    lang: "en",
    text: "meetings at 11 and 3:30pm, Tom & Jerry's party at 8, call Tom and Jerry",
    expect: {
      fixed: { "Tom & Jerry's party": ["20:00"] },
      minutes: { Meetings: 120, "Call Tom and Jerry": 30 },
      taskCount: 4,
    },
  },
  {
    id: "en-66-am-standup-then",
    lang: "en",
    text: "9am standup, then 2h of deep work on the migration, lunch, 1:1 with Priya at 3, gym after work",
    expect: {
      fixed: {
        Standup: ["09:00", "09:15"],
        "1:1 with Priya": ["15:00", "15:30"],
      },
      minutes: {
        "Deep work on the migration": 120,
        Lunch: 60,
        Gym: 60,
      },
      notBefore: {
        Gym: "17:00",
      },
      order: [["Standup", "Deep work on the migration"]],
      allScheduled: true,
      kind: {
        Lunch: "meal",
        Gym: "habit",
      },
      taskCount: 5,
      hasBreak: true,
    },
  },
  {
    id: "en-67-write-grant-proposal",
    lang: "en",
    text: "Write grant proposal 3 hours, review PRs 45m, call with the supplier at 11:30, lunch",
    expect: {
      fixed: {
        "Call with the supplier": ["11:30", "12:00"],
      },
      minutes: {
        "Write grant proposal": 180,
        "Review PRs": 45,
        Lunch: 60,
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-68-dentist-groceries-cook",
    lang: "en",
    text: "dentist at 9.30, groceries, cook dinner, call mom in the evening",
    expect: {
      fixed: {
        Dentist: ["09:30", "10:30"],
      },
      minutes: {
        Groceries: 45,
        "Cook dinner": 45,
        "Call mom": 30,
      },
      part: {
        "Cook dinner": "evening",
        "Call mom": "evening",
      },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-69-meeting-prepare-slides",
    lang: "en",
    text: "meeting 14:00-15:30, prepare the slides before the meeting (1.5 hours), emails half an hour",
    expect: {
      fixed: {
        Meeting: ["14:00", "15:30"],
      },
      minutes: {
        "Prepare the slides": 90,
        Emails: 30,
      },
      deadline: {
        "Prepare the slides": "14:00",
      },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-70-interview-with-acme",
    lang: "en",
    text: "at 3 interview with Acme, an hour and a half of reading, quick 15-min call with Sam",
    expect: {
      fixed: {
        "Interview with Acme": ["15:00", "16:00"],
      },
      minutes: {
        Reading: 90,
        "Quick call with Sam": 15,
      },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-71-quarter-ten-team",
    lang: "en",
    text: "quarter to ten: team huddle. Then 1h 15m on the budget. Lunch at noon. Half past six: dinner with Jo",
    expect: {
      fixed: {
        "Team huddle": ["09:45", "10:00"],
        Lunch: ["12:00", "13:00"],
        "Dinner with Jo": ["18:30", "19:30"],
      },
      minutes: {
        Budget: 75,
      },
      order: [["Team huddle", "Budget"]],
      allScheduled: true,
      kind: {
        Lunch: "meal",
        "Dinner with Jo": "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-72-finish-report-pm",
    lang: "en",
    text: "finish the report by 3pm (2 hours), send invoices before 9, team meeting from 2 to 4",
    expect: {
      fixed: {
        "Team meeting": ["14:00", "16:00"],
      },
      minutes: {
        "Finish the report": 120,
        "Send invoices": 15,
      },
      deadline: {
        "Finish the report": "15:00",
        "Send invoices": "09:00",
      },
      allScheduled: true,
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "en-73-breakfast-h-study",
    lang: "en",
    text: "- breakfast\n- 2h study\n- lunch\n- 90 min coding\n- dinner\n- read before bed",
    expect: {
      minutes: {
        Breakfast: 30,
        Study: 120,
        Lunch: 60,
        Coding: 90,
        Dinner: 60,
        Read: 30,
      },
      notBefore: {
        Read: "20:00",
      },
      part: {
        Read: "evening",
        Dinner: "evening",
        Breakfast: "morning",
      },
      allScheduled: true,
      kind: {
        Breakfast: "meal",
        Lunch: "meal",
        Dinner: "meal",
      },
      taskCount: 6,
    },
  },
  {
    id: "en-74-workshop-am-then",
    lang: "en",
    text: "workshop 10-11:30am, then write up notes for 30 minutes, lunch, then review designs 2 hours, yoga in the evening",
    expect: {
      fixed: {
        Workshop: ["10:00", "11:30"],
      },
      minutes: {
        "Write up notes": 30,
        Lunch: 60,
        "Review designs": 120,
        Yoga: 60,
      },
      order: [
        ["Workshop", "Write up notes"],
        ["Lunch", "Review designs"],
      ],
      part: {
        Yoga: "evening",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
        Yoga: "habit",
      },
      taskCount: 5,
    },
  },
  {
    id: "en-75-study-until-lunch",
    lang: "en",
    text: "study until 11, lunch with Kim at 12:30, then 3 hours of thesis writing",
    expect: {
      fixed: {
        Study: ["08:00", "11:00"],
        "Lunch with Kim": ["12:30", "13:30"],
      },
      minutes: {
        "Thesis writing": 180,
      },
      order: [["Lunch with Kim", "Thesis writing"]],
      allScheduled: true,
      kind: {
        "Lunch with Kim": "meal",
      },
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "en-76-first-answer-emails",
    lang: "en",
    text: "first answer emails, then 2 hours on the pitch deck, then lunch, after lunch call the bank",
    expect: {
      minutes: {
        "Answer emails": 30,
        "Pitch deck": 120,
        Lunch: 60,
        "Call the bank": 30,
      },
      order: [
        ["Answer emails", "Pitch deck"],
        ["Pitch deck", "Lunch"],
        ["Lunch", "Call the bank"],
      ],
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-77-meetings-from-write",
    lang: "en",
    text: "Meetings from 9 to 12 and 2 to 5, write the summary 2 hours, lunch",
    options: {
      dayEnd: "19:00",
    },
    expect: {
      minutes: {
        "Write the summary": 120,
        Lunch: 60,
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-78-quick-min-sync",
    lang: "en",
    text: "a quick 15-min sync with Dev at 10:15, 45m code review, 2h refactoring, lunch, 30 min walk after lunch",
    expect: {
      fixed: {
        "Quick sync with Dev": ["10:15", "10:30"],
      },
      minutes: {
        "Code review": 45,
        Refactoring: 120,
        Lunch: 60,
        Walk: 30,
      },
      order: [["Lunch", "Walk"]],
      allScheduled: true,
      kind: {
        Lunch: "meal",
        Walk: "habit",
      },
      taskCount: 5,
    },
  },
  {
    id: "en-79-pick-up-kids",
    lang: "en",
    text: "pick up the kids at 3:15, homework help 1h after that, dinner, bath time at 7",
    expect: {
      fixed: {
        "Pick up the kids": ["15:15", "15:45"],
        "Bath time": ["19:00", "20:00"],
      },
      minutes: {
        "Homework help": 60,
        Dinner: 60,
      },
      order: [["Pick up the kids", "Homework help"]],
      allScheduled: true,
      kind: {
        Dinner: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-80-lunch-with-team",
    lang: "en",
    text: "Lunch with the team. Before lunch: finish the code review (1h). After lunch: write docs 2 hours",
    expect: {
      minutes: {
        "Lunch with the team": 60,
        "Finish the code review": 60,
        "Write docs": 120,
      },
      deadline: {
        "Finish the code review": "12:00",
      },
      order: [["Lunch with the team", "Write docs"]],
      allScheduled: true,
      kind: {
        "Lunch with the team": "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-81-call-plumber-before",
    lang: "en",
    text: "call the plumber before 10, pay bills, book flights, reply to Anna",
    expect: {
      minutes: {
        "Call the plumber": 30,
        "Pay bills": 15,
        "Book flights": 15,
        "Reply to Anna": 15,
      },
      deadline: {
        "Call the plumber": "10:00",
      },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-82-afternoon-hours-practice",
    lang: "en",
    text: "in the afternoon 2 hours of practice, in the morning an hour of admin, in the evening call dad",
    expect: {
      minutes: {
        Practice: 120,
        Admin: 60,
        "Call dad": 30,
      },
      part: {
        Practice: "afternoon",
        Admin: "morning",
        "Call dad": "evening",
      },
      allScheduled: true,
      kind: {
        Practice: "habit",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-83-standup-design-sync",
    lang: "en",
    text: "standup at 9, design sync at 9:30, planning at 10, retro at 11, lunch, focus time 3 hours",
    expect: {
      fixed: {
        Standup: ["09:00", "09:15"],
        "Design sync": ["09:30", "10:00"],
        Planning: ["10:00", "11:00"],
        Retro: ["11:00", "12:00"],
      },
      minutes: {
        Lunch: 60,
        "Focus time": 180,
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 6,
      hasBreak: true,
    },
  },
  {
    id: "en-84-do-taxes-h",
    lang: "en",
    text: "Do taxes 2h\nWalk the dog\nDentist 11am\nLunch\nCall insurance company\nGym after work",
    expect: {
      fixed: {
        Dentist: ["11:00", "12:00"],
      },
      minutes: {
        "Do taxes": 120,
        "Walk the dog": 30,
        Lunch: 60,
        "Call insurance company": 30,
        Gym: 60,
      },
      notBefore: {
        Gym: "17:00",
      },
      allScheduled: true,
      kind: {
        "Walk the dog": "habit",
        Lunch: "meal",
        Gym: "habit",
      },
      taskCount: 6,
    },
  },
  {
    id: "en-85-gym-am-breakfast",
    lang: "en",
    text: "gym 7-8am, breakfast, commute, work 9 to 6, dinner",
    options: {
      dayStart: "06:30",
      dayEnd: "22:00",
    },
    expect: {
      fixed: {
        Gym: ["07:00", "08:00"],
        Work: ["09:00", "18:00"],
      },
      minutes: {
        Breakfast: 30,
        Commute: 30,
        Dinner: 60,
      },
      allScheduled: true,
      kind: {
        Gym: "habit",
        Breakfast: "meal",
        Dinner: "meal",
      },
      taskCount: 5,
    },
  },
  {
    id: "en-86-presentation-rehearsal-min",
    lang: "en",
    text: "presentation rehearsal for 90 min before the 2pm pitch, pitch at 2pm for an hour, celebrate with drinks at 6",
    expect: {
      fixed: {
        Pitch: ["14:00", "15:00"],
        "Celebrate with drinks": ["18:00", "19:00"],
      },
      minutes: {
        "Presentation rehearsal": 90,
      },
      deadline: {
        "Presentation rehearsal": "14:00",
      },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-87-write-hours-no",
    lang: "en",
    text: "write 4 hours, no meetings today, lunch, swim 45 min in the evening",
    expect: {
      minutes: {
        Write: 240,
        Lunch: 60,
        Swim: 45,
      },
      part: {
        Swim: "evening",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
        Swim: "habit",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-88-tutoring-from-mark",
    lang: "en",
    text: "tutoring from 4 to 6, mark essays 2 hours before tutoring, lunch at 1, prepare tomorrow's class 1h",
    expect: {
      fixed: {
        Tutoring: ["16:00", "18:00"],
        Lunch: ["13:00", "14:00"],
      },
      minutes: {
        "Mark essays": 120,
        "Prepare tomorrow's class": 60,
      },
      deadline: {
        "Mark essays": "16:00",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-89-review-contract-until",
    lang: "en",
    text: "review contract until 11, then client call, then lunch, then 2h of admin",
    expect: {
      fixed: {
        "Review contract": ["08:00", "11:00"],
      },
      minutes: {
        "Client call": 30,
        Lunch: 60,
        Admin: 120,
      },
      order: [
        ["Review contract", "Client call"],
        ["Client call", "Lunch"],
        ["Lunch", "Admin"],
      ],
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-90-doctor-s-appointment",
    lang: "en",
    text: "doctor's appointment at 10:40, pharmacy after, then work from home 4h",
    expect: {
      fixed: {
        "Doctor's appointment": ["10:40", "11:40"],
      },
      minutes: {
        Pharmacy: 30,
        "Work from home": 240,
      },
      order: [
        ["Doctor's appointment", "Pharmacy"],
        ["Pharmacy", "Work from home"],
      ],
      allScheduled: true,
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "en-91-write-unit-tests",
    lang: "en",
    text: "Write unit tests 2 hours, fix the CI 1 hour, deploy at 4pm, standup 9:15",
    expect: {
      fixed: {
        Deploy: ["16:00", "17:00"],
        Standup: ["09:15", "09:30"],
      },
      minutes: {
        "Write unit tests": 120,
        "Fix the CI": 60,
      },
      allScheduled: true,
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-92-call-with-tokyo",
    lang: "en",
    text: "Call with Tokyo office at 7am, then breakfast, then emails",
    options: {
      dayStart: "06:00",
    },
    expect: {
      fixed: {
        "Call with Tokyo office": ["07:00", "07:30"],
      },
      minutes: {
        Breakfast: 30,
        Emails: 30,
      },
      order: [
        ["Call with Tokyo office", "Breakfast"],
        ["Breakfast", "Emails"],
      ],
      allScheduled: true,
      kind: {
        Breakfast: "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-93-lunch-with-sara",
    lang: "en",
    text: "lunch at 12:30 with Sara, then a nap, then work on the garden for two hours",
    expect: {
      fixed: {
        "Lunch with Sara": ["12:30", "13:30"],
      },
      minutes: {
        Nap: 30,
        "Work on the garden": 120,
      },
      order: [
        ["Lunch with Sara", "Nap"],
        ["Nap", "Work on the garden"],
      ],
      part: {
        Nap: "afternoon",
      },
      allScheduled: true,
      kind: {
        "Lunch with Sara": "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-94-reading-m-writing",
    lang: "en",
    text: "Reading 45m, writing 1h30, editing 1.5h, break, publishing 15 min",
    expect: {
      minutes: {
        Reading: 45,
        Writing: 90,
        Editing: 90,

        Publishing: 15,
      },
      allScheduled: true,
      taskCount: 5,
      hasBreak: true,
    },
  },
  {
    id: "en-95-client-workshop-from",
    lang: "en",
    text: "Client workshop from 2 to 4, prep for it 1.5 hours in the morning, lunch, gym after work",
    expect: {
      fixed: {
        "Client workshop": ["14:00", "16:00"],
      },
      minutes: {
        "Prep for it": 90,
        Lunch: 60,
        Gym: 60,
      },
      notBefore: {
        Gym: "17:00",
      },
      part: {
        "Prep for it": "morning",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
        Gym: "habit",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-96-standup-code-review",
    lang: "en",
    text: "• 9:30 standup\n• code review 45m\n• lunch at noon\n• pair programming 14:00-15:30\n• write docs 1h 15m",
    expect: {
      fixed: {
        Standup: ["09:30", "09:45"],
        Lunch: ["12:00", "13:00"],
        "Pair programming": ["14:00", "15:30"],
      },
      minutes: {
        "Code review": 45,
        "Write docs": 75,
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 5,
    },
  },
  {
    id: "en-97-emails-min-am",
    lang: "en",
    text: "1) emails 30 min 2) 10-11:30am planning session 3) an hour and a half on the roadmap 4) quick 15-min call with HR",
    expect: {
      fixed: {
        "Planning session": ["10:00", "11:30"],
      },
      minutes: {
        Emails: 30,
        Roadmap: 90,
        "Quick call with HR": 15,
      },
      allScheduled: true,
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-98-gym-am-work",
    lang: "en",
    text: "gym at 7am, work 9-5, dinner at 7, call mom after dinner",
    options: {
      dayStart: "06:30",
    },
    expect: {
      fixed: {
        Gym: ["07:00", "08:00"],
        Work: ["09:00", "17:00"],
        Dinner: ["19:00", "20:00"],
      },
      minutes: {
        "Call mom": 30,
      },
      order: [["Dinner", "Call mom"]],
      allScheduled: true,
      kind: {
        Gym: "habit",
        Dinner: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-99-study-session-lunch",
    lang: "en",
    text: "study session 9-12, lunch, study session 1-4, review flashcards for half an hour before bed",
    options: {
      dayStart: "07:30",
      dayEnd: "23:00",
    },
    expect: {
      minutes: {
        Lunch: 60,
        "Review flashcards": 30,
      },
      notBefore: {
        "Review flashcards": "20:00",
      },
      part: {
        "Review flashcards": "evening",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-100-i-have-submit",
    lang: "en",
    text: "I have to submit the application by 5pm, it will take about 3 hours. Also a haircut at quarter past two and groceries.",
    expect: {
      fixed: {
        Haircut: ["14:15", "15:00"],
      },
      minutes: {
        "Submit the application": 180,
        Groceries: 45,
      },
      deadline: {
        "Submit the application": "17:00",
      },
      allScheduled: true,
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "en-101-morning-write-h",
    lang: "en",
    text: "Morning: write 2h. Afternoon: meetings at 1 and 3. Evening: dinner with friends at half past seven",
    expect: {
      fixed: {
        "Dinner with friends": ["19:30", "20:30"],
      },
      minutes: {
        Write: 120,
      },
      part: {
        Write: "morning",
      },
      allScheduled: true,
      kind: {
        "Dinner with friends": "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-102-work-until-then",
    lang: "en",
    text: "work until 11, then brunch, then 2 hours of errands",
    options: {
      dayStart: "07:00",
    },
    expect: {
      fixed: {
        Work: ["07:00", "11:00"],
      },
      minutes: {
        Brunch: 60,
        Errands: 120,
      },
      order: [
        ["Work", "Brunch"],
        ["Brunch", "Errands"],
      ],
      allScheduled: true,
      kind: {
        Brunch: "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-103-train-madrid-client",
    lang: "en",
    text: "train to Madrid 8:15-11:00, client meeting at 12:30, lunch with client after the meeting, train back at 17:45",
    expect: {
      fixed: {
        "Train to Madrid": ["08:15", "11:00"],
        "Client meeting": ["12:30", "13:30"],
        "Train back": ["17:45", "18:45"],
      },
      minutes: {
        "Lunch with client": 60,
      },
      order: [["Client meeting", "Lunch with client"]],
      allScheduled: true,
      kind: {
        "Lunch with client": "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-104-write-newsletter-min",
    lang: "en",
    text: "write the newsletter 90 min, record the podcast from 11 to 12:30, edit the podcast 2h after recording, lunch",
    expect: {
      fixed: {
        "Record the podcast": ["11:00", "12:30"],
      },
      minutes: {
        "Write the newsletter": 90,
        "Edit the podcast": 120,
        Lunch: 60,
      },
      order: [["Record the podcast", "Edit the podcast"]],
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-105-prepare-report-h",
    lang: "en",
    text: "prepare the report 2h and send it by 11",
    options: {
      dayStart: "08:00",
    },
    expect: {
      minutes: {
        "Prepare the report": 120,
        "Send it": 15,
      },
      deadline: {
        "Send it": "11:00",
      },
      order: [["Prepare the report", "Send it"]],
      allScheduled: true,
      taskCount: 2,
      hasBreak: true,
    },
  },
  {
    id: "en-106-m-walk-x",
    lang: "en",
    text: "a 45m walk, 2 x 25 min pomodoros of reading, answer Slack",
    expect: {
      minutes: {
        Walk: 45,
        Reading: 50,
        "Answer Slack": 15,
      },
      allScheduled: true,
      kind: {
        Walk: "habit",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-107-standup-sprint-planning",
    lang: "en",
    text: "standup 9:00-9:15, sprint planning 9:30-11:00, lunch, bug bash 2-4pm, write release notes by 5",
    expect: {
      fixed: {
        Standup: ["09:00", "09:15"],
        "Sprint planning": ["09:30", "11:00"],
        "Bug bash": ["14:00", "16:00"],
      },
      minutes: {
        Lunch: 60,
        "Write release notes": 60,
      },
      deadline: {
        "Write release notes": "17:00",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 5,
      hasBreak: true,
    },
  },
  {
    id: "en-108-pick-up-dry",
    lang: "en",
    text: "pick up dry cleaning, call the electrician, renew car insurance (30 min), book dentist",
    options: {
      dayStart: "17:00",
      dayEnd: "21:00",
    },
    expect: {
      minutes: {
        "Pick up dry cleaning": 30,
        "Call the electrician": 30,
        "Renew car insurance": 30,
        "Book dentist": 15,
      },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-109-presentation-am-before",
    lang: "en",
    text: "Presentation at 11am. Before that: rehearse for an hour and print handouts. After that: lunch and a debrief call.",
    expect: {
      fixed: {
        Presentation: ["11:00", "12:00"],
      },
      minutes: {
        Rehearse: 60,
        "Print handouts": 15,
        Lunch: 60,
        "Debrief call": 30,
      },
      deadline: {
        Rehearse: "11:00",
        "Print handouts": "11:00",
      },
      order: [
        ["Presentation", "Lunch"],
        ["Presentation", "Debrief call"],
      ],
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 5,
    },
  },
  {
    id: "en-110-spend-hours-on",
    lang: "en",
    text: "Spend 2 hours on the budget, then take a 15 minute break, then 1 hour on the forecast",
    expect: {
      minutes: {
        Budget: 120,
        "Take a break": 15,
        Forecast: 60,
      },
      order: [
        ["Budget", "Take a break"],
        ["Take a break", "Forecast"],
      ],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-111-quarter-ten-call",
    lang: "en",
    text: "quarter to ten call with Berlin, half past eleven review, noon lunch, quarter past one interview",
    expect: {
      fixed: {
        "Call with Berlin": ["09:45", "10:15"],
        Review: ["11:30", "12:00"],
        Lunch: ["12:00", "13:00"],
        Interview: ["13:15", "14:15"],
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-112-call-with-accountant",
    lang: "en",
    text: "at 3 call with the accountant, at 8 breakfast, at 11 dentist",
    expect: {
      fixed: {
        "Call with the accountant": ["15:00", "15:30"],
        Breakfast: ["08:00", "08:30"],
        Dentist: ["11:00", "12:00"],
      },
      allScheduled: true,
      kind: {
        Breakfast: "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-113-dinner-breakfast-gym",
    lang: "en",
    text: "dinner, breakfast, gym after work",
    options: {
      dayStart: "06:00",
      dayEnd: "23:00",
    },
    expect: {
      minutes: {
        Dinner: 60,
        Breakfast: 30,
        Gym: 60,
      },
      notBefore: {
        Gym: "17:00",
      },
      allScheduled: true,
      kind: {
        Dinner: "meal",
        Breakfast: "meal",
        Gym: "habit",
      },
      taskCount: 3,
      part: {
        Dinner: "evening",
        Breakfast: "morning",
      },
    },
  },
  {
    id: "en-114-study-until-then",
    lang: "en",
    text: "study until 11, then 45m on vocab, lunch at 1pm",
    expect: {
      fixed: {
        Study: ["08:00", "11:00"],
        Lunch: ["13:00", "14:00"],
      },
      minutes: {
        Vocab: 45,
      },
      order: [["Study", "Vocab"]],
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "en-115-before-send-contract",
    lang: "en",
    text: "Before 9: send the contract. By 3pm: finish the audit (2h). Team lunch at 12:30.",
    expect: {
      fixed: {
        "Team lunch": ["12:30", "13:30"],
      },
      minutes: {
        "Send the contract": 15,
        "Finish the audit": 120,
      },
      deadline: {
        "Send the contract": "09:00",
        "Finish the audit": "15:00",
      },
      allScheduled: true,
      kind: {
        "Team lunch": "meal",
      },
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "en-116-lecture-seminar-lunch",
    lang: "en",
    text: "9-11 lecture\n11:15 seminar\nlunch\n2h library\n7pm dinner with Sophie",
    expect: {
      fixed: {
        Lecture: ["09:00", "11:00"],
        Seminar: ["11:15", "12:15"],
        "Dinner with Sophie": ["19:00", "20:00"],
      },
      minutes: {
        Lunch: 60,
        Library: 120,
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
        "Dinner with Sophie": "meal",
      },
      taskCount: 5,
    },
  },
  {
    id: "en-117-write-hours-answer",
    lang: "en",
    text: "write for 1.5 hours, answer mail half an hour, a quick 15-min call with Jo, 1h 15m gym, 45m reading",
    expect: {
      minutes: {
        Write: 90,
        "Answer mail": 30,
        "Quick call with Jo": 15,
        Gym: 75,
        Reading: 45,
      },
      allScheduled: true,
      kind: {
        Gym: "habit",
      },
      taskCount: 5,
      hasBreak: true,
    },
  },
  {
    id: "en-118-wake-up-yoga",
    lang: "en",
    text: "wake up at 7, yoga half an hour, breakfast, work on slides until noon, lunch, meeting from 2 to 4, gym, dinner at 8",
    options: {
      dayStart: "07:00",
    },
    expect: {
      fixed: {
        "Wake up": ["07:00", "07:15"],
        "Work on slides": ["08:15", "12:00"],
        Meeting: ["14:00", "16:00"],
        Dinner: ["20:00", "21:00"],
      },
      minutes: {
        Yoga: 30,
        Breakfast: 30,
        Lunch: 60,
        Gym: 60,
      },
      allScheduled: true,
      kind: {
        Yoga: "habit",
        Breakfast: "meal",
        Lunch: "meal",
        Gym: "habit",
        Dinner: "meal",
      },
      taskCount: 8,
    },
  },
  {
    id: "en-119-interview-prep-h",
    lang: "en",
    text: "Interview prep 2h before the 11am interview, interview at 11am, lunch after the interview, send thank-you note",
    expect: {
      fixed: {
        Interview: ["11:00", "12:00"],
      },
      minutes: {
        "Interview prep": 120,
        Lunch: 60,
        "Send thank-you note": 15,
      },
      deadline: {
        "Interview prep": "11:00",
      },
      order: [
        ["Interview", "Lunch"],
        ["Interview", "Send thank-you note"],
      ],
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-120-half-past-eight",
    lang: "en",
    text: "half past eight standup, quarter past nine 1:1, 10:30 design review, then 2h of coding",
    expect: {
      fixed: {
        Standup: ["08:30", "08:45"],
        "1:1": ["09:15", "09:45"],
        "Design review": ["10:30", "11:30"],
      },
      minutes: {
        Coding: 120,
      },
      order: [["Design review", "Coding"]],
      allScheduled: true,
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-121-i-need-finish",
    lang: "en",
    text: "I need to finish the report before 9 tomorrow morning, it takes 90 min",
    options: {
      dayStart: "07:00",
    },
    expect: {
      minutes: {
        "Finish the report": 90,
      },
      deadline: {
        "Finish the report": "09:00",
      },
      part: {
        "Finish the report": "morning",
      },
      allScheduled: true,
      taskCount: 1,
    },
  },
  {
    id: "en-122-project-sync-min",
    lang: "en",
    text: "Project sync at 9:30 for 30 min, then 3h deep work, lunch, 1:1s at 2, 2:30 and 3, gym at 6",
    expect: {
      fixed: {
        "Project sync": ["09:30", "10:00"],
        Gym: ["18:00", "19:00"],
      },
      minutes: {
        "Deep work": 180,
        Lunch: 60,
      },
      order: [["Project sync", "Deep work"]],
      allScheduled: true,
      kind: {
        Lunch: "meal",
        Gym: "habit",
      },
      taskCount: 7,
      hasBreak: true,
    },
  },
  {
    id: "en-123-write-proposal-h",
    lang: "en",
    text: "write proposal 4h by 1pm",
    options: {
      dayStart: "09:00",
    },
    expect: {
      minutes: {
        "Write proposal": 225,
      },
      deadline: {
        "Write proposal": "13:00",
      },
      unscheduled: ["Write proposal"],
      taskCount: 1,
      hasBreak: true,
    },
  },
  {
    id: "en-124-today-am-school",
    lang: "en",
    text: "Today:\n* 8am school run\n* 9-12 client workshop\n* lunch\n* 2 hours of follow-ups\n* 5pm pick up kids\n* dinner\n* 1 hour of reading in the evening",
    expect: {
      fixed: {
        "School run": ["08:00", "08:30"],
        "Client workshop": ["09:00", "12:00"],
        "Pick up kids": ["17:00", "17:30"],
      },
      minutes: {
        Lunch: 60,
        "Follow-ups": 120,
        Dinner: 60,
        Reading: 60,
      },
      part: {
        Reading: "evening",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
        Dinner: "meal",
      },
      taskCount: 7,
    },
  },
  {
    id: "en-125-gym-after-work",
    lang: "en",
    text: "gym after work, work 8:30-4:30, dinner with Alex at 7:30, call Grandma before dinner",
    expect: {
      fixed: {
        Work: ["08:30", "16:30"],
        "Dinner with Alex": ["19:30", "20:30"],
      },
      minutes: {
        Gym: 60,
        "Call Grandma": 30,
      },
      deadline: {
        "Call Grandma": "19:30",
      },
      order: [["Work", "Gym"]],
      allScheduled: true,
      kind: {
        Gym: "habit",
        "Dinner with Alex": "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-126-i-ll-spend",
    lang: "en",
    text: "I'll spend the morning on the report (3h), have lunch at 12:30, then meetings from 2 to 5 and go for a run in the evening",
    expect: {
      fixed: {
        Lunch: ["12:30", "13:30"],
        Meetings: ["14:00", "17:00"],
      },
      minutes: {
        Report: 180,
        "Go for a run": 45,
      },
      order: [
        ["Lunch", "Meetings"],
        ["Lunch", "Go for a run"],
      ],
      part: {
        Report: "morning",
        "Go for a run": "evening",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
        "Go for a run": "habit",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-127-breakfast-yoga-emails",
    lang: "en",
    text: "breakfast at 7, yoga 7:30-8:30, emails, 2 hours on the design doc, lunch with Priya at noon, dentist at 3, dinner",
    options: {
      dayStart: "06:30",
    },
    expect: {
      fixed: {
        Breakfast: ["07:00", "07:30"],
        Yoga: ["07:30", "08:30"],
        "Lunch with Priya": ["12:00", "13:00"],
        Dentist: ["15:00", "16:00"],
      },
      minutes: {
        Emails: 30,
        "Design doc": 120,
        Dinner: 60,
      },
      allScheduled: true,
      kind: {
        Breakfast: "meal",
        Yoga: "habit",
        "Lunch with Priya": "meal",
        Dinner: "meal",
      },
      taskCount: 7,
    },
  },
  {
    id: "en-128-finish-slides-before",
    lang: "en",
    text: "finish slides before the 10am meeting (1h), 10am meeting, after the meeting write the minutes 30 min",
    expect: {
      fixed: {
        Meeting: ["10:00", "11:00"],
      },
      minutes: {
        "Finish slides": 60,
        "Write the minutes": 30,
      },
      deadline: {
        "Finish slides": "10:00",
      },
      order: [["Meeting", "Write the minutes"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-129-call-bank-then",
    lang: "en",
    text: "call the bank at 9, then quickly pay the bills, then 2.5 hours on the tax return, lunch at 1, walk the dog after lunch",
    expect: {
      fixed: {
        "Call the bank": ["09:00", "09:30"],
        Lunch: ["13:00", "14:00"],
      },
      minutes: {
        "Pay the bills": 15,
        "Tax return": 150,
        "Walk the dog": 30,
      },
      order: [
        ["Call the bank", "Pay the bills"],
        ["Pay the bills", "Tax return"],
        ["Lunch", "Walk the dog"],
      ],
      allScheduled: true,
      kind: {
        Lunch: "meal",
        "Walk the dog": "habit",
      },
      taskCount: 5,
      hasBreak: true,
    },
  },
  {
    id: "en-130-sprint-review-retro",
    lang: "en",
    text: "sprint review 11-12, retro 2-3pm, write 3 tickets (1 hour), review PRs 45 min before the retro",
    expect: {
      fixed: {
        "Sprint review": ["11:00", "12:00"],
        Retro: ["14:00", "15:00"],
      },
      minutes: {
        "Write 3 tickets": 60,
        "Review PRs": 45,
      },
      deadline: {
        "Review PRs": "14:00",
      },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-131-mow-lawn-morning",
    lang: "en",
    text: "mow the lawn in the morning, BBQ at 6pm, buy groceries before the BBQ, clean the garage 2h",
    expect: {
      fixed: {
        BBQ: ["18:00", "19:00"],
      },
      minutes: {
        "Mow the lawn": 60,
        "Buy groceries": 45,
        "Clean the garage": 120,
      },
      deadline: {
        "Buy groceries": "18:00",
      },
      part: {
        "Mow the lawn": "morning",
      },
      allScheduled: true,
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-132-busy-monday-standup",
    lang: "en",
    text: "Busy Monday. I have a standup at 9:30 and a client call at 11. I need to finish the Q4 report (about 3 hours) before 5pm. Lunch with Sarah at 12:30. I also want to go to the gym after work and call my mom in the evening.",
    expect: {
      fixed: {
        Standup: ["09:30", "09:45"],
        "Client call": ["11:00", "11:30"],
        "Lunch with Sarah": ["12:30", "13:30"],
      },
      minutes: {
        "Finish the Q4 report": 180,
        "Go to the gym": 60,
        "Call my mom": 30,
      },
      deadline: {
        "Finish the Q4 report": "17:00",
      },
      notBefore: {
        "Go to the gym": "17:00",
      },
      part: {
        "Call my mom": "evening",
      },
      allScheduled: true,
      kind: {
        "Lunch with Sarah": "meal",
        "Go to the gym": "habit",
      },
      taskCount: 6,
    },
  },
  {
    id: "en-133-tomorrow-d-like",
    lang: "en",
    text: "Tomorrow I'd like to wake up at 6:30, go for a 30 minute run, have breakfast, then work on my thesis for 4 hours with breaks, have lunch around 1, and in the afternoon answer emails for half an hour and read for an hour.",
    options: {
      dayStart: "06:30",
    },
    expect: {
      fixed: {
        "Wake up": ["06:30", "06:45"],
        Lunch: ["13:00", "14:00"],
      },
      minutes: {
        "Go for a run": 30,
        Breakfast: 30,
        "Work on my thesis": 240,
        "Answer emails": 30,
        Read: 60,
      },
      order: [
        ["Breakfast", "Work on my thesis"],
        ["Breakfast", "Lunch"],
        ["Breakfast", "Answer emails"],
        ["Breakfast", "Read"],
      ],
      part: {
        "Answer emails": "afternoon",
      },
      allScheduled: true,
      kind: {
        "Go for a run": "habit",
        Breakfast: "meal",
        Lunch: "meal",
      },
      taskCount: 7,
      hasBreak: true,
    },
  },
  {
    id: "en-134-so-much-do",
    lang: "en",
    text: "So much to do: write the proposal (3h), review Tom's PR (45 min), prep slides for Thursday (2h), 1:1 with my manager at 2pm, grocery run, dinner at 7",
    options: {
      dayStart: "09:00",
      dayEnd: "19:00",
    },
    expect: {
      fixed: {
        "1:1 with my manager": ["14:00", "14:30"],
        Dinner: ["19:00", "20:00"],
      },
      minutes: {
        "Write the proposal": 180,
        "Review Tom's PR": 45,
        "Prep slides for Thursday": 120,
        "Grocery run": 45,
      },
      allScheduled: true,
      kind: {
        Dinner: "meal",
      },
      taskCount: 6,
      hasBreak: true,
    },
  },
  {
    id: "en-135-presentation-rehearsal-min",
    lang: "en",
    text: "presentation rehearsal for 90 min before the 2pm pitch, lunch",
    expect: {
      fixed: {
        Pitch: ["14:00", "15:00"],
      },
      minutes: {
        "Presentation rehearsal": 90,
        Lunch: 60,
      },
      deadline: {
        "Presentation rehearsal": "14:00",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-136-review-notes-before",
    lang: "en",
    text: "review notes before my 11am interview, gym",
    expect: {
      fixed: {
        Interview: ["11:00", "12:00"],
      },
      minutes: {
        "Review notes": 60,
        Gym: 60,
      },
      deadline: {
        "Review notes": "11:00",
      },
      allScheduled: true,
      kind: {
        Gym: "habit",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-137-prepare-deck-before",
    lang: "en",
    text: "prepare the deck before the meeting at 3, lunch",
    expect: {
      fixed: {
        Meeting: ["15:00", "16:00"],
      },
      minutes: {
        "Prepare the deck": 60,
        Lunch: 60,
      },
      deadline: {
        "Prepare the deck": "15:00",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-138-meeting-from-call",
    lang: "en",
    text: "meeting from 9:00 to 10:30, call 11 to 11:30, lunch between 1pm and 2pm, review @ 4pm, report by noon (1h), email Bob no later than 5",
    expect: {
      fixed: {
        Meeting: ["09:00", "10:30"],
        Call: ["11:00", "11:30"],
        Lunch: ["13:00", "14:00"],
        Review: ["16:00", "17:00"],
      },
      minutes: {
        Report: 60,
        "Email Bob": 30,
      },
      deadline: {
        Report: "12:00",
        "Email Bob": "17:00",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 6,
      hasBreak: true,
    },
  },
  {
    id: "en-139-write-blog-post",
    lang: "en",
    text: "write blog post 2 hrs, then proofread it 20 mins, then publish 10m",
    expect: {
      minutes: {
        "Write blog post": 120,
        "Proofread it": 20,
        Publish: 10,
      },
      order: [
        ["Write blog post", "Proofread it"],
        ["Proofread it", "Publish"],
      ],
      allScheduled: true,
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "en-140-focus-block-team",
    lang: "en",
    text: "Focus block 9:00 - 11:00, team standup 11:00 - 11:15, lunch 12:30, client presentation 14:00 - 15:00, wrap-up emails 30 min",
    options: {
      dayStart: "08:30",
      dayEnd: "18:00",
    },
    expect: {
      fixed: {
        "Focus block": ["09:00", "11:00"],
        "Team standup": ["11:00", "11:15"],
        Lunch: ["12:30", "13:30"],
        "Client presentation": ["14:00", "15:00"],
      },
      minutes: {
        "Wrap-up emails": 30,
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 5,
      hasBreak: true,
    },
  },
  {
    id: "en-141-am-coffee-with",
    lang: "en",
    text: "at 10am coffee with Mia, at 11.30 hairdresser, at 4 o'clock tea with grandma",
    expect: {
      fixed: {
        "Coffee with Mia": ["10:00", "10:30"],
        Hairdresser: ["11:30", "12:15"],
        "Tea with grandma": ["16:00", "16:30"],
      },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-142-twenty-minutes-stretching",
    lang: "en",
    text: "twenty minutes of stretching, forty-five minutes of piano, two hours of coding, an hour of reading",
    expect: {
      minutes: {
        Stretching: 20,
        Piano: 45,
        Coding: 120,
        Reading: 60,
      },
      allScheduled: true,
      kind: {
        Stretching: "habit",
        Piano: "habit",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-143-vet-appointment-then",
    lang: "en",
    text: "vet appointment at 9, then groceries, laundry and cleaning (2h), cook dinner at 6, film at 8:30",
    expect: {
      fixed: {
        "Vet appointment": ["09:00", "10:00"],
        "Cook dinner": ["18:00", "18:45"],
        Film: ["20:30", "22:30"],
      },
      minutes: {
        Groceries: 45,
        Laundry: 30,
        Cleaning: 120,
      },
      order: [
        ["Vet appointment", "Groceries"],
        ["Vet appointment", "Laundry"],
        ["Vet appointment", "Cleaning"],
      ],
      allScheduled: true,
      taskCount: 6,
      hasBreak: true,
    },
  },
  {
    id: "en-144-cook-dinner-dishes",
    lang: "en",
    text: "work 9-5, cook dinner 1 hour, dinner, dishes",
    expect: {
      fixed: {
        Work: ["09:00", "17:00"],
      },
      minutes: {
        "Cook dinner": 60,
        Dinner: 60,
        Dishes: 15,
      },
      part: {
        "Cook dinner": "evening",
      },
      allScheduled: true,
      kind: {
        Dinner: "meal",
      },
      taskCount: 4,
      hasBreak: true,
      order: [
        ["Cook dinner", "Dinner"],
        ["Dinner", "Dishes"],
      ],
    },
  },
  {
    id: "en-145-cook-lunch-nap-movie",
    lang: "en",
    text: "cook lunch 45 min, lunch, clean up, nap after lunch, watch a movie tonight",
    expect: {
      minutes: {
        "Cook lunch": 45,
        Lunch: 60,
        "Clean up": 60,
        Nap: 30,
        "Watch a movie": 120,
      },
      order: [
        ["Lunch", "Nap"],
        ["Cook lunch", "Lunch"],
      ],
      part: {
        Nap: "afternoon",
        "Watch a movie": "evening",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
        "Watch a movie": "event",
      },
      taskCount: 5,
    },
  },
  {
    id: "en-146-nine-sharp-midday",
    lang: "en",
    text: "meeting at 9 sharp, lunch at midday, call at 5 p.m., class 7-8:30 pm, drinks at 10 tonight",
    expect: {
      fixed: {
        Meeting: ["09:00", "10:00"],
        Lunch: ["12:00", "13:00"],
        Call: ["17:00", "17:30"],
        Class: ["19:00", "20:30"],
        Drinks: ["22:00", "23:00"],
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 5,
    },
  },
  {
    id: "en-147-before-work-before-bed",
    lang: "en",
    text: "gym before work, read before bed, walk after dinner, dinner, homework after school",
    options: {
      dayStart: "06:30",
      dayEnd: "23:00",
    },
    expect: {
      minutes: {
        Gym: 60,
        Read: 30,
        Walk: 30,
        Dinner: 60,
        Homework: 60,
      },
      deadline: {
        Gym: "09:00",
      },
      notBefore: {
        Read: "20:00",
        Homework: "15:30",
      },
      order: [["Dinner", "Walk"]],
      part: {
        Read: "evening",
      },
      allScheduled: true,
      kind: {
        Gym: "habit",
        Walk: "habit",
        Dinner: "meal",
      },
      taskCount: 5,
    },
  },
  {
    id: "en-148-deep-work-on",
    lang: "en",
    text: "Deep work on the API (2h) first thing, then standup at 10:30, then code reviews for an hour, lunch, afternoon: pair with Li from 2 to 3:30, then docs 45m",
    expect: {
      fixed: {
        Standup: ["10:30", "10:45"],
        "Pair with Li": ["14:00", "15:30"],
      },
      minutes: {
        "Deep work on the API": 120,
        "Code reviews": 60,
        Lunch: 60,
        Docs: 45,
      },
      order: [
        ["Deep work on the API", "Standup"],
        ["Standup", "Code reviews"],
        ["Pair with Li", "Docs"],
      ],
      part: {
        "Deep work on the API": "morning",
        Docs: "afternoon",
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 6,
      hasBreak: true,
    },
  },
  {
    id: "en-149-run-k-shower",
    lang: "en",
    text: "7:00 run 5k\n7:45 shower + breakfast\n9:00-12:00 lab\nlunch\n13:30-15:00 lecture\nstudy 2h\ndinner\ncall parents at 20:30",
    options: {
      dayStart: "06:45",
      dayEnd: "23:00",
    },
    expect: {
      fixed: {
        "Run 5k": ["07:00", "07:45"],
        "Shower + breakfast": ["07:45", "08:15"],
        Lab: ["09:00", "12:00"],
        Lecture: ["13:30", "15:00"],
        "Call parents": ["20:30", "21:00"],
      },
      minutes: {
        Lunch: 60,
        Study: 120,
        Dinner: 60,
      },
      allScheduled: true,
      kind: {
        "Run 5k": "habit",
        "Shower + breakfast": "meal",
        Lunch: "meal",
        Dinner: "meal",
      },
      taskCount: 8,
      hasBreak: true,
    },
  },
  {
    id: "en-150-doctor-s-appointment",
    lang: "en",
    text: "I have a doctor's appointment at 10:15 which takes about an hour, after that I need to pick up prescriptions, then work from 12 to 6",
    expect: {
      fixed: {
        "Doctor's appointment": ["10:15", "11:15"],
        Work: ["12:00", "18:00"],
      },
      minutes: {
        "Pick up prescriptions": 30,
      },
      order: [
        ["Doctor's appointment", "Pick up prescriptions"],
        ["Pick up prescriptions", "Work"],
      ],
      allScheduled: true,
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "en-151-prepare-dinner-party",
    lang: "en",
    text: "prepare dinner party: shop for ingredients (1h) in the morning, clean the apartment 2 hours, cook 3 hours before the guests arrive at 7pm, guests at 7pm",
    expect: {
      fixed: {
        Guests: ["19:00", "20:00"],
      },
      minutes: {
        "Shop for ingredients": 60,
        "Clean the apartment": 120,
        Cook: 180,
      },
      deadline: {
        Cook: "19:00",
      },
      part: {
        "Shop for ingredients": "morning",
      },
      allScheduled: true,
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-152-inbox-zero-m",
    lang: "en",
    text: "Inbox zero (30m), 1:1 with Dana at 10, roadmap planning 2.5h, lunch with the team at 12:30, hiring sync at 3pm, update Jira 15m, wrap up at 5:30 for 15 minutes",
    options: {
      dayStart: "08:30",
      dayEnd: "18:00",
    },
    expect: {
      fixed: {
        "1:1 with Dana": ["10:00", "10:30"],
        "Lunch with the team": ["12:30", "13:30"],
        "Hiring sync": ["15:00", "16:00"],
        "Wrap up": ["17:30", "17:45"],
      },
      minutes: {
        "Inbox zero": 30,
        "Roadmap planning": 150,
        "Update Jira": 15,
      },
      allScheduled: true,
      kind: {
        "Lunch with the team": "meal",
      },
      taskCount: 7,
      hasBreak: true,
    },
  },
  {
    id: "en-153-saturday-sleep-until",
    lang: "en",
    text: "Saturday: sleep in until 9, brunch with Jess at 11, farmers market, laundry (2 loads), bike ride 90 min in the afternoon, pizza night at 7",
    options: {
      dayStart: "08:00",
      dayEnd: "23:00",
    },
    expect: {
      fixed: {
        "Sleep in": ["08:00", "09:00"],
        "Brunch with Jess": ["11:00", "12:00"],
        "Pizza night": ["19:00", "20:00"],
      },
      minutes: {
        "Farmers market": 60,
        "Laundry (2 loads)": 30,
        "Bike ride": 90,
      },
      part: {
        "Bike ride": "afternoon",
      },
      allScheduled: true,
      kind: {
        "Brunch with Jess": "meal",
        "Bike ride": "habit",
      },
      taskCount: 6,
      hasBreak: true,
    },
  },
  {
    id: "en-154-meetings-back-back",
    lang: "en",
    text: "3 meetings back to back 9-12, then I need at least 2 hours for the quarterly review before 4pm, plus a 30 min walk",
    expect: {
      fixed: {
        "3 meetings back to back": ["09:00", "12:00"],
      },
      minutes: {
        "Quarterly review": 120,
        Walk: 30,
      },
      deadline: {
        "Quarterly review": "16:00",
      },
      order: [["3 meetings back to back", "Quarterly review"]],
      allScheduled: true,
      kind: {
        Walk: "habit",
      },
      taskCount: 3,
      hasBreak: true,
    },
  },
  {
    id: "en-155-newline-dash-durations",
    lang: "en",
    text: "Write the essay - 2 hours\nRead chapter 5 - 45 mins\nGym - 1 hr\nDinner at 7",
    expect: {
      fixed: {
        Dinner: ["19:00", "20:00"],
      },
      minutes: {
        "Write the essay": 120,
        "Read chapter 5": 45,
        Gym: 60,
      },
      allScheduled: true,
      kind: {
        Gym: "habit",
        Dinner: "meal",
      },
      taskCount: 4,
      hasBreak: true,
    },
  },
  {
    id: "en-156-after-the-gym-shower",
    lang: "en",
    text: "after the gym, shower; gym at 6am; breakfast after shower",
    options: {
      dayStart: "05:30",
    },
    expect: {
      fixed: {
        Gym: ["06:00", "07:00"],
      },
      minutes: {
        Shower: 15,
        Breakfast: 30,
      },
      order: [
        ["Gym", "Shower"],
        ["Shower", "Breakfast"],
      ],
      allScheduled: true,
      kind: {
        Gym: "habit",
        Breakfast: "meal",
      },
      taskCount: 3,
    },
  },
  {
    id: "en-157-before-that-after-yoga",
    lang: "en",
    text: "Yoga class 6-7pm, before that finish the report (90 min) and reply to Tom, after yoga dinner with Ana",
    expect: {
      fixed: {
        "Yoga class": ["18:00", "19:00"],
      },
      minutes: {
        "Finish the report": 90,
        "Reply to Tom": 15,
        "Dinner with Ana": 60,
      },
      deadline: {
        "Finish the report": "18:00",
      },
      order: [["Yoga class", "Dinner with Ana"]],
      allScheduled: true,
      kind: {
        "Yoga class": "habit",
        "Dinner with Ana": "meal",
      },
      taskCount: 4,
    },
  },
  {
    id: "en-158-teach-office-hours-grade",
    lang: "en",
    text: "teach 8-10, office hours 10:30-11:30, lunch, grade papers 3 hours, department meeting 4-5:30, dinner",
    expect: {
      fixed: {
        Teach: ["08:00", "10:00"],
        "Office hours": ["10:30", "11:30"],
        "Department meeting": ["16:00", "17:30"],
      },
      minutes: {
        Lunch: 60,
        "Grade papers": 180,
        Dinner: 60,
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
        Dinner: "meal",
      },
      taskCount: 6,
    },
  },
  {
    id: "en-159-meetings-hour-each",
    lang: "en",
    text: "meetings at 9, 10, 11, 2 and 3 (an hour each), 4 hours of writing, lunch, gym, dinner",
    options: {
      dayStart: "08:00",
      dayEnd: "19:00",
    },
    expect: {
      minutes: {
        Writing: 225,
        Lunch: 60,
        Dinner: 60,
      },
      unscheduled: ["Writing", "Gym"],
      kind: {
        Lunch: "meal",
        Gym: "habit",
        Dinner: "meal",
      },
      taskCount: 9,
      hasBreak: true,
    },
  },
  {
    id: "en-160-meeting-over-lunch",
    lang: "en",
    text: "meeting 11:30-13:30, lunch, 1.5 hours of reading",
    expect: {
      fixed: {
        Meeting: ["11:30", "13:30"],
      },
      minutes: {
        Lunch: 60,
        Reading: 90,
      },
      allScheduled: true,
      kind: {
        Lunch: "meal",
      },
      taskCount: 3,
    },
  },
  // Reviewer's held-out style cases (each expectation decided before the run).
  {
    id: "en-rev-01-dot-time-am",
    lang: "en",
    text: "dentist 9.30am, groceries, 2 hrs on taxes",
    expect: {
      fixed: { Dentist: ["09:30", "10:30"] },
      minutes: { Taxes: 120, Groceries: 45 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-02-asap-first",
    lang: "en",
    text: "finish report asap (2 hours), team lunch at 1, pick up kids at 3:30",
    expect: {
      fixed: { "Team lunch": ["13:00", "14:00"], "Pick up kids": ["15:30", "16:00"] },
      minutes: { "Finish report": 120 },
      deadline: { "Finish report": "12:00" },
      kind: { "Team lunch": "meal" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-03-first-thing-then-tonight",
    lang: "en",
    text: "first thing: reply to emails. then 3 hours deep work. yoga tonight",
    expect: {
      minutes: { "Reply to emails": 30, "Deep work": 180, Yoga: 60 },
      order: [["Reply to emails", "Deep work"]],
      part: { Yoga: "evening", "Reply to emails": "morning" },
      hasBreak: true,
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-04-eod",
    lang: "en",
    text: "send invoice by EOD, prep slides for an hour, 1:1 with boss at 11",
    expect: {
      fixed: { "1:1 with boss": ["11:00", "11:30"] },
      minutes: { "Send invoice": 15, "Prep slides": 60 },
      deadline: { "Send invoice": "17:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-05-dash-bullets-few-minutes",
    lang: "en",
    text: "- standup 9:15\n- code review 45m\n- lunch\n- write tests couple of hours\n- call plumber few minutes",
    expect: {
      fixed: { Standup: ["09:15", "09:30"] },
      minutes: { "Code review": 45, "Call plumber": 5, "Write tests": 120, Lunch: 60 },
      kind: { Lunch: "meal" },
      allScheduled: true,
      taskCount: 5,
    },
  },
  {
    id: "en-rev-06-this-morning-then-afternoon",
    lang: "en",
    text: "this morning I need to do the laundry and clean the kitchen, then an hour of piano in the afternoon",
    expect: {
      minutes: { "Do the laundry": 30, "Clean the kitchen": 60, Piano: 60 },
      part: { "Do the laundry": "morning", "Clean the kitchen": "morning", Piano: "afternoon" },
      order: [["Clean the kitchen", "Piano"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-07-quarter-to-then-then",
    lang: "en",
    text: "Doctor's appointment at quarter to ten, then pharmacy, then work on the thesis for 3 hours",
    expect: {
      fixed: { "Doctor's appointment": ["09:45", "10:45"] },
      minutes: { Pharmacy: 30, "Work on the thesis": 180 },
      order: [
        ["Doctor's appointment", "Pharmacy"],
        ["Pharmacy", "Work on the thesis"],
      ],
      hasBreak: true,
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-08-until-with-now",
    lang: "en",
    text: "work on budget until 11, then meeting 11-12, lunch, afternoon: code for 4 hours",
    options: { now: "09:00" },
    expect: {
      fixed: { "Work on budget": ["09:00", "11:00"], Meeting: ["11:00", "12:00"] },
      minutes: { Lunch: 60, Code: 240 },
      part: { Code: "afternoon" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-09-interview-afterwards-before",
    lang: "en",
    text: "interview at 2pm (1 hour), send thank-you note afterwards, prep for the interview 1h before",
    expect: {
      fixed: { Interview: ["14:00", "15:00"] },
      minutes: { "Prep for the interview": 60, "Send thank-you note": 15 },
      deadline: { "Prep for the interview": "14:00" },
      order: [["Interview", "Send thank-you note"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-10-homework-after-school-run",
    lang: "en",
    text: "school run 8:15, help with homework after school, cook dinner",
    expect: {
      fixed: { "School run": ["08:15", "08:45"] },
      minutes: { "Help with homework": 60, "Cook dinner": 45 },
      notBefore: { "Help with homework": "15:30" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-11-in-between-label",
    lang: "en",
    text: "meetings 9-10 and 4-5, in between: answer emails and write the newsletter (2h)",
    expect: {
      fixed: { Meetings: ["09:00", "10:00"] },
      minutes: { "Answer emails": 30, "Write the newsletter": 120 },
      notBefore: { "Answer emails": "10:00", "Write the newsletter": "10:00" },
      deadline: { "Answer emails": "16:00", "Write the newsletter": "16:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-12-em-dash-rehearse-before-it",
    lang: "en",
    text: "Presentation at 16:00 — need to rehearse 1.5h before it, plus lunch and a 45m call at 11",
    expect: {
      fixed: { Call: ["11:00", "11:45"], Presentation: ["16:00", "17:00"] },
      minutes: { Rehearse: 90, Lunch: 60 },
      deadline: { Rehearse: "16:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-13-overbooked-narrow",
    lang: "en",
    text: "overbooked: 5h coding, 4h writing, 3h meetings prep, 2h email, lunch",
    options: { dayStart: "09:00", dayEnd: "18:00" },
    expect: {
      minutes: { Lunch: 60 },
      unscheduled: ["Meetings prep", "Email", "Writing"],
      hasBreak: true,
      taskCount: 5,
    },
  },
  {
    id: "en-rev-14-now-deadline",
    lang: "en",
    text: "call mum at 9pm, finish essay by 6pm (3 hours), laundry",
    options: { now: "13:00" },
    expect: {
      fixed: { "Call mum": ["21:00", "21:30"] },
      minutes: { "Finish essay": 180, Laundry: 30 },
      deadline: { "Finish essay": "18:00" },
      notBefore: { "Finish essay": "13:00", Laundry: "13:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-15-till-lunch",
    lang: "en",
    text: "standup at 9 then deep work till lunch then lunch then meetings from 2 to 4",
    expect: {
      fixed: { Standup: ["09:00", "09:15"], Meetings: ["14:00", "16:00"] },
      minutes: { "Deep work": 130, Lunch: 60 },
      order: [
        ["Standup", "Deep work"],
        ["Deep work", "Lunch"],
      ],
      deadline: { "Deep work": "12:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-16-before-9-early-window",
    lang: "en",
    text: "tax return 2h before 9",
    options: { dayStart: "06:00" },
    expect: { minutes: { "Tax return": 120 }, deadline: { "Tax return": "09:00" }, allScheduled: true, taskCount: 1 },
  },
  {
    id: "en-rev-17-each",
    lang: "en",
    text: "Write 3 chapters - 1h each",
    expect: { minutes: { "Write 3 chapters": 180 }, allScheduled: true, taskCount: 1 },
  },
  {
    id: "en-rev-18-itll-take",
    lang: "en",
    text: "Finish the contract review before noon, it'll take about 3 hours, and I have a call at 10",
    expect: {
      fixed: { Call: ["10:00", "10:30"] },
      minutes: { "Finish the contract review": 180 },
      deadline: { "Finish the contract review": "12:00" },
      allScheduled: true,
      taskCount: 2,
    },
  },
  {
    id: "en-rev-19-pm-lowercase-evening",
    lang: "en",
    text: "lunch at 12:30 with Ben, coffee with Ana at 4:15pm, 2h of reading in the evening",
    expect: {
      fixed: { "Lunch with Ben": ["12:30", "13:30"], "Coffee with Ana": ["16:15", "16:45"] },
      minutes: { Reading: 120 },
      part: { Reading: "evening" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-20-dinner-party-guests",
    lang: "en",
    text: "prep dinner party: shopping 1hr, cleaning 2 hrs, cooking 3 hours, guests at 7pm",
    expect: {
      fixed: { Guests: ["19:00", "20:00"] },
      minutes: { Shopping: 60, Cleaning: 120, Cooking: 180 },
      deadline: { Shopping: "19:00", Cleaning: "19:00", Cooking: "19:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-21-part-labels",
    lang: "en",
    text: "Morning: run 5k. Afternoon: grocery shopping, meal prep 2h. Evening: read",
    expect: {
      minutes: { "Run 5k": 45, "Grocery shopping": 45, "Meal prep": 120, Read: 30 },
      part: { "Run 5k": "morning", "Grocery shopping": "afternoon", "Meal prep": "afternoon", Read: "evening" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-22-lunch-before-webinar",
    lang: "en",
    text: "webinar 13:00-14:30, then write summary (30 min), lunch before the webinar",
    expect: {
      fixed: { Webinar: ["13:00", "14:30"] },
      minutes: { Lunch: 60, "Write summary": 30 },
      order: [["Webinar", "Write summary"]],
      deadline: { Lunch: "13:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-23-at-a-time",
    lang: "en",
    text: "3 hours of studying, but only 1.5h at a time",
    expect: { minutes: { Studying: 180 }, hasBreak: true, allScheduled: true, taskCount: 1 },
  },
  {
    id: "en-rev-24-narrow-window",
    lang: "en",
    text: "emails 30m, code 6h",
    options: { dayStart: "09:00", dayEnd: "13:00" },
    expect: { minutes: { Emails: 30 }, unscheduled: ["Code"], taskCount: 2 },
  },
  {
    id: "en-rev-25-before-my-4pm-with",
    lang: "en",
    text: "Tuesday looks packed: 9am standup (15 min), 10am-12pm design sprint, lunch w/ Priya at 12:30, then I need to squeeze in 2 hours on the roadmap doc and 30 mins of Slack catch-up before my 4pm with the VP",
    expect: {
      fixed: {
        Standup: ["09:00", "09:15"],
        "Design sprint": ["10:00", "12:00"],
        "Lunch w/ Priya": ["12:30", "13:30"],
        "Meeting with the VP": ["16:00", "17:00"],
      },
      minutes: { "Slack catch-up": 30, "Roadmap doc": 120 },
      deadline: { "Slack catch-up": "16:00" },
      allScheduled: true,
      taskCount: 6,
    },
  },
  {
    id: "en-rev-26-late-now-overbooked",
    lang: "en",
    text: "Study for exam 4 hours, gym 1hr, lunch, dinner",
    options: { now: "15:00" },
    expect: {
      minutes: { "Study for exam": 240 },
      notBefore: { "Study for exam": "15:00", Lunch: "15:00" },
      unscheduled: ["Gym"],
      taskCount: 4,
    },
  },
  {
    id: "en-rev-27-each-in-parens",
    lang: "en",
    text: "write cover letter 1h, apply to 3 jobs (20 min each), lunch at 1",
    options: { dayStart: "10:00", dayEnd: "16:00" },
    expect: {
      fixed: { Lunch: ["13:00", "14:00"] },
      minutes: { "Write cover letter": 60, "Apply to 3 jobs": 60 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-28-early-run-then",
    lang: "en",
    text: "Run at 6:30am, then shower and breakfast, work on app 8 hours",
    options: { dayStart: "06:00", dayEnd: "20:00" },
    expect: {
      fixed: { Run: ["06:30", "07:15"] },
      minutes: { Shower: 15, Breakfast: 30, "Work on app": 480 },
      order: [
        ["Run", "Shower"],
        ["Run", "Breakfast"],
      ],
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-29-morning-and-evening-sessions",
    lang: "en",
    text: "study spanish 45m in the morning and 45m in the evening",
    expect: { minutes: { "Study spanish": 90 }, allScheduled: true, taskCount: 2 },
  },
  {
    id: "en-rev-30-beforehand-afterwards",
    lang: "en",
    text: "pitch meeting at 11:00, polish pitch deck beforehand (1h), celebrate afterwards",
    expect: {
      fixed: { "Pitch meeting": ["11:00", "12:00"] },
      minutes: { "Polish pitch deck": 60, Celebrate: 60 },
      deadline: { "Polish pitch deck": "11:00" },
      order: [["Pitch meeting", "Celebrate"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-31-now-between-zooms",
    lang: "en",
    text: "zoom at 9:00, zoom at 9:30, emails 1h",
    options: { now: "09:10" },
    expect: {
      fixed: { Zoom: ["09:00", "09:30"] },
      minutes: { Emails: 60 },
      notBefore: { Emails: "09:10" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-32-ship-by-5",
    lang: "en",
    text: "1-on-1 at 2:30pm for 30 minutes, code review 1 hr, write docs 1h 30m, ship release by 5pm",
    expect: {
      fixed: { "1-on-1": ["14:30", "15:00"] },
      minutes: { "Code review": 60, "Write docs": 90, "Ship release": 60 },
      deadline: { "Ship release": "17:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-33-cook-dinner-dishes",
    lang: "en",
    text: "grocery run 30mins, cook 1hr, eat dinner at 7, wash dishes after dinner",
    expect: {
      fixed: { Dinner: ["19:00", "20:00"] },
      minutes: { "Grocery run": 30, Cook: 60, "Wash dishes": 15 },
      deadline: { Cook: "19:00" },
      order: [["Dinner", "Wash dishes"]],
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-34-volunteer-then-study",
    lang: "en",
    text: "volunteer shift 10 to 2, then study 3 hours",
    expect: {
      fixed: { "Volunteer shift": ["10:00", "14:00"] },
      minutes: { Study: 180 },
      order: [["Volunteer shift", "Study"]],
      allScheduled: true,
      taskCount: 2,
    },
  },
  {
    id: "en-rev-35-meditation-2x90",
    lang: "en",
    text: "meditation 15m first thing, standup 9:00, deep work 2x90min, lunch 12-1",
    expect: {
      fixed: { Standup: ["09:00", "09:15"], Lunch: ["12:00", "13:00"] },
      minutes: { Meditation: 15, "Deep work": 180 },
      part: { Meditation: "morning" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-36-now-after-event",
    lang: "en",
    text: "presentation at 10am sharp, dinner at 7pm, 5 hours of coding",
    options: { now: "11:30" },
    expect: {
      fixed: { Presentation: ["10:00", "11:00"], Dinner: ["19:00", "20:00"] },
      minutes: { Coding: 300 },
      notBefore: { Coding: "11:30" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-37-12pm-call-afternoon-gym",
    lang: "en",
    text: "lunch 1:30-2:30pm, call at 12pm, gym in the afternoon",
    expect: {
      fixed: { Call: ["12:00", "12:30"], Lunch: ["13:30", "14:30"] },
      minutes: { Gym: 60 },
      part: { Gym: "afternoon" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-38-evening-window",
    lang: "en",
    text: "write 2h, read 1h, call 30m",
    options: { dayStart: "20:00", dayEnd: "23:00" },
    expect: { minutes: { Write: 120, Call: 30 }, notBefore: { Write: "20:00" }, unscheduled: ["Read"], taskCount: 3 },
  },
  {
    id: "en-rev-39-conflict-90min",
    lang: "en",
    text: "meeting with Jen at 3 for 90 min, meeting with Raj at 4",
    expect: {
      fixed: { "Meeting with Jen": ["15:00", "16:30"], "Meeting with Raj": ["16:00", "17:00"] },
      conflicts: ["Meeting with Jen", "Meeting with Raj"],
      allScheduled: true,
      taskCount: 2,
    },
  },
  {
    id: "en-rev-40-gym-before-8",
    lang: "en",
    text: "gym 1h before 8am",
    options: { dayStart: "06:00" },
    expect: { minutes: { Gym: 60 }, deadline: { Gym: "08:00" }, allScheduled: true, taskCount: 1 },
  },
  {
    id: "en-rev-41-all-before-5pm",
    lang: "en",
    text: "clean apartment 2h, laundry, take out trash, grocery shopping 1hr, cook meal prep 2h, all before 5pm",
    expect: {
      minutes: {
        "Clean apartment": 120,
        Laundry: 30,
        "Take out trash": 15,
        "Grocery shopping": 60,
        "Cook meal prep": 120,
      },
      deadline: {
        "Clean apartment": "17:00",
        Laundry: "17:00",
        "Take out trash": "17:00",
        "Grocery shopping": "17:00",
        "Cook meal prep": "17:00",
      },
      allScheduled: true,
      taskCount: 5,
    },
  },
  {
    id: "en-rev-42-in-between-lunch",
    lang: "en",
    text: "meetings 10-11 and 2-3, in between: answer emails (30m) and lunch",
    expect: {
      fixed: { Meetings: ["10:00", "11:00"] },
      minutes: { "Answer emails": 30, Lunch: 60 },
      notBefore: { "Answer emails": "11:00", Lunch: "11:00" },
      deadline: { "Answer emails": "14:00", Lunch: "14:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-43-rest-of-the-day",
    lang: "en",
    text: "standup @ 9, retro @ 4:30pm, code the rest of the day",
    expect: {
      fixed: { Standup: ["09:00", "09:15"], Retro: ["16:30", "17:30"] },
      kind: { Code: "task" },
      hasBreak: true,
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-44-before-it-closes",
    lang: "en",
    text: "go to the bank before it closes at 2, lunch, 1h of admin",
    expect: {
      minutes: { "Go to the bank": 45, Admin: 60, Lunch: 60 },
      deadline: { "Go to the bank": "14:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-45-bare-hours-in-a-timed-list",
    lang: "en",
    text: "Mon: gym 6am, breakfast 7, work 8:30 to 5:30, dinner 7",
    options: { dayStart: "05:30", dayEnd: "23:00" },
    expect: {
      fixed: {
        Gym: ["06:00", "07:00"],
        Breakfast: ["07:00", "07:30"],
        Work: ["08:30", "17:30"],
        Dinner: ["19:00", "20:00"],
      },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-46-couple-hours",
    lang: "en",
    text: "paint the fence couple hours, wash car 45 mins, BBQ at 5",
    expect: {
      fixed: { BBQ: ["17:00", "18:00"] },
      minutes: { "Paint the fence": 120, "Wash car": 45 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-47-so-i-need-to",
    lang: "en",
    text: "I've got a presentation at 2 so I need to practice it for an hour beforehand and then after the presentation I'd like to go for a walk",
    expect: {
      fixed: { Presentation: ["14:00", "15:00"] },
      minutes: { "Practice it": 60, "Go for a walk": 30 },
      deadline: { "Practice it": "14:00" },
      order: [["Presentation", "Go for a walk"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-48-between-window",
    lang: "en",
    text: "Laundry (45 min), vacuuming (30mins), call the electrician between 9 and 11, cook dinner at 6.30pm",
    expect: {
      fixed: { "Cook dinner": ["18:30", "19:15"] },
      minutes: { Laundry: 45, "Call the electrician": 30, Vacuuming: 30 },
      notBefore: { "Call the electrician": "09:00" },
      deadline: { "Call the electrician": "11:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-49-prep-for-it-after-it",
    lang: "en",
    text: "meeting 2-3pm, prep for it 30 min, debrief 15 min after it",
    expect: {
      fixed: { Meeting: ["14:00", "15:00"] },
      minutes: { "Prep for it": 30, Debrief: 15 },
      deadline: { "Prep for it": "14:00" },
      order: [["Meeting", "Debrief"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-50-label-constraints",
    lang: "en",
    text: "by 10am: call bank, book dentist. after lunch: groceries, post office. lunch 1pm",
    expect: {
      fixed: { Lunch: ["13:00", "14:00"] },
      minutes: { "Call bank": 30, "Book dentist": 15, Groceries: 45, "Post office": 45 },
      deadline: { "Call bank": "10:00", "Book dentist": "10:00" },
      notBefore: { Groceries: "14:00", "Post office": "14:00" },
      allScheduled: true,
      taskCount: 5,
    },
  },
  {
    id: "en-rev-51-rest-of-the-morning",
    lang: "en",
    text: "meeting 9-10, then write the rest of the morning",
    expect: {
      fixed: { Meeting: ["09:00", "10:00"] },
      part: { Write: "morning" },
      notBefore: { Write: "10:00" },
      allScheduled: true,
      taskCount: 2,
    },
  },
  {
    id: "en-rev-52-uppercase",
    lang: "en",
    text: "CALL CLIENT AT 10AM, REVIEW BUDGET 2 HOURS, LUNCH",
    expect: {
      fixed: { "CALL CLIENT": ["10:00", "10:30"] },
      minutes: { LUNCH: 60, "REVIEW BUDGET": 120 },
      kind: { LUNCH: "meal" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-53-second-piece-earlier-gap",
    lang: "en",
    text: "call at 9:45, call at 11:30, deep work 3h",
    expect: {
      fixed: { Call: ["09:45", "10:15"] },
      minutes: { "Deep work": 180 },
      // The fewest pieces (issue 16 item 4): two of 90, not 90 + 60 + 30 around the calls.
      pieces: { "Deep work": 2 },
      deadline: { "Deep work": "14:30" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-54-thank-you-after-interview",
    lang: "en",
    text: "job interview at 10am, send a thank you email to the recruiter, gym",
    expect: {
      fixed: { "Job interview": ["10:00", "11:00"] },
      minutes: { Gym: 60, "Send a thank you email to the recruiter": 30 },
      order: [["Job interview", "Send a thank you email to the recruiter"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-55-all-morning",
    lang: "en",
    text: "focus on the thesis all morning, lunch at 1, then meetings 2-4",
    expect: {
      fixed: { Lunch: ["13:00", "14:00"], Meetings: ["14:00", "16:00"] },
      part: { "Focus on the thesis": "morning" },
      hasBreak: true,
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-56-bullets-timed-day",
    lang: "en",
    text: "Today:\n- 8:30 school drop-off\n- 9-12 work on the grant\n- 12:30 lunch w/ Sara\n- 2pm-3:30pm lab meeting\n- pick up kids 3:45\n- dinner\n- call grandma after dinner",
    expect: {
      fixed: {
        "School drop-off": ["08:30", "09:00"],
        "Work on the grant": ["09:00", "12:00"],
        "Lunch w/ Sara": ["12:30", "13:30"],
        "Lab meeting": ["14:00", "15:30"],
        "Pick up kids": ["15:45", "16:15"],
      },
      minutes: { Dinner: 60, "Call grandma": 30 },
      order: [["Dinner", "Call grandma"]],
      allScheduled: true,
      taskCount: 7,
    },
  },
  {
    id: "en-rev-57-then-chain-ranges",
    lang: "en",
    text: "i have class 9 to 12 then lunch then work 1 to 6 then gym",
    expect: {
      fixed: { Class: ["09:00", "12:00"], Work: ["13:00", "18:00"] },
      minutes: { Lunch: 60, Gym: 60 },
      order: [["Work", "Gym"]],
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-58-before-the-3pm-meeting",
    lang: "en",
    text: "finish the pitch deck before the 3pm meeting, meeting at 3, then drinks at 6",
    expect: {
      fixed: { Meeting: ["15:00", "16:00"], Drinks: ["18:00", "19:00"] },
      minutes: { "Finish the pitch deck": 60 },
      deadline: { "Finish the pitch deck": "15:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-59-after-the-dentist",
    lang: "en",
    text: "dentist at 8:00, breakfast after the dentist, 2h of gardening before lunch, lunch at 1",
    expect: {
      fixed: { Dentist: ["08:00", "09:00"], Lunch: ["13:00", "14:00"] },
      minutes: { Breakfast: 30, Gardening: 120 },
      order: [["Dentist", "Breakfast"]],
      deadline: { Gardening: "13:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-60-morning-outside-window",
    lang: "en",
    text: "laundry in the morning, read in the afternoon, walk in the evening",
    options: { dayStart: "13:00", dayEnd: "21:00" },
    expect: {
      minutes: { Read: 30, Walk: 30 },
      part: { Read: "afternoon", Walk: "evening" },
      unscheduled: ["Laundry"],
      taskCount: 3,
    },
  },
  {
    id: "en-rev-61-semicolons",
    lang: "en",
    text: "Emails (30m); Planning (1h); Meeting 11:00-12:30; Lunch; Deep work (3h)",
    expect: {
      fixed: { Meeting: ["11:00", "12:30"] },
      minutes: { Emails: 30, Planning: 60, "Deep work": 180, Lunch: 60 },
      hasBreak: true,
      allScheduled: true,
      taskCount: 5,
    },
  },
  {
    id: "en-rev-62-study-before-the-doctor",
    lang: "en",
    text: "3pm doctor, 4:30pm haircut, 6pm dinner with Jo, 2 hours of study before the doctor",
    expect: {
      fixed: { Doctor: ["15:00", "16:00"], Haircut: ["16:30", "17:15"], "Dinner with Jo": ["18:00", "19:00"] },
      minutes: { Study: 120 },
      deadline: { Study: "15:00" },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-63-nothing-at-3am",
    lang: "en",
    text: "at 3 pick up the kids, at 3am nothing",
    expect: { fixed: { "Pick up the kids": ["15:00", "15:30"] }, allScheduled: true, taskCount: 1 },
  },
  {
    id: "en-rev-64-before-after-dinner-labels",
    lang: "en",
    text: "Dinner at 7:30. Before dinner: bath for the kids (30 min) and tidy up (20 min). After dinner: read a story",
    expect: {
      fixed: { Dinner: ["19:30", "20:30"] },
      minutes: { "Bath for the kids": 30, "Tidy up": 20, "Read a story": 30 },
      deadline: { "Bath for the kids": "19:30", "Tidy up": "19:30" },
      order: [["Dinner", "Read a story"]],
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-65-each-prs",
    lang: "en",
    text: "review 10 PRs (10 min each), triage bugs for 45 mins, 2pm-2:30pm sync",
    expect: {
      fixed: { Sync: ["14:00", "14:30"] },
      minutes: { "Review 10 PRs": 100 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-66-then-tilde",
    lang: "en",
    text: "coffee w/ Leah @ 8:30am, then standup @ 9:15, then heads down coding ~3h",
    expect: {
      fixed: { "Coffee w/ Leah": ["08:30", "09:00"], Standup: ["09:15", "09:30"] },
      minutes: { "Heads down coding": 180 },
      order: [["Standup", "Heads down coding"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-67-deadline-passed",
    lang: "en",
    text: "Email the landlord by 9am",
    options: { now: "10:00" },
    expect: { unscheduled: ["Email the landlord"], taskCount: 1 },
  },
  {
    id: "en-rev-68-bed-by-10",
    lang: "en",
    text: "dentist 2-3pm; pick up dry cleaning before 6; cook dinner 45 min; bed by 10",
    options: { dayEnd: "23:00" },
    expect: {
      fixed: { Dentist: ["14:00", "15:00"] },
      minutes: { "Pick up dry cleaning": 30, "Cook dinner": 45 },
      deadline: { "Pick up dry cleaning": "18:00", "Cook dinner": "22:00" },
      taskCount: 3,
      allScheduled: true,
    },
  },
  {
    id: "en-rev-69-bed-11-caps-the-evening",
    lang: "en",
    text: "Mon: gym 6am, breakfast 7, work 8:30 to 5:30, dinner 7, bed 11, read 2h",
    options: { dayStart: "05:30", dayEnd: "23:59" },
    expect: {
      fixed: {
        Gym: ["06:00", "07:00"],
        Breakfast: ["07:00", "07:30"],
        Work: ["08:30", "17:30"],
        Dinner: ["19:00", "20:00"],
      },
      minutes: { Read: 120 },
      deadline: { Read: "23:00" },
      allScheduled: true,
      taskCount: 5,
    },
  },
  {
    id: "en-rev-70-ish",
    lang: "en",
    text: "call Jo at 5ish, dinner around 8ish, gym",
    expect: {
      fixed: { "Call Jo": ["17:00", "17:30"], Dinner: ["20:00", "21:00"] },
      minutes: { Gym: 60 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-71-spend-the-afternoon-at",
    lang: "en",
    text: "sleep til 9, then breakfast, then spend the afternoon at the museum, dinner at 7:30",
    expect: {
      fixed: { Sleep: ["08:00", "09:00"], Dinner: ["19:30", "20:30"] },
      part: { Museum: "afternoon" },
      order: [["Breakfast", "Museum"]],
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-72-meds-three-times",
    lang: "en",
    text: "Take meds at 8am, 2pm and 8pm",
    expect: { fixed: { "Take meds": ["08:00", "08:05"] }, taskCount: 3, allScheduled: true },
  },
  {
    id: "en-rev-73-until-11-after-evening",
    lang: "en",
    text: "study from 2 to 4, gym from 5 to 6:30, read until 11",
    options: { dayEnd: "23:30" },
    expect: { fixed: { Read: ["18:30", "23:00"] }, allScheduled: true, taskCount: 3 },
  },
  {
    id: "en-rev-74-routine-then-until",
    lang: "en",
    text: "Morning routine (1h), then emails until 10, standup 10:00-10:15, coding until lunch, lunch 12:30, code review after lunch 1h",
    expect: {
      fixed: { Emails: ["09:00", "10:00"] },
      minutes: { "Morning routine": 60, Coding: 105, "Code review": 60 },
      deadline: { "Morning routine": "09:00", Coding: "12:30" },
      notBefore: { "Code review": "13:30" },
      allScheduled: true,
      taskCount: 6,
    },
  },
  {
    id: "en-rev-75-x2-each",
    lang: "en",
    text: "tidy up 15 min, hoover 30 min, mop 20min, laundry x2 (1h each)",
    expect: { minutes: { "Laundry x2": 120 }, allScheduled: true, taskCount: 4 },
  },
  {
    id: "en-rev-76-notes-afterwards-15-min",
    lang: "en",
    text: "call with the US team at 5pm for an hour, prepare agenda 20 min before the call, write notes afterwards 15 min",
    expect: {
      fixed: { "Call with the US team": ["17:00", "18:00"] },
      minutes: { "Prepare agenda": 20, "Write notes": 15 },
      deadline: { "Prepare agenda": "17:00" },
      order: [["Call with the US team", "Write notes"]],
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-77-all-in-the-evening",
    lang: "en",
    text: "practice guitar 30 min, practice piano 30 min, practice singing 30 min, all in the evening",
    expect: {
      minutes: { "Practice guitar": 30, "Practice piano": 30, "Practice singing": 30 },
      part: { "Practice guitar": "evening", "Practice piano": "evening", "Practice singing": "evening" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-78-am-with-a-space",
    lang: "en",
    text: "Finish the deck by 11 am - 2.5h, call the CFO 11:30",
    options: { now: "08:30" },
    expect: {
      fixed: { "Call the CFO": ["11:30", "12:00"] },
      minutes: { "Finish the deck": 135 },
      deadline: { "Finish the deck": "11:00" },
      unscheduled: ["Finish the deck"],
      taskCount: 2,
    },
  },
  {
    id: "en-rev-79-call-at-10-am",
    lang: "en",
    text: "call the dentist at 10 am, team lunch at 12 pm, write the report 2 hours",
    expect: {
      fixed: { "Call the dentist": ["10:00", "10:30"], "Team lunch": ["12:00", "13:00"] },
      minutes: { "Write the report": 120 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-rev-80-homework-after-swimming",
    lang: "en",
    text: "school pickup at 3:15 and then swimming lessons 4-5, homework after swimming, dinner at 6:30",
    expect: {
      fixed: {
        "School pickup": ["15:15", "15:45"],
        "Swimming lessons": ["16:00", "17:00"],
        Dinner: ["18:30", "19:30"],
      },
      minutes: { Homework: 60 },
      order: [["Swimming lessons", "Homework"]],
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-81-dotted-pm-and-12-noon",
    lang: "en",
    text: "call at 3 pm, meeting 9 a.m., workshop from 2 p.m. to 4 p.m., lunch 12 noon",
    expect: {
      fixed: {
        Meeting: ["09:00", "10:00"],
        Lunch: ["12:00", "13:00"],
        Workshop: ["14:00", "16:00"],
        Call: ["15:00", "15:30"],
      },
      conflicts: ["Workshop", "Call"],
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-82-mixed-units",
    lang: "en",
    text: "coffee 10am-10:30am, 1 h 30 min reading, 1hr30 writing, 2hrs 15mins coding",
    expect: {
      fixed: { Coffee: ["10:00", "10:30"] },
      minutes: { Reading: 90, Writing: 90, Coding: 135 },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-83-then-timed-and",
    lang: "en",
    text: "work 9-3, then pick up the kids at 3:30 and help with homework, dinner",
    expect: {
      fixed: { Work: ["09:00", "15:00"], "Pick up the kids": ["15:30", "16:00"] },
      minutes: { "Help with homework": 60, Dinner: 60 },
      order: [["Pick up the kids", "Help with homework"]],
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-rev-84-commute-before-office",
    lang: "en",
    text: "yoga 7-8am, shower, breakfast, commute 30 min, office at 9",
    options: { dayStart: "06:30" },
    expect: {
      fixed: { Yoga: ["07:00", "08:00"], Office: ["09:00", "10:00"] },
      minutes: { Commute: 30, Shower: 15, Breakfast: 30 },
      deadline: { Commute: "09:00" },
      allScheduled: true,
      taskCount: 5,
      notBefore: { Commute: "08:00", Breakfast: "08:00" },
    },
  },
  {
    id: "en-rev-85-prep-for-2pm-call",
    lang: "en",
    text: "need to: finish slides (1.5h), review budget (45 mins), prep for 2pm client call, client call 2pm-3pm, gym",
    expect: {
      fixed: { "Client call": ["14:00", "15:00"] },
      minutes: { "Finish slides": 90, "Review budget": 45, "Prep for client call": 30, Gym: 60 },
      deadline: { "Prep for client call": "14:00" },
      taskCount: 5,
      allScheduled: true,
    },
  },
  {
    id: "en-rev-86-free-after-2pm",
    lang: "en",
    text: "I'm free after 2pm. Write 2 blog posts (1 hour each), edit video 2h",
    expect: {
      minutes: { "Write 2 blog posts": 120 },
      notBefore: { "Write 2 blog posts": "14:00", "Edit video": "14:00" },
      taskCount: 2,
      allScheduled: true,
    },
  },
  {
    id: "en-rev-87-meal-bare-hours",
    lang: "en",
    text: "breakfast 8, lunch 1, dinner 7, read 1h",
    options: { dayStart: "07:00" },
    expect: {
      fixed: { Breakfast: ["08:00", "08:30"], Lunch: ["13:00", "14:00"], Dinner: ["19:00", "20:00"] },
      minutes: { Read: 60 },
      allScheduled: true,
      taskCount: 4,
    },
  },
  {
    id: "en-ed2-01-landing-example",
    lang: "en",
    text: "Standup at 9:30, then about 90 minutes on the quarterly report. Answer emails before lunch with Sam at 12:30. Review Ana's designs for an hour, gym after work, and call Mom in the evening.",
    options: { date: "2026-11-24", dayStart: "07:00", dayEnd: "22:00", workStart: "09:00", workEnd: "17:00" },
    expect: {
      fixed: { Standup: ["09:30", "09:45"], "Lunch with Sam": ["12:30", "13:30"] },
      minutes: { "Quarterly report": 90, "Answer emails": 30, "Review Ana's designs": 60, Gym: 60, "Call Mom": 30 },
      order: [
        ["Standup", "Quarterly report"],
        ["Answer emails", "Lunch with Sam"],
      ],
      deadline: { "Answer emails": "12:30", "Review Ana's designs": "17:00" },
      notBefore: { "Review Ana's designs": "09:00", "Answer emails": "09:00", Gym: "17:00" },
      part: { "Call Mom": "evening" },
      kind: { "Lunch with Sam": "meal" },
      hasBreak: true,
      allScheduled: true,
      taskCount: 7,
    },
  },
  {
    id: "en-ed2-02-before-dinner-with-time",
    lang: "en",
    text: "tidy the flat 45 min before dinner with Jo at 7pm",
    expect: {
      fixed: { "Dinner with Jo": ["19:00", "20:00"] },
      minutes: { "Tidy the flat": 45 },
      deadline: { "Tidy the flat": "19:00" },
      allScheduled: true,
      taskCount: 2,
    },
  },
  {
    id: "en-ed2-03-before-the-meeting-at",
    lang: "en",
    text: "read the brief before the meeting with Ana at 2pm, gym",
    expect: {
      fixed: { "Meeting with Ana": ["14:00", "15:00"] },
      minutes: { "Read the brief": 15, Gym: 60 },
      deadline: { "Read the brief": "14:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-ed2-04-work-hours-keep-work-inside",
    lang: "en",
    text: "write the proposal 2h, review the budget 1h, answer emails 30 min",
    options: { dayStart: "07:00", dayEnd: "22:00", workStart: "09:00", workEnd: "17:00" },
    expect: {
      minutes: { "Write the proposal": 120, "Review the budget": 60, "Answer emails": 30 },
      notBefore: { "Write the proposal": "09:00", "Review the budget": "09:00", "Answer emails": "09:00" },
      deadline: { "Write the proposal": "17:00", "Review the budget": "17:00", "Answer emails": "17:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-ed2-05-work-hours-full-spills-out",
    lang: "en",
    text: "meeting 9-17, write the report 2h",
    options: { dayStart: "07:00", dayEnd: "22:00", workStart: "09:00", workEnd: "17:00" },
    expect: {
      fixed: { Meeting: ["09:00", "17:00"] },
      minutes: { "Write the report": 120 },
      allScheduled: true,
      taskCount: 2,
    },
  },
  { id: "en-ed2-06-gibberish-is-not-a-task", lang: "en", text: "asdf qwer zxcv", expect: { taskCount: 0 } },
  {
    id: "en-ed2-07-keep-noon-free",
    lang: "en",
    text: "don't schedule anything between 12 and 1, write the report 5h",
    expect: { minutes: { "Write the report": 300 }, allScheduled: true, taskCount: 2 },
  },
  {
    id: "en-ed2-08-busy-slot",
    lang: "en",
    text: "busy from 9 to 11, call the bank, emails 1h",
    options: { dayStart: "09:00" },
    expect: {
      minutes: { "Call the bank": 30, Emails: 60 },
      notBefore: { "Call the bank": "11:00", Emails: "11:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-ed2-09-sometime-filler",
    lang: "en",
    text: "Sometime I need to do laundry",
    expect: { minutes: { Laundry: 30 }, allScheduled: true, taskCount: 1 },
  },
  {
    id: "en-ed2-10-at-some-point",
    lang: "en",
    text: "at some point today I have to call the landlord, eventually clean the fridge 30 min",
    expect: { minutes: { "Call the landlord": 30, "Clean the fridge": 30 }, allScheduled: true, taskCount: 2 },
  },
  {
    id: "en-ed2-11-personal-after-work",
    lang: "en",
    text: "write the proposal 2h, groceries, gym, call mom, review PRs 1h",
    options: { dayStart: "07:00", dayEnd: "22:00", workStart: "09:00", workEnd: "17:00" },
    expect: {
      minutes: { "Write the proposal": 120, "Review PRs": 60, Groceries: 45, Gym: 60, "Call mom": 30 },
      notBefore: {
        "Write the proposal": "09:00",
        "Review PRs": "09:00",
        Groceries: "17:00",
        Gym: "17:00",
        "Call mom": "17:00",
      },
      deadline: { "Write the proposal": "17:00", "Review PRs": "17:00" },
      allScheduled: true,
      taskCount: 5,
    },
  },
  {
    id: "en-ed2-12-personal-keeps-its-window",
    lang: "en",
    text: "pick up groceries before 10am, call dad at lunchtime, code review 1h",
    options: { dayStart: "07:00", dayEnd: "22:00", workStart: "09:00", workEnd: "17:00" },
    expect: {
      minutes: { "Code review": 60 },
      deadline: { "Pick up groceries": "10:00" },
      notBefore: { "Code review": "09:00" },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-ed2-13-short-evening-falls-back",
    lang: "en",
    text: "gym 1h, laundry 45 min",
    options: { dayStart: "07:00", dayEnd: "17:30", workStart: "09:00", workEnd: "17:00" },
    expect: { minutes: { Gym: 60, Laundry: 45 }, allScheduled: true, taskCount: 2 },
  },
  {
    id: "en-ed2-rel-01-in-an-hour",
    lang: "en",
    text: "call the bank in an hour, reply to Ana within 30 minutes, then 90 min on the budget",
    options: { now: "14:10" },
    expect: {
      notBefore: { "Call the bank": "15:10", Budget: "14:10" },
      deadline: { "Reply to Ana": "14:40" },
      minutes: { Budget: 90 },
      allScheduled: true,
      taskCount: 3,
    },
  },
  {
    id: "en-ed2-rel-02-squeeze-in-is-a-length",
    lang: "en",
    text: "standup at 9, squeeze in 2 hours on the roadmap, take the dog out in 45 minutes",
    options: { now: "08:00" },
    expect: {
      fixed: { Standup: ["09:00", "09:15"] },
      minutes: { Roadmap: 120 },
      notBefore: { "Take the dog out": "08:45" },
      allScheduled: true,
    },
  },
  {
    id: "en-ed2-rel-03-it-needs-hours-of-work",
    lang: "en",
    text: "write the report, it needs 2 hours of work. prepare the talk, that'll take 90 minutes of focused work",
    expect: {
      minutes: { "Write the report": 120, "Prepare the talk": 90 },
      taskCount: 2,
      allScheduled: true,
    },
  },
  {
    id: "en-ed2-rel-04-leave-before-the-dentist",
    lang: "en",
    text: "dentist at 3, need to leave 30 min before, answer emails for an hour",
    expect: {
      fixed: { Dentist: ["15:00", "16:00"], Leave: ["14:30", "15:00"] },
      minutes: { "Answer emails": 60 },
      allScheduled: true,
    },
  },
];

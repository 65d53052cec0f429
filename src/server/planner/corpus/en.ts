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
      order: [["Reply to emails", "Prepare the deck"], ["Prepare the deck", "Quick call with Alex"]],
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
      fixed: { "Drop the kids at school": ["08:30", "09:00"], "Pick up the kids": ["15:30", "16:00"], "Bath time": ["19:00"] },
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
      order: [["Volunteering", "Coffee with Ben"], ["Coffee with Ben", "Spanish"]],
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
      order: [["Meditate", "Write 1000 words"], ["Write 1000 words", "Lunch"]],
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
];

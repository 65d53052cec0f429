-- Custom data migration (issue 12): every saved plan's blocks (the plans.blocks jsonb array of
-- PlannedBlock) become rows of the blocks table with source 'plan'. Kept: id, taskId, title,
-- start/end ("HH:MM" -> minutes since midnight), kind, fixed, done, reason, constraints. The
-- old `conflict` flag is not copied: conflicts are now worked out on read across all the day's
-- blocks. done_at is unknown in the old shape; the plan's updated_at (its last edit) stands in.
--
-- Block ids were unique only within a plan (re-planned breaks and split pieces reused engine ids
-- such as "break-1"), while blocks.id is a primary key across all users: the first occurrence of
-- an id (oldest plan first) keeps it, any later duplicate becomes "<plan id>:<old id>:<position>".
-- Entries the app could never read (no id, no title, times that are not HH:MM or end before
-- start) are left out, exactly as the dashboard already skipped them.
insert into blocks (id, user_id, date, start_min, end_min, all_day, title, kind, fixed, done, done_at, source, task_id, reason, constraints, created_at, updated_at)
select
  case when c.occurrence = 1 and not exists (select 1 from blocks x where x.id = c.old_id) then c.old_id
       else c.plan_id || ':' || c.old_id || ':' || c.position end,
  c.user_id, c.date, c.start_min, c.end_min, false, c.title, c.kind, c.fixed, c.done,
  case when c.done then c.plan_updated_at end,
  'plan', c.task_id, c.reason, c.constraints, c.plan_created_at, c.plan_updated_at
from (
  select
    p.id as plan_id, p.user_id, p.date, p.created_at as plan_created_at, p.updated_at as plan_updated_at,
    b.value ->> 'id' as old_id,
    b.ordinality as position,
    row_number() over (partition by b.value ->> 'id' order by p.created_at, p.id, b.ordinality) as occurrence,
    split_part(b.value ->> 'start', ':', 1)::int * 60 + split_part(b.value ->> 'start', ':', 2)::int as start_min,
    split_part(b.value ->> 'end', ':', 1)::int * 60 + split_part(b.value ->> 'end', ':', 2)::int as end_min,
    b.value ->> 'title' as title,
    case when b.value ->> 'kind' in ('event', 'task', 'break', 'meal', 'habit') then b.value ->> 'kind' else 'task' end as kind,
    coalesce(case when jsonb_typeof(b.value -> 'fixed') = 'boolean' then (b.value ->> 'fixed')::boolean end, false) as fixed,
    coalesce(case when jsonb_typeof(b.value -> 'done') = 'boolean' then (b.value ->> 'done')::boolean end, false) as done,
    b.value ->> 'taskId' as task_id,
    case when jsonb_typeof(b.value -> 'reason') = 'object' then b.value -> 'reason' end as reason,
    case when jsonb_typeof(b.value -> 'constraints') = 'object' then b.value -> 'constraints' end as constraints
  from plans p
  cross join lateral jsonb_array_elements(case when jsonb_typeof(p.blocks) = 'array' then p.blocks else '[]'::jsonb end) with ordinality as b(value, ordinality)
  where jsonb_typeof(b.value) = 'object'
    and jsonb_typeof(b.value -> 'id') = 'string' and b.value ->> 'id' <> ''
    and jsonb_typeof(b.value -> 'title') = 'string'
    and b.value ->> 'start' ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
    and b.value ->> 'end' ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
    and b.value ->> 'end' > b.value ->> 'start'
) c;

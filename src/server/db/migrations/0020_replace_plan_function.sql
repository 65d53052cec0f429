-- Saving a newly generated plan (POST /api/schedule, src/server/schedule/plan-store.ts replacePlan)
-- in one round trip. Each statement of a PL/pgSQL function takes its own snapshot, so the plan row
-- is upserted (and locked) first; a concurrent replacement of the same day waits for the lock, and
-- its delete then sees (and removes) the blocks this one inserted, instead of adding its own beside
-- them. A new block in the same slot (times and title) as a checked-off one of the replaced plan
-- comes out checked, with its old done_at; the blocks of habit tasks become the habits'.
-- Returns {"updatedAt": the plan's updated_at, "done": ids of the new blocks that came out checked}.
CREATE OR REPLACE FUNCTION rhythm_replace_plan(
  p_id text, p_user_id text, p_date date, p_description text, p_engine text, p_unscheduled jsonb,
  p_warnings jsonb, p_interpretation jsonb, p_other_days jsonb, p_blocks jsonb, p_habit_tasks text[],
  p_habit_ids text[], p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_updated timestamptz;
  v_done text[];
BEGIN
  INSERT INTO plans AS p (id, user_id, date, description, engine, unscheduled, warnings, interpretation, other_days, created_at, updated_at)
  VALUES (p_id, p_user_id, p_date, p_description, p_engine, p_unscheduled, p_warnings, p_interpretation, p_other_days, p_now, p_now)
  ON CONFLICT (user_id, date) DO UPDATE SET
    description = excluded.description, engine = excluded.engine, unscheduled = excluded.unscheduled,
    warnings = excluded.warnings, interpretation = excluded.interpretation, other_days = excluded.other_days,
    updated_at = excluded.updated_at
  RETURNING p.updated_at INTO v_updated;

  WITH old AS (
    DELETE FROM blocks b WHERE b.user_id = p_user_id AND b.date = p_date AND b.source = 'plan'
    RETURNING b.title, b.start_min, b.end_min, b.done, b.done_at
  ), fresh AS (
    SELECT * FROM jsonb_to_recordset(p_blocks) AS x(id text, title text, start_min smallint, end_min smallint,
      kind text, fixed boolean, task_id text, reason jsonb, constraints jsonb)
  ), kept AS (
    SELECT DISTINCT ON (f.id) f.id, o.done_at
    FROM fresh f JOIN old o ON o.done AND o.start_min = f.start_min AND o.end_min = f.end_min
      AND lower(btrim(o.title)) = lower(btrim(f.title))
  ), inserted AS (
    INSERT INTO blocks (id, user_id, date, start_min, end_min, all_day, title, kind, fixed, done, done_at, source,
      task_id, reason, constraints, created_at, updated_at)
    SELECT f.id, p_user_id, p_date, f.start_min, f.end_min, false, f.title, f.kind, f.fixed, k.id IS NOT NULL,
      k.done_at, 'plan', f.task_id, f.reason, f.constraints, p_now, p_now
    FROM fresh f LEFT JOIN kept k ON k.id = f.id
    RETURNING blocks.id, blocks.done
  )
  SELECT coalesce(array_agg(i.id) FILTER (WHERE i.done), '{}') INTO v_done FROM inserted i;

  IF coalesce(array_length(p_habit_tasks, 1), 0) > 0 THEN
    UPDATE blocks b SET source = 'habit', habit_id = m.habit_id, updated_at = p_now
    FROM unnest(p_habit_tasks, p_habit_ids) AS m(task_id, habit_id)
    WHERE b.user_id = p_user_id AND b.date = p_date AND b.source = 'plan' AND b.task_id = m.task_id
      AND EXISTS (SELECT 1 FROM habits h WHERE h.id = m.habit_id AND h.user_id = p_user_id);
  END IF;

  RETURN jsonb_build_object('updatedAt', v_updated, 'done', to_jsonb(v_done));
END;
$$;

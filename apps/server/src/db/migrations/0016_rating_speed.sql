ALTER TABLE "tasks" ADD COLUMN "last_finish_day" date;--> statement-breakpoint
-- Issue 15 (bench/README.md "Dashboard"): tasks.last_finish_day is the day, read in Asia/Kolkata as the
-- app shows days, of the latest finish time among the task's submissions, so the dashboard's rating
-- tells whether a finished task was late from the task row (in tasks_rating_idx) instead of looking up
-- task_submissions once per task. The application never writes it: the trigger below keeps it after
-- every insert, removal, or change of a submission's task or finish time (reviews change neither).
-- The existing tasks are filled in first.
UPDATE tasks t SET last_finish_day = (s.last_finish_time AT TIME ZONE 'Asia/Kolkata')::date
FROM (SELECT task_id, max(finish_time) AS last_finish_time FROM task_submissions GROUP BY task_id) s
WHERE s.task_id = t.id;--> statement-breakpoint
CREATE INDEX "tasks_rating_idx" ON "tasks" USING btree ("id","created_at","status","rating","deadline","last_finish_day");--> statement-breakpoint
CREATE INDEX "tasks_period_idx" ON "tasks" USING btree ("created_at","adviser_id","status","rating","deadline","last_finish_day");--> statement-breakpoint
CREATE OR REPLACE FUNCTION tasks_last_finish_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tasks SET last_finish_day = (NEW.finish_time AT TIME ZONE 'Asia/Kolkata')::date
    WHERE id = NEW.task_id
      AND (last_finish_day IS NULL OR last_finish_day < (NEW.finish_time AT TIME ZONE 'Asia/Kolkata')::date);
    RETURN NULL;
  END IF;
  -- a change or a removal may lower the latest: look again (task_submissions_task_idx)
  UPDATE tasks SET last_finish_day = (
    SELECT (max(s.finish_time) AT TIME ZONE 'Asia/Kolkata')::date FROM task_submissions s WHERE s.task_id = OLD.task_id)
  WHERE id = OLD.task_id;
  IF TG_OP = 'UPDATE' AND NEW.task_id <> OLD.task_id THEN
    UPDATE tasks SET last_finish_day = (
      SELECT (max(s.finish_time) AT TIME ZONE 'Asia/Kolkata')::date FROM task_submissions s WHERE s.task_id = NEW.task_id)
    WHERE id = NEW.task_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_last_finish_day AFTER INSERT OR DELETE OR UPDATE OF task_id, finish_time ON task_submissions
  FOR EACH ROW EXECUTE FUNCTION tasks_last_finish_day();

-- Issue #9: one person cannot hold two overlapping leaves for one date (two full days, a full day and a
-- half, or the same half twice), whatever races the application's pre-check. An exclusion constraint
-- would need btree_gist, which the embedded database lacks, so a trigger decides, holding a per-person,
-- per-date advisory lock until the transaction ends; a clash raises unique_violation with the
-- constraint name leaves_no_overlap, which the error mapping answers as the pre-check's 409.
CREATE OR REPLACE FUNCTION leaves_no_overlap() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'REJECT' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(NEW.user_id, NEW.leave_date - DATE '2000-01-01');
  IF EXISTS (
    SELECT 1 FROM leaves l
    WHERE l.user_id = NEW.user_id
      AND l.leave_date = NEW.leave_date
      AND l.status <> 'REJECT'
      AND l.id <> NEW.id
      AND (NEW.half_day = 0 OR l.half_day IN (0, NEW.half_day))
  ) THEN
    RAISE EXCEPTION 'leave overlaps another leave of the same person on that date'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'leaves_no_overlap';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leaves_no_overlap BEFORE INSERT OR UPDATE OF user_id, leave_date, half_day ON leaves
  FOR EACH ROW EXECUTE FUNCTION leaves_no_overlap();

-- "All timesheets by hours" walks this table's (hours, id) key instead of an index on timesheets.hours. With that
-- index, an edit of an entry's hours (the week grid's usual save) could not stay on its heap page: every edit wrote
-- a new entry into all of timesheets' indexes, the description's trigram index included (a 70-cell save: 641 WAL
-- records, ~23 KB of trigram pending list). Without it the edit is a HOT update (78 records), and this table takes
-- one row per changed entry. Kept by statement-level triggers in the writer's transaction, like the totals of 0015.
CREATE TABLE "timesheet_hours_order" (
	"hours" numeric(4, 2) NOT NULL,
	"id" integer NOT NULL,
	CONSTRAINT "timesheet_hours_order_hours_id_pk" PRIMARY KEY("hours","id")
);
--> statement-breakpoint
INSERT INTO timesheet_hours_order (hours, id) SELECT hours, id FROM timesheets ORDER BY hours, id;--> statement-breakpoint
CREATE FUNCTION keep_added_timesheet_hours_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO timesheet_hours_order (hours, id) SELECT hours, id FROM added;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only the (hours, id) pairs a statement changed: a review or a description edit writes nothing here.
CREATE FUNCTION keep_changed_timesheet_hours_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM timesheet_hours_order AS kept
  USING (SELECT hours, id FROM removed EXCEPT ALL SELECT hours, id FROM added) AS gone
  WHERE kept.hours = gone.hours AND kept.id = gone.id;
  INSERT INTO timesheet_hours_order (hours, id) SELECT hours, id FROM added EXCEPT ALL SELECT hours, id FROM removed;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION keep_removed_timesheet_hours_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM timesheet_hours_order AS kept USING removed WHERE kept.hours = removed.hours AND kept.id = removed.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION clear_timesheet_hours_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE timesheet_hours_order;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER timesheets_hours_order_insert AFTER INSERT ON timesheets REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION keep_added_timesheet_hours_order();--> statement-breakpoint
CREATE TRIGGER timesheets_hours_order_update AFTER UPDATE ON timesheets REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION keep_changed_timesheet_hours_order();--> statement-breakpoint
CREATE TRIGGER timesheets_hours_order_delete AFTER DELETE ON timesheets REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION keep_removed_timesheet_hours_order();--> statement-breakpoint
CREATE TRIGGER timesheets_hours_order_truncate AFTER TRUNCATE ON timesheets FOR EACH STATEMENT EXECUTE FUNCTION clear_timesheet_hours_order();--> statement-breakpoint
DROP INDEX "timesheets_hours_id_idx";--> statement-breakpoint
-- Room on each page for an edited row's new version, so the edit stays HOT. Pages written from now on keep a tenth
-- free; existing pages gain room as vacuum and pruning free their dead rows (rewriting them would lock the table).
ALTER TABLE timesheets SET (fillfactor = 90);

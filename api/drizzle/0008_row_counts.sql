CREATE TABLE "row_counts" (
	"table_name" text NOT NULL,
	"slot" integer NOT NULL,
	"row_count" bigint NOT NULL,
	CONSTRAINT "row_counts_table_name_slot_pk" PRIMARY KEY("table_name","slot")
);
--> statement-breakpoint
-- Each statement adds what it inserted or removed to the slot of the connection that ran it (16 slots: writers on
-- different connections rarely wait for each other), in the writer's own transaction, so the sum is exact at any
-- snapshot. COPY fires these too. A list with no filter reads this sum instead of counting the table.
CREATE FUNCTION add_to_row_count(delta bigint, tbl text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO row_counts (table_name, slot, row_count) VALUES (tbl, pg_backend_pid() % 16, delta)
  ON CONFLICT (table_name, slot) DO UPDATE SET row_count = row_counts.row_count + EXCLUDED.row_count
$$;--> statement-breakpoint
CREATE FUNCTION count_inserted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_row_count((SELECT count(*) FROM inserted_rows), TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION count_deleted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_row_count(-(SELECT count(*) FROM deleted_rows), TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION forget_row_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Locked so that no timesheet is written between the count and the triggers taking over.
LOCK TABLE timesheets IN SHARE MODE;--> statement-breakpoint
INSERT INTO row_counts (table_name, slot, row_count) SELECT 'timesheets', 0, count(*) FROM timesheets;--> statement-breakpoint
CREATE TRIGGER timesheets_count_inserted AFTER INSERT ON timesheets REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();--> statement-breakpoint
CREATE TRIGGER timesheets_count_deleted AFTER DELETE ON timesheets REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();--> statement-breakpoint
CREATE TRIGGER timesheets_count_truncated AFTER TRUNCATE ON timesheets FOR EACH STATEMENT EXECUTE FUNCTION forget_row_count();

-- Trigram indexes answer the lists' `ILIKE '%term%'` searches (pg_trgm ships with PostgreSQL; PGlite loads it too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "timesheets_date_idx";--> statement-breakpoint
DROP INDEX "timesheets_project_id_idx";--> statement-breakpoint
CREATE INDEX "projects_name_lower_idx" ON "projects" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "timesheets_user_id_id_idx" ON "timesheets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "timesheets_project_id_id_idx" ON "timesheets" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "timesheets_date_id_idx" ON "timesheets" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "timesheets_hours_id_idx" ON "timesheets" USING btree ("hours","id");--> statement-breakpoint
CREATE INDEX "timesheets_status_id_idx" ON "timesheets" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "timesheets_description_trgm_idx" ON "timesheets" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_lower_idx" ON "users" USING btree (lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_last_name_lower_idx" ON "users" USING btree (lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || coalesce("last_name", '') || chr(10) || coalesce("office_email", '') || chr(10) || coalesce("emp_id", '')) gin_trgm_ops);--> statement-breakpoint
-- List totals are cached in each API process. Every write that can change a list's total tells all processes
-- (LISTEN portal_list_change in src/db/change-feed.ts), once per statement, after commit; a rolled-back write says nothing.
CREATE FUNCTION notify_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_list_change', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER timesheets_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON timesheets FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();--> statement-breakpoint
CREATE TRIGGER allocations_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON allocations FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();--> statement-breakpoint
CREATE TRIGGER projects_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();--> statement-breakpoint
CREATE TRIGGER clients_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON clients FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();--> statement-breakpoint
CREATE TRIGGER departments_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();--> statement-breakpoint
CREATE TRIGGER states_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON states FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();--> statement-breakpoint
CREATE TRIGGER users_list_change AFTER INSERT OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();--> statement-breakpoint
-- Every sign-in writes last_login (and password changes their hash): only the columns a list filters or searches on count.
CREATE TRIGGER users_list_change_update AFTER UPDATE OF first_name, last_name, office_email, emp_id, role, department_id, active ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();

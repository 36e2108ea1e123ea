CREATE TABLE "table_versions" (
	"table_name" text NOT NULL,
	"slot" integer NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "table_versions_table_name_slot_pk" PRIMARY KEY("table_name","slot")
);
--> statement-breakpoint
-- What an API process remembers (list totals, sorted ids, answered pages, callers' auth state, own profiles) is
-- stamped with the versions of the tables it was read from (each list's definition names them; a test checks each
-- has this trigger), and served again only while they are unchanged: a
-- read that starts after a write has committed sees the write's raised version, on any instance, whenever a
-- notification would have arrived. The versions replace the change notices of migrations 0005 and 0007.
CREATE FUNCTION raise_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_versions (table_name, slot, version) VALUES (TG_TABLE_NAME, pg_backend_pid() % 16, 1)
  ON CONFLICT (table_name, slot) DO UPDATE SET version = table_versions.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER timesheets_list_change ON timesheets;--> statement-breakpoint
DROP TRIGGER allocations_list_change ON allocations;--> statement-breakpoint
DROP TRIGGER projects_list_change ON projects;--> statement-breakpoint
DROP TRIGGER clients_list_change ON clients;--> statement-breakpoint
DROP TRIGGER departments_list_change ON departments;--> statement-breakpoint
DROP TRIGGER states_list_change ON states;--> statement-breakpoint
DROP TRIGGER users_list_change ON users;--> statement-breakpoint
DROP TRIGGER sessions_list_change ON sessions;--> statement-breakpoint
DROP FUNCTION notify_list_change();--> statement-breakpoint
CREATE TRIGGER timesheets_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON timesheets FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();--> statement-breakpoint
CREATE TRIGGER allocations_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON allocations FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();--> statement-breakpoint
CREATE TRIGGER projects_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();--> statement-breakpoint
CREATE TRIGGER clients_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON clients FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();--> statement-breakpoint
CREATE TRIGGER departments_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();--> statement-breakpoint
CREATE TRIGGER states_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON states FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();--> statement-breakpoint
CREATE TRIGGER users_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();--> statement-breakpoint
CREATE TRIGGER sessions_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();--> statement-breakpoint
-- Loaded once at start-up, but rows show their names, so a later correction must reach what is remembered too.
CREATE TRIGGER countries_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();

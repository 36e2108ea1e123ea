-- Every API process now also remembers the pages it has answered (their rows, not only list totals and ids) and
-- callers' auth state, so the change notices of migration 0005 must cover every column a list shows or an auth
-- check reads: any update of a person now tells every process (last_login included: sign-ins are rare next to
-- reads).
DROP TRIGGER users_list_change_update ON users;--> statement-breakpoint
DROP TRIGGER users_list_change ON users;--> statement-breakpoint
CREATE TRIGGER users_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();--> statement-breakpoint
-- Signing out (revoked_at) or removing sessions ends them for every process at once; a new session needs no notice,
-- since nothing can have remembered it.
CREATE TRIGGER sessions_list_change AFTER UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();

-- Line managers (issue 38): each person may report to another person. A manager removed from the table leaves their
-- reports without one; the rules (active manager, no cycle) are the API's (modules/users/rules.ts, user-writes.ts).
-- The index serves "My team" (people whose manager is someone) and the walk up the chain.
ALTER TABLE "users" ADD COLUMN "line_manager_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_line_manager_id_users_id_fk" FOREIGN KEY ("line_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_line_manager_id_idx" ON "users" USING btree ("line_manager_id");

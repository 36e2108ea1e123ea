-- Leave requests and allowances (issue 38, points 3 and 4): the API's rules (modules/leave) decide overlaps, balances
-- and who approves; an approved request points at the time off it became. Both tables raise their versions like
-- every table a read names (remembered-data.md).
CREATE TABLE "leave_allowances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"leave_type" text NOT NULL,
	"days" numeric(4, 1) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_allowances_type_check" CHECK (leave_type IN ('VACATION', 'SICK', 'OTHER')),
	CONSTRAINT "leave_allowances_days_check" CHECK ("leave_allowances"."days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"leave_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"half_day_start" boolean DEFAULT false NOT NULL,
	"half_day_end" boolean DEFAULT false NOT NULL,
	"days" numeric(4, 1) NOT NULL,
	"note" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decision_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"time_off_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_dates_check" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date"),
	CONSTRAINT "leave_requests_type_check" CHECK (leave_type IN ('VACATION', 'SICK', 'OTHER')),
	CONSTRAINT "leave_requests_status_check" CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'WITHDRAWN', 'CANCELLATION_PENDING', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "leave_allowances" ADD CONSTRAINT "leave_allowances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_time_off_id_time_off_id_fk" FOREIGN KEY ("time_off_id") REFERENCES "public"."time_off"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_allowances_default_idx" ON "leave_allowances" USING btree ("leave_type") WHERE "leave_allowances"."user_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_allowances_person_idx" ON "leave_allowances" USING btree ("user_id","leave_type") WHERE "leave_allowances"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "leave_requests_user_id_start_date_idx" ON "leave_requests" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_status_idx" ON "leave_requests" USING btree ("status");--> statement-breakpoint
CREATE TRIGGER leave_allowances_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leave_allowances FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();--> statement-breakpoint
CREATE TRIGGER leave_requests_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leave_requests FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();

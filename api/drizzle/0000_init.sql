CREATE TABLE "allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"allocation_hours" numeric(6, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allocations_hours_check" CHECK ("allocations"."allocation_hours" >= 0.25 AND mod("allocations"."allocation_hours" * 4, 1) = 0),
	CONSTRAINT "allocations_dates_check" CHECK ("allocations"."end_date" >= "allocations"."start_date")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_person" text,
	"email" text,
	"phone" text,
	"city" text,
	"state_id" integer,
	"country_id" integer,
	"zip" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso_code" text NOT NULL,
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "departments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" integer NOT NULL,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"start_date" date,
	"end_date" date,
	"progress_details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_check" CHECK (status IN ('NOT_STARTED', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "projects_progress_details_check" CHECK (progress_details IN ('REQUIREMENTS_GATHERING', 'DESIGN', 'DEVELOPMENT', 'TESTING', 'DEPLOYMENT', 'MAINTENANCE', 'BLOCKED', 'DELAYED', 'ON_TRACK')),
	CONSTRAINT "projects_dates_check" CHECK ("projects"."end_date" >= "projects"."start_date"),
	CONSTRAINT "projects_in_progress_details_check" CHECK ("projects"."status" <> 'IN_PROGRESS' OR "projects"."progress_details" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"iso_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" numeric(4, 2) NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"description" text NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_hours_check" CHECK ("timesheets"."hours" BETWEEN 0.5 AND 9),
	CONSTRAINT "timesheets_status_check" CHECK (status IN ('SUBMITTED', 'APPROVED', 'REJECTED')),
	CONSTRAINT "timesheets_description_check" CHECK (btrim("timesheets"."description") <> '')
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"gender" text,
	"dob" date,
	"doj" date,
	"emp_id" text,
	"email" text,
	"office_email" text NOT NULL,
	"phone" text,
	"emergency_number" text,
	"present_line1" text,
	"present_line2" text,
	"present_city" text,
	"present_state_id" integer,
	"present_country_id" integer,
	"present_zip" text,
	"permanent_line1" text,
	"permanent_line2" text,
	"permanent_city" text,
	"permanent_state_id" integer,
	"permanent_country_id" integer,
	"permanent_zip" text,
	"role" text DEFAULT 'EMPLOYEE' NOT NULL,
	"department_id" integer,
	"job_title" text,
	"profile_photo_url" text,
	"employee_type" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_login" timestamp with time zone,
	"password_hash" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK (role IN ('ADMIN', 'MANAGER', 'EMPLOYEE')),
	CONSTRAINT "users_gender_check" CHECK (gender IN ('MALE', 'FEMALE', 'OTHER')),
	CONSTRAINT "users_employee_type_check" CHECK (employee_type IN ('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'))
);
--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_present_state_id_states_id_fk" FOREIGN KEY ("present_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_present_country_id_countries_id_fk" FOREIGN KEY ("present_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permanent_state_id_states_id_fk" FOREIGN KEY ("permanent_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permanent_country_id_countries_id_fk" FOREIGN KEY ("permanent_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocations_user_id_idx" ON "allocations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "allocations_project_id_idx" ON "allocations" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_name_lower_idx" ON "clients" USING btree (lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "clients_state_id_idx" ON "clients" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "clients_country_id_idx" ON "clients" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_client_name_lower_idx" ON "projects" USING btree ("client_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "states_country_id_idx" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "timesheets_user_id_date_idx" ON "timesheets" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "timesheets_date_idx" ON "timesheets" USING btree ("date");--> statement-breakpoint
CREATE INDEX "timesheets_project_id_idx" ON "timesheets" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_office_email_lower_idx" ON "users" USING btree (lower("office_email"));--> statement-breakpoint
CREATE INDEX "users_department_id_idx" ON "users" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "users_present_state_id_idx" ON "users" USING btree ("present_state_id");--> statement-breakpoint
CREATE INDEX "users_present_country_id_idx" ON "users" USING btree ("present_country_id");--> statement-breakpoint
CREATE INDEX "users_permanent_state_id_idx" ON "users" USING btree ("permanent_state_id");--> statement-breakpoint
CREATE INDEX "users_permanent_country_id_idx" ON "users" USING btree ("permanent_country_id");
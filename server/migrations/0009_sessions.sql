CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_enrollments" (
	"session_id" text NOT NULL,
	"enrollment_id" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_enrollments_session_id_enrollment_id_pk" PRIMARY KEY("session_id","enrollment_id")
);
--> statement-breakpoint
ALTER TABLE "session_enrollments" ADD CONSTRAINT "session_enrollments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "session_enrollments" ADD CONSTRAINT "session_enrollments_enrollment_id_temp_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."temp_enrollments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "step_versions" (
	"enrollment_id" text NOT NULL,
	"step" text NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "step_versions_enrollment_id_step_pk" PRIMARY KEY("enrollment_id","step")
);
--> statement-breakpoint
ALTER TABLE "step_versions" ADD CONSTRAINT "step_versions_enrollment_id_temp_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."temp_enrollments"("id") ON DELETE cascade ON UPDATE no action;

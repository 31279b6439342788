CREATE TABLE "enrollment_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"email" text NOT NULL,
	"saved_tab" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_tabs" (
	"enrollment_id" text NOT NULL,
	"tab" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draft" jsonb,
	"saved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollment_tabs_enrollment_id_tab_pk" PRIMARY KEY("enrollment_id","tab")
);
--> statement-breakpoint
CREATE TABLE "ethnic_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "temp_enrollments" ADD COLUMN "last_saved_tab" text;--> statement-breakpoint
ALTER TABLE "temp_enrollments" ADD COLUMN "policy_id" text;--> statement-breakpoint
ALTER TABLE "temp_enrollments" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollment_codes" ADD CONSTRAINT "enrollment_codes_enrollment_id_temp_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."temp_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_tabs" ADD CONSTRAINT "enrollment_tabs_enrollment_id_temp_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."temp_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollment_codes_enrollment" ON "enrollment_codes" USING btree ("enrollment_id");--> statement-breakpoint
ALTER TABLE "temp_enrollments" ADD CONSTRAINT "temp_enrollments_policy_id_unique" UNIQUE("policy_id");
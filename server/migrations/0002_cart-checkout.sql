CREATE TABLE "screenshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "temp_enrollments" ADD COLUMN "effective_date" text;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_enrollment_id_temp_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."temp_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screenshots_enrollment" ON "screenshots" USING btree ("enrollment_id");
ALTER TABLE "temp_enrollments" ADD COLUMN "filter_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "temp_enrollments" ADD COLUMN "answers_version" integer DEFAULT 0 NOT NULL;
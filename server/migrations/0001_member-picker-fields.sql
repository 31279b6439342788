ALTER TABLE "members" ADD COLUMN "dob" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "gender" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "zip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "ssn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "policy_id" text DEFAULT '' NOT NULL;
ALTER TABLE "members" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "height_feet" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "height_inch" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "weight" text;
CREATE TABLE "member_banks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"account_holder_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name_on_card" text NOT NULL,
	"last_four" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"expiration_month" text NOT NULL,
	"expiration_year" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_dependents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"dob" text NOT NULL,
	"ssn" text NOT NULL,
	"relationship" text NOT NULL,
	"gender" text NOT NULL,
	"height_feet" text DEFAULT '' NOT NULL,
	"height_inch" text DEFAULT '' NOT NULL,
	"weight" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_banks" ADD CONSTRAINT "member_banks_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_dependents" ADD CONSTRAINT "member_dependents_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_banks_user" ON "member_banks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_cards_user" ON "member_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_dependents_user" ON "member_dependents" USING btree ("user_id");
CREATE TABLE "member_beneficiaries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"dob" text NOT NULL,
	"ssn" text NOT NULL,
	"relationship" text NOT NULL,
	"percentage" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_beneficiaries" ADD CONSTRAINT "member_beneficiaries_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_beneficiaries_user" ON "member_beneficiaries" USING btree ("user_id");
-- Links now carry random tokens looked up here. The HMAC-signed tokens of before were never stored:
-- with no key to check them they open nothing from now on (their mails' resume codes still work).
CREATE TABLE "link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_receipts" (
	"session_id" text NOT NULL,
	"enrollment_id" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_receipts_session_id_enrollment_id_pk" PRIMARY KEY("session_id","enrollment_id")
);
--> statement-breakpoint
ALTER TABLE "session_receipts" ADD CONSTRAINT "session_receipts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_receipts" ADD CONSTRAINT "session_receipts_enrollment_id_temp_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."temp_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_tokens_purpose_value" ON "link_tokens" USING btree ("purpose","value");--> statement-breakpoint
CREATE INDEX "link_tokens_expires" ON "link_tokens" USING btree ("expires_at");
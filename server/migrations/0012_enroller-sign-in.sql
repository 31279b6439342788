ALTER TABLE "groups" ADD COLUMN "admin_email" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE TABLE "enroller_sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"wrong_tries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enroller_sign_in_codes" ADD CONSTRAINT "enroller_sign_in_codes_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enroller_sign_in_codes" ADD CONSTRAINT "enroller_sign_in_codes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "enroller_sign_in_codes_address" ON "enroller_sign_in_codes" USING btree ("address_hash");
--> statement-breakpoint
CREATE TABLE "session_enrollers" (
	"session_id" text PRIMARY KEY NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_enrollers" ADD CONSTRAINT "session_enrollers_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "session_enrollers" ADD CONSTRAINT "session_enrollers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "session_enrollers" ADD CONSTRAINT "session_enrollers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;

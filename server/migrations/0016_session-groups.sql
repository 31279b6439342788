CREATE TABLE "session_groups" (
	"session_id" text NOT NULL,
	"group_id" integer NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_groups_session_id_group_id_pk" PRIMARY KEY("session_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "session_groups" ADD CONSTRAINT "session_groups_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_groups" ADD CONSTRAINT "session_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "session_agents" (
	"session_id" text NOT NULL,
	"agent_id" integer NOT NULL,
	"may_act" boolean NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_agents_session_id_agent_id_pk" PRIMARY KEY("session_id","agent_id")
);
--> statement-breakpoint
ALTER TABLE "session_agents" ADD CONSTRAINT "session_agents_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_agents" ADD CONSTRAINT "session_agents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;
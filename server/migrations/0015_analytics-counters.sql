CREATE TABLE "analytics_dwell_days" (
	"day" date NOT NULL,
	"machine_id" text NOT NULL,
	"state_id" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_dwell_days_day_machine_id_state_id_bucket_pk" PRIMARY KEY("day","machine_id","state_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_state_days" (
	"day" date NOT NULL,
	"machine_id" text NOT NULL,
	"state_id" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"drop_offs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_state_days_day_machine_id_state_id_pk" PRIMARY KEY("day","machine_id","state_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_transition_days" (
	"day" date NOT NULL,
	"machine_id" text NOT NULL,
	"transition_key" text NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_transition_days_day_machine_id_transition_key_pk" PRIMARY KEY("day","machine_id","transition_key")
);

CREATE TABLE "chat_answers" (
	"device_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"agent_id" integer,
	"web_url" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_answers_device_id_question_id_pk" PRIMARY KEY("device_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "chat_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"device_id" text PRIMARY KEY NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"web_url" text DEFAULT '' NOT NULL,
	"answers" jsonb NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_answers" ADD CONSTRAINT "chat_answers_question_id_chat_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."chat_questions"("id") ON DELETE no action ON UPDATE no action;
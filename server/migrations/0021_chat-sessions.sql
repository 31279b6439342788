-- A chat becomes its session's (docs/security.md): answers kept under a device id alone belong to no session, and none could read them again.
DELETE FROM "chat_answers";--> statement-breakpoint
ALTER TABLE "chat_answers" DROP CONSTRAINT "chat_answers_device_id_question_id_pk";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_pkey";--> statement-breakpoint
ALTER TABLE "chat_answers" ADD COLUMN "session_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "session_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_answers" ADD CONSTRAINT "chat_answers_session_id_device_id_question_id_pk" PRIMARY KEY("session_id","device_id","question_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_session_id_device_id_pk" PRIMARY KEY("session_id","device_id");--> statement-breakpoint
ALTER TABLE "chat_answers" ADD CONSTRAINT "chat_answers_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;

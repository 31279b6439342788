CREATE TABLE "aflac_answers" (
	"enrollment_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"true_condition" integer NOT NULL,
	CONSTRAINT "aflac_answers_enrollment_id_question_id_pk" PRIMARY KEY("enrollment_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "aflac_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_aflac_answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"true_condition" integer NOT NULL,
	CONSTRAINT "member_aflac_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "plan_question_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"text" text NOT NULL,
	"option_group" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"sub_type" text NOT NULL,
	"require_detail" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"enrollment_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"declined" boolean NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_enrollment_id_plan_id_pk" PRIMARY KEY("enrollment_id","plan_id")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "rider_for" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "description" jsonb;--> statement-breakpoint
ALTER TABLE "temp_enrollments" ADD COLUMN "enroller_code" text;--> statement-breakpoint
ALTER TABLE "aflac_answers" ADD CONSTRAINT "aflac_answers_enrollment_id_temp_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."temp_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aflac_answers" ADD CONSTRAINT "aflac_answers_question_id_aflac_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."aflac_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aflac_questions" ADD CONSTRAINT "aflac_questions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_aflac_answers" ADD CONSTRAINT "member_aflac_answers_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_aflac_answers" ADD CONSTRAINT "member_aflac_answers_question_id_aflac_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."aflac_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_question_options" ADD CONSTRAINT "plan_question_options_question_id_plan_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."plan_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_questions" ADD CONSTRAINT "plan_questions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_enrollment_id_temp_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."temp_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_rider_for_plans_id_fk" FOREIGN KEY ("rider_for") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;
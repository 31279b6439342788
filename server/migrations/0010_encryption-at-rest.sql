-- Personal data is sealed (AES-256-GCM, server/crypto/sealed.ts) and stored as text. Rows from
-- before keep their plain values as text; the start-up re-seal step (server/crypto/reseal.ts)
-- seals them.
ALTER TABLE "enrollment_tabs" ALTER COLUMN "data" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "enrollment_tabs" ALTER COLUMN "data" SET DATA TYPE text USING "data"::text;--> statement-breakpoint
ALTER TABLE "enrollment_tabs" ALTER COLUMN "draft" SET DATA TYPE text USING "draft"::text;--> statement-breakpoint
ALTER TABLE "question_answers" ALTER COLUMN "answers" SET DATA TYPE text USING "answers"::text;--> statement-breakpoint
ALTER TABLE "aflac_answers" ALTER COLUMN "true_condition" SET DATA TYPE text USING "true_condition"::text;--> statement-breakpoint
ALTER TABLE "member_aflac_answers" ALTER COLUMN "true_condition" SET DATA TYPE text USING "true_condition"::text;

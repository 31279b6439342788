-- The help chat's answers and leads hold what a visitor types (name, e-mail, phone): sealed like
-- the other personal data (docs/security.md). chat_answers.answer stays text; a lead's answers
-- become text. Rows from before keep their plain values; the start-up re-seal step
-- (server/crypto/reseal.ts) seals them.
ALTER TABLE "leads" ALTER COLUMN "answers" SET DATA TYPE text USING "answers"::text;

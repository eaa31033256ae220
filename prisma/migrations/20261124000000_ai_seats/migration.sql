-- A seat played by the bot's AI (issue 14): its level, 'easy' | 'normal' |
-- 'hard'; null for a person.

-- AlterTable
ALTER TABLE "MatchPlayer" ADD COLUMN     "aiLevel" TEXT;

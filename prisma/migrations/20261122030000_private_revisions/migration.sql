-- A private standing order changes the state without changing what players
-- see: it bumps "revision" (which guards every write) but not "version"
-- (which buttons carry), so nobody can tell from a stale button that it happened.

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "MatchAction" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 0;

UPDATE "Match" SET "revision" = "version";
UPDATE "MatchAction" SET "revision" = "version";
ALTER TABLE "MatchAction" ALTER COLUMN "revision" DROP DEFAULT;

-- DropIndex
DROP INDEX "MatchAction_matchId_version_key";

-- CreateIndex
CREATE UNIQUE INDEX "MatchAction_matchId_revision_key" ON "MatchAction"("matchId", "revision");

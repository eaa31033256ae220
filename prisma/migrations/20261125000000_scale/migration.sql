-- Queries that hold at a million stored matches (issue 22).
--
-- The latest board post's version and message live on the match: the actor's
-- reply links to it without searching the Outbox, and delivered Outbox rows can
-- be deleted after a retention period without losing it.
--
-- Each player keeps the display name their interactions carried, so board
-- posts name players without asking Discord for users it has not cached.
--
-- A player's active matches are found through a partial index on MatchPlayer:
-- "active" copies Match.status = 'active', kept by a trigger, so /games and
-- resolveMatch read a power user's 30 active matches, not their 2,000 finished.

-- AlterTable
ALTER TABLE "Challenge" ADD COLUMN     "names" JSONB;

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "boardPostChannelId" TEXT,
ADD COLUMN     "boardPostMessageId" TEXT,
ADD COLUMN     "boardPostVersion" INTEGER;

-- AlterTable
ALTER TABLE "MatchPlayer" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "displayName" TEXT;

-- CreateIndex
CREATE INDEX "MatchPlayer_active_userId_idx" ON "MatchPlayer"("userId") WHERE active;

-- What the rows already stored say.
UPDATE "MatchPlayer" p SET active = false FROM "Match" m WHERE m.id = p."matchId" AND m.status <> 'active';

UPDATE "Match" m SET "boardPostVersion" = b.version, "boardPostChannelId" = b."sentChannelId", "boardPostMessageId" = b."sentMessageId"
FROM (
  SELECT DISTINCT ON ("matchId") "matchId", (payload->>'version')::int AS version, "sentChannelId", "sentMessageId"
  FROM "Outbox" WHERE kind = 'board' AND "deliveredAt" IS NOT NULL AND "matchId" IS NOT NULL
  ORDER BY "matchId", id DESC
) b
WHERE m.id = b."matchId";

-- Whichever statement changes a match's status, its players' copy follows.
CREATE FUNCTION "MatchPlayer_follow_match_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "MatchPlayer" SET active = (NEW.status = 'active') WHERE "matchId" = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Match_status_to_players" AFTER UPDATE OF status ON "Match"
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "MatchPlayer_follow_match_status"();

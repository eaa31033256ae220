-- Buttons on a board post carry the version that post was drawn for. Within a
-- turn of several actions no new public post appears, so the newest post's
-- buttons are checked against "boardVersion" (the version of the latest
-- public board post), not against "version".

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "boardVersion" INTEGER NOT NULL DEFAULT 0;

UPDATE "Match" SET "boardVersion" = "version";

-- Which process holds a row's lease (a restarted process takes its own rows
-- back at once), and where a delivered row went (the actor's reply links to
-- the board post its action caused).

-- AlterTable
ALTER TABLE "Outbox" ADD COLUMN     "holder" TEXT,
ADD COLUMN     "sentChannelId" TEXT,
ADD COLUMN     "sentMessageId" TEXT;

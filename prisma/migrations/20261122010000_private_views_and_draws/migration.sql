-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "drawOfferSeat" INTEGER;

-- AlterTable
ALTER TABLE "MatchPlayer" ADD COLUMN     "dmChannelId" TEXT,
ADD COLUMN     "dmClosed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "dmMessageId" TEXT;

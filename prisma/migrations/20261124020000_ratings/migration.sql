-- Ratings (issue 15): one openskill rating per player, game and server, and
-- one event per rated player and match, from which ratings can be rebuilt.

-- CreateTable
CREATE TABLE "Rating" (
    "game" TEXT NOT NULL,
    "guildId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "ordinal" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "draws" INTEGER NOT NULL DEFAULT 0,
    "losses" INTEGER NOT NULL DEFAULT 0,
    "streak" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Rating_pkey" PRIMARY KEY ("game","guildId","userId")
);

-- CreateTable
CREATE TABLE "RatingEvent" (
    "id" SERIAL NOT NULL,
    "matchId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "guildId" TEXT NOT NULL,
    "place" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL,
    "muBefore" DOUBLE PRECISION NOT NULL,
    "sigmaBefore" DOUBLE PRECISION NOT NULL,
    "muAfter" DOUBLE PRECISION NOT NULL,
    "sigmaAfter" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RatingEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Rating_game_guildId_ordinal_idx" ON "Rating"("game", "guildId", "ordinal");

-- CreateIndex
CREATE UNIQUE INDEX "RatingEvent_matchId_userId_key" ON "RatingEvent"("matchId", "userId");

-- CreateIndex
CREATE INDEX "RatingEvent_userId_game_idx" ON "RatingEvent"("userId", "game");

-- Tournaments (issue 23): tournaments, their entries, rounds and pairings, and
-- who may organise them on a server; a match the bot referees (a tournament
-- game) is marked on the match itself.

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "refereed" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Tournament" (
    "id" SERIAL NOT NULL,
    "guildId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "organiserId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "tableSize" INTEGER NOT NULL DEFAULT 2,
    "rounds" INTEGER,
    "options" JSONB NOT NULL,
    "daysPerMove" INTEGER NOT NULL,
    "pauseWeekends" BOOLEAN NOT NULL DEFAULT false,
    "roundDays" INTEGER,
    "maxPlayers" INTEGER,
    "startsAt" TIMESTAMP(3),
    "status" TEXT NOT NULL DEFAULT 'signup',
    "version" INTEGER NOT NULL DEFAULT 0,
    "shownVersion" INTEGER NOT NULL DEFAULT -1,
    "postHolder" TEXT,
    "postLeaseUntil" TIMESTAMP(3),
    "signupMessageId" TEXT,
    "threadId" TEXT,
    "standingsMessageId" TEXT,
    "finalMessageId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Tournament_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentEntry" (
    "tournamentId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "seed" INTEGER,
    "joinedRound" INTEGER NOT NULL DEFAULT 0,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawnAt" TIMESTAMP(3),
    "withdrawnReason" TEXT,

    CONSTRAINT "TournamentEntry_pkey" PRIMARY KEY ("tournamentId","userId")
);

-- CreateTable
CREATE TABLE "TournamentRound" (
    "id" SERIAL NOT NULL,
    "tournamentId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'starting',
    "pairedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "holder" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "announceMessageId" TEXT,

    CONSTRAINT "TournamentRound_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentPairing" (
    "id" SERIAL NOT NULL,
    "roundId" INTEGER NOT NULL,
    "tournamentId" INTEGER NOT NULL,
    "board" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "players" TEXT[],
    "matchId" INTEGER,
    "threadId" TEXT,
    "outcome" TEXT,
    "finish" JSONB,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "TournamentPairing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentSettings" (
    "guildId" TEXT NOT NULL,
    "organiserRoleId" TEXT,

    CONSTRAINT "TournamentSettings_pkey" PRIMARY KEY ("guildId")
);

-- CreateIndex
CREATE INDEX "Tournament_guildId_status_idx" ON "Tournament"("guildId", "status");

-- CreateIndex
CREATE INDEX "Tournament_status_startsAt_idx" ON "Tournament"("status", "startsAt");

-- CreateIndex
CREATE INDEX "TournamentEntry_userId_idx" ON "TournamentEntry"("userId");

-- CreateIndex
CREATE INDEX "TournamentRound_status_leaseUntil_idx" ON "TournamentRound"("status", "leaseUntil");

-- CreateIndex
CREATE INDEX "TournamentRound_status_endsAt_idx" ON "TournamentRound"("status", "endsAt");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentRound_tournamentId_number_key" ON "TournamentRound"("tournamentId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentPairing_matchId_key" ON "TournamentPairing"("matchId");

-- CreateIndex
CREATE INDEX "TournamentPairing_tournamentId_idx" ON "TournamentPairing"("tournamentId");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentPairing_roundId_board_key" ON "TournamentPairing"("roundId", "board");

-- AddForeignKey
ALTER TABLE "TournamentEntry" ADD CONSTRAINT "TournamentEntry_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentRound" ADD CONSTRAINT "TournamentRound_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentPairing" ADD CONSTRAINT "TournamentPairing_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "TournamentRound"("id") ON DELETE CASCADE ON UPDATE CASCADE;

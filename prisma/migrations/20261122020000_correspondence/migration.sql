-- AlterTable
ALTER TABLE "Challenge" ADD COLUMN     "daysPerMove" INTEGER,
ADD COLUMN     "pauseWeekends" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "daysPerMove" INTEGER,
ADD COLUMN     "deadline" TIMESTAMP(3),
ADD COLUMN     "movedSeats" INTEGER[],
ADD COLUMN     "pauseWeekends" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "turnStartedAt" TIMESTAMP(3),
ADD COLUMN     "waitingFor" TEXT[];

-- CreateTable
CREATE TABLE "UserSettings" (
    "userId" TEXT NOT NULL,
    "digest" BOOLEAN NOT NULL DEFAULT true,
    "pings" BOOLEAN NOT NULL DEFAULT true,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "vacationUsedHours" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "vacationStartedAt" TIMESTAMP(3),

    CONSTRAINT "UserSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Timer" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "matchId" INTEGER,
    "userId" TEXT,
    "version" INTEGER,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "doneAt" TIMESTAMP(3),

    CONSTRAINT "Timer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Match_status_deadline_idx" ON "Match"("status", "deadline");

-- CreateIndex
CREATE UNIQUE INDEX "Timer_key_key" ON "Timer"("key");

-- CreateIndex
CREATE INDEX "Timer_doneAt_dueAt_idx" ON "Timer"("doneAt", "dueAt");

-- Lessons (issue 24): each learner's best stars per level, and the level they
-- are playing, kept in the database so a lesson survives a restart.

-- CreateTable
CREATE TABLE "LessonProgress" (
    "userId" TEXT NOT NULL,
    "levelId" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "stars" INTEGER NOT NULL,
    "bestMoves" INTEGER NOT NULL,
    "passedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LessonProgress_pkey" PRIMARY KEY ("userId","levelId")
);

-- CreateTable
CREATE TABLE "LessonRun" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "levelId" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "lesson" JSONB NOT NULL,
    "outcome" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LessonRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LessonProgress_userId_game_idx" ON "LessonProgress"("userId", "game");

-- CreateIndex
CREATE UNIQUE INDEX "LessonRun_userId_levelId_key" ON "LessonRun"("userId", "levelId");

-- CreateIndex
CREATE INDEX "LessonRun_userId_game_updatedAt_idx" ON "LessonRun"("userId", "game", "updatedAt");

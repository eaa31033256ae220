-- The timers still to do, in the order they come due (issue 22). The index on
-- ("doneAt", "dueAt") held every timer ever made (two per match, nearly all
-- done), and "doneAt" IS NULL is no equality to Postgres: it did not know the
-- index gave the undone ones in "dueAt" order, so the tick read and sorted
-- them, and at a million matches it took a parallel scan for it. The partial
-- index holds only the timers still to do, in the order they are asked for.

-- DropIndex
DROP INDEX "Timer_doneAt_dueAt_idx";

-- CreateIndex
CREATE INDEX "Timer_due_idx" ON "Timer"("dueAt") WHERE ("doneAt" IS NULL);

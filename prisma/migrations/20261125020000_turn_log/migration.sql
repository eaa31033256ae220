-- The public texts of a turn's actions until its board post (issue 22): a
-- turn of several actions was summed up by its last action only.

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "turnLog" TEXT[] DEFAULT ARRAY[]::TEXT[];

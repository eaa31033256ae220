-- The instance key of the process that claimed an AI turn (issue 22): a
-- restarted process takes back its own claims at once instead of waiting out
-- the lease.

-- AlterTable
ALTER TABLE "Timer" ADD COLUMN     "holder" TEXT;

-- Every entry written to timesheets (and every edit that cannot stay on its heap page, such as the week grid's new
-- hours) adds its description's trigrams to the trigram index's pending list, and the writer that takes the list past
-- gin_pending_list_limit merges all of it into the index. At the default 4 MB that is one save in ~175 paying
-- 100-200 ms; at 256 kB it is one in ~11 paying a few ms, so a week save's p99 is its own work, not a merge.
-- Set in place: rebuilding the index (what drizzle-kit writes for a changed WITH) would read every timesheet.
ALTER INDEX "timesheets_description_trgm_idx" SET (gin_pending_list_limit = 256);

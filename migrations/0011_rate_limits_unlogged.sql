-- Rate-limit counts are kept without write-ahead log (docs/decisions/0021-server-throughput.md):
-- every limited request writes one, and a count is worth less than its fsync. A clean restart
-- keeps them; a crash (or a failover to a replica) empties the table, which resets the limits.
ALTER TABLE "rate_limit_hits" SET UNLOGGED;

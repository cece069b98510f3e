DROP INDEX "bet_records_member_placed_idx";--> statement-breakpoint
DROP INDEX "bet_records_placed_idx";--> statement-breakpoint
CREATE INDEX "bet_records_member_placed_covering_idx" ON "bet_records" USING btree ("member_id","placed_at","id","bet_amount","valid_bet","payout","win_loss","status","game_type","vendor");--> statement-breakpoint
CREATE INDEX "bet_records_placed_brin_idx" ON "bet_records" USING brin ("placed_at");--> statement-breakpoint
-- Written by hand (drizzle-kit has no table storage parameters): vacuum after 1% of the table changed, not
-- 20%, so that the visibility map stays current and a member's totals remain index-only scans instead of
-- reading the heap for the weeks of records since the last vacuum (bench/records.ts).
ALTER TABLE "bet_records" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);

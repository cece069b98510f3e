CREATE TABLE "cash_daily_totals" (
	"day" date NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "cash_daily_totals_member_id_day_kind_pk" PRIMARY KEY("member_id","day","kind"),
	CONSTRAINT "cash_daily_totals_kind_check" CHECK ("cash_daily_totals"."kind" in ('DEPOSIT', 'WITHDRAWAL_PAID', 'BONUS', 'REBATE'))
);
--> statement-breakpoint
CREATE TABLE "member_first_deposits" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "members_account_prefix_idx" ON "members" USING btree (lower("account") text_pattern_ops);--> statement-breakpoint
-- Backfill from the journal: the member's main-wallet posting of each cash movement, on its day in the
-- brand's time zone (the brand configuration's, else the default brand's), as ledger.post now writes it.
INSERT INTO "cash_daily_totals" ("day", "member_id", "kind", "count", "amount")
SELECT (t."created_at" AT TIME ZONE z."tz")::date, t."member_id", t."kind", count(*), sum(abs(p."amount"))
FROM "ledger_transactions" t
JOIN "ledger_postings" p ON p."transaction_id" = t."id"
JOIN "ledger_accounts" a ON a."id" = p."account_id" AND a."kind" = 'MEMBER_MAIN' AND a."member_id" = t."member_id"
CROSS JOIN (SELECT coalesce((SELECT "config"->>'timeZone' FROM "brand_config" WHERE "id" = 1), 'America/Mexico_City') AS "tz") z
WHERE t."kind" IN ('DEPOSIT', 'WITHDRAWAL_PAID', 'BONUS', 'REBATE')
  AND (t."kind" IN ('DEPOSIT', 'WITHDRAWAL_PAID') OR p."amount" > 0)
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "member_first_deposits" ("member_id", "day", "at", "amount")
SELECT DISTINCT ON (t."member_id") t."member_id", (t."created_at" AT TIME ZONE z."tz")::date, t."created_at", abs(p."amount")
FROM "ledger_transactions" t
JOIN "ledger_postings" p ON p."transaction_id" = t."id"
JOIN "ledger_accounts" a ON a."id" = p."account_id" AND a."kind" = 'MEMBER_MAIN' AND a."member_id" = t."member_id"
CROSS JOIN (SELECT coalesce((SELECT "config"->>'timeZone' FROM "brand_config" WHERE "id" = 1), 'America/Mexico_City') AS "tz") z
WHERE t."kind" = 'DEPOSIT'
ORDER BY t."member_id", t."created_at", t."id"
ON CONFLICT DO NOTHING;

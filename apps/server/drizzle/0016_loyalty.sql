CREATE TABLE "loyalty_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "loyalty_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "loyalty_settings" (
	"part" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_watermarks" (
	"member_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"category" text NOT NULL,
	"counted" bigint DEFAULT 0 NOT NULL,
	"remainder" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_watermarks_member_id_purpose_category_pk" PRIMARY KEY("member_id","purpose","category")
);
--> statement-breakpoint
CREATE TABLE "point_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint,
	"status" text NOT NULL,
	"reward_id" uuid,
	"delivery" jsonb,
	"remark" text,
	"request_id" uuid,
	"ledger_key" text NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"price_points" bigint NOT NULL,
	"cash_amount" bigint,
	"stock" integer,
	"per_member_limit" integer,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"day" date,
	"valid_bet" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"details" jsonb NOT NULL,
	"status" text NOT NULL,
	"reward_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_level_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"actor" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_members" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"highest_level" integer DEFAULT 0 NOT NULL,
	"base_valid_bet" bigint DEFAULT 0 NOT NULL,
	"base_deposit" bigint DEFAULT 0 NOT NULL,
	"level_since" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "loyalty_watermarks" ADD CONSTRAINT "loyalty_watermarks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_records" ADD CONSTRAINT "point_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_records" ADD CONSTRAINT "point_records_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_changes" ADD CONSTRAINT "vip_level_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_records_member_idx" ON "point_records" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_records_request_key" ON "point_records" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_records_ledger_key" ON "point_records" USING btree ("ledger_key");--> statement-breakpoint
CREATE INDEX "point_records_in_process_idx" ON "point_records" USING btree ("created_at") WHERE "point_records"."status" = 'IN_PROCESS';--> statement-breakpoint
CREATE INDEX "rebate_claims_member_idx" ON "rebate_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_automatic_key" ON "rebate_claims" USING btree ("member_id","day") WHERE "rebate_claims"."mode" = 'AUTOMATIC';--> statement-breakpoint
CREATE INDEX "vip_level_changes_member_idx" ON "vip_level_changes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_points_key" ON "ledger_accounts" USING btree ("member_id") WHERE "ledger_accounts"."kind" = 'MEMBER_POINTS';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('MEMBER_MAIN', 'MEMBER_VENDOR', 'MEMBER_POINTS', 'HOUSE'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."kind" = 'HOUSE' and "ledger_accounts"."member_id" is null and "ledger_accounts"."house_code" is not null)
        or ("ledger_accounts"."kind" = 'MEMBER_MAIN' and "ledger_accounts"."member_id" is not null and "ledger_accounts"."vendor" is null)
        or ("ledger_accounts"."kind" = 'MEMBER_VENDOR' and "ledger_accounts"."member_id" is not null and "ledger_accounts"."vendor" is not null)
        or ("ledger_accounts"."kind" = 'MEMBER_POINTS' and "ledger_accounts"."member_id" is not null and "ledger_accounts"."vendor" is null));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('OPENING_BALANCE', 'DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_PAID', 'WITHDRAWAL_RELEASED', 'BET', 'WIN', 'ROLLBACK', 'TRANSFER_TO_DOWNLINE', 'TRANSFER_TO_UPLINE', 'VENDOR_TRANSFER_IN', 'VENDOR_TRANSFER_OUT', 'BONUS', 'REBATE', 'SALARY', 'DIVIDEND', 'POINTS_EARN', 'POINTS_REDEEM', 'POINTS_CONVERSION', 'POINTS_REFUND', 'POINTS_ADJUSTMENT', 'MANUAL_ADJUSTMENT', 'TRIAL_CREDIT'));
CREATE TABLE "promotion_bonuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_base" text NOT NULL,
	"turnover_percent" integer NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"turnover_required" bigint NOT NULL,
	"turnover_done" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"transaction_id" bigint NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"forfeited_amount" bigint,
	"actor" text
);
--> statement-breakpoint
CREATE TABLE "promotion_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_base" text NOT NULL,
	"turnover_percent" integer NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_valid_days" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"bonus_id" uuid
);
--> statement-breakpoint
CREATE TABLE "promotion_settings" (
	"part" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_raffle_draws" (
	"id" uuid PRIMARY KEY NOT NULL,
	"raffle_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"prize_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"day" date NOT NULL,
	"bonus_id" uuid,
	"drawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_raffle_entries" (
	"raffle_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"draws_used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_raffle_entries_raffle_id_member_id_pk" PRIMARY KEY("raffle_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_raffle_prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"raffle_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	"turnover_percent" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_raffles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"member_types" jsonb,
	"rule_kind" text NOT NULL,
	"rule_per" bigint NOT NULL,
	"daily_cap" integer,
	"total_cap" integer,
	"bonus_valid_days" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"rules_html" jsonb NOT NULL,
	"banner_url" text NOT NULL,
	"category" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"member_types" jsonb NOT NULL,
	"vip_levels" jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"rule" jsonb NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_activity_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"images" jsonb NOT NULL,
	"status" text NOT NULL,
	"amount" bigint,
	"reject_reason" text,
	"bonus_id" uuid,
	"reviewer" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_activity_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"deposit_order_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"bonus_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_activity_members" (
	"activity_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_activity_members_activity_id_member_id_pk" PRIMARY KEY("activity_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_activity_signs" (
	"activity_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_activity_signs_activity_id_member_id_day_pk" PRIMARY KEY("activity_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "promotion_contest_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"period_key" date NOT NULL,
	"rank" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"metric_amount" bigint NOT NULL,
	"prize" bigint NOT NULL,
	"bonus_id" uuid,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_contest_periods" (
	"contest_id" uuid NOT NULL,
	"period_key" date NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"ranked" integer NOT NULL,
	CONSTRAINT "promotion_contest_periods_contest_id_period_key_pk" PRIMARY KEY("contest_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "promotion_contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"category" text,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"prizes" jsonb NOT NULL,
	"turnover_percent" integer NOT NULL,
	"bonus_days" integer,
	"show_top" integer DEFAULT 20 NOT NULL,
	"audience" text DEFAULT 'ALL' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_mission_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"period_key" date NOT NULL,
	"member_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"bonus_id" uuid,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_missions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"period" text NOT NULL,
	"task" text NOT NULL,
	"target" bigint NOT NULL,
	"category" text,
	"reward_amount" bigint NOT NULL,
	"turnover_percent" integer NOT NULL,
	"bonus_days" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"audience" text DEFAULT 'ALL' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_referral_qualifications" (
	"friend_id" uuid PRIMARY KEY NOT NULL,
	"referrer_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"reward_id" uuid,
	"qualified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referrer_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_bonuses_key_unique" ON "promotion_bonuses" USING btree ("key");--> statement-breakpoint
CREATE INDEX "promotion_bonuses_member_idx" ON "promotion_bonuses" USING btree ("member_id","granted_at");--> statement-breakpoint
CREATE INDEX "promotion_bonuses_active_idx" ON "promotion_bonuses" USING btree ("member_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_rewards_source_key_unique" ON "promotion_rewards" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "promotion_rewards_member_idx" ON "promotion_rewards" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_rewards_pending_idx" ON "promotion_rewards" USING btree ("member_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "promotion_raffle_draws_member_idx" ON "promotion_raffle_draws" USING btree ("raffle_id","member_id","drawn_at");--> statement-breakpoint
CREATE INDEX "promotion_raffle_draws_recent_idx" ON "promotion_raffle_draws" USING btree ("drawn_at") WHERE amount > 0;--> statement-breakpoint
CREATE INDEX "promotion_raffle_prizes_raffle_idx" ON "promotion_raffle_prizes" USING btree ("raffle_id","sort");--> statement-breakpoint
CREATE INDEX "promotion_activities_listing_idx" ON "promotion_activities" USING btree ("status","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_activities_seed_key_unique" ON "promotion_activities" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_activity_applications_pending_unique" ON "promotion_activity_applications" USING btree ("activity_id","member_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "promotion_activity_applications_member_idx" ON "promotion_activity_applications" USING btree ("member_id","activity_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_activity_applications_status_idx" ON "promotion_activity_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_activity_grants_deposit_unique" ON "promotion_activity_grants" USING btree ("activity_id","member_id","deposit_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_activity_grants_first_unique" ON "promotion_activity_grants" USING btree ("member_id") WHERE kind = 'FIRST_DEPOSIT';--> statement-breakpoint
CREATE INDEX "promotion_activity_grants_period_idx" ON "promotion_activity_grants" USING btree ("activity_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_activity_members_member_idx" ON "promotion_activity_members" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_contest_payouts_unique" ON "promotion_contest_payouts" USING btree ("contest_id","period_key","rank");--> statement-breakpoint
CREATE INDEX "promotion_contest_payouts_member_idx" ON "promotion_contest_payouts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_mission_claims_unique" ON "promotion_mission_claims" USING btree ("mission_id","period_key","member_id");--> statement-breakpoint
CREATE INDEX "promotion_mission_claims_member_idx" ON "promotion_mission_claims" USING btree ("member_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_missions_live_idx" ON "promotion_missions" USING btree ("sort_order") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "promotion_referral_qualifications_referrer_idx" ON "promotion_referral_qualifications" USING btree ("referrer_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_referrer_idx" ON "members" USING btree ("referrer_id") WHERE "members"."referrer_id" is not null;
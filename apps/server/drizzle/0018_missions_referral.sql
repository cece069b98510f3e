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
CREATE UNIQUE INDEX "promotion_contest_payouts_unique" ON "promotion_contest_payouts" USING btree ("contest_id","period_key","rank");--> statement-breakpoint
CREATE INDEX "promotion_contest_payouts_member_idx" ON "promotion_contest_payouts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_mission_claims_unique" ON "promotion_mission_claims" USING btree ("mission_id","period_key","member_id");--> statement-breakpoint
CREATE INDEX "promotion_mission_claims_member_idx" ON "promotion_mission_claims" USING btree ("member_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_missions_live_idx" ON "promotion_missions" USING btree ("sort_order") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "promotion_referral_qualifications_referrer_idx" ON "promotion_referral_qualifications" USING btree ("referrer_id");
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
CREATE UNIQUE INDEX "promotion_bonuses_key_unique" ON "promotion_bonuses" USING btree ("key");--> statement-breakpoint
CREATE INDEX "promotion_bonuses_member_idx" ON "promotion_bonuses" USING btree ("member_id","granted_at");--> statement-breakpoint
CREATE INDEX "promotion_bonuses_active_idx" ON "promotion_bonuses" USING btree ("member_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_rewards_source_key_unique" ON "promotion_rewards" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "promotion_rewards_member_idx" ON "promotion_rewards" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_rewards_pending_idx" ON "promotion_rewards" USING btree ("member_id") WHERE status = 'PENDING';
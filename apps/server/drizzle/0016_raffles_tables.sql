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
CREATE INDEX "promotion_raffle_draws_member_idx" ON "promotion_raffle_draws" USING btree ("raffle_id","member_id","drawn_at");--> statement-breakpoint
CREATE INDEX "promotion_raffle_draws_recent_idx" ON "promotion_raffle_draws" USING btree ("drawn_at") WHERE amount > 0;--> statement-breakpoint
CREATE INDEX "promotion_raffle_prizes_raffle_idx" ON "promotion_raffle_prizes" USING btree ("raffle_id","sort");
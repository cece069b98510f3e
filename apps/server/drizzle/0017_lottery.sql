CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"vendor" text NOT NULL,
	"numero" text NOT NULL,
	"province" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed_hash" text,
	"seed" text,
	"result" jsonb,
	"result_source" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"draw_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_bet_type_number_pk" PRIMARY KEY("draw_id","bet_type","number")
);
--> statement-breakpoint
CREATE TABLE "lottery_result_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"result" jsonb NOT NULL,
	"entered_by" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_settings" (
	"part" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"purchase_key" text NOT NULL,
	"prize_mode" text NOT NULL,
	"bet_type" text NOT NULL,
	"picks" jsonb NOT NULL,
	"position" integer,
	"units" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"cost" bigint NOT NULL,
	"potential_win" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lottery_result_entries" ADD CONSTRAINT "lottery_result_entries_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_numero_uq" ON "lottery_draws" USING btree ("game_code","numero");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time_idx" ON "lottery_draws" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_pending_idx" ON "lottery_draws" USING btree ("status","closes_at") WHERE status in ('OPEN', 'CLOSED', 'DRAWN');--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_result_entries_pending_uq" ON "lottery_result_entries" USING btree ("draw_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_idx" ON "lottery_tickets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_purchase_idx" ON "lottery_tickets" USING btree ("member_id","purchase_key");--> statement-breakpoint
-- Settlement rewrites every ticket once (status, win, settled_at: no indexed column), so leave room on each page
-- for that update to stay on the page (a HOT update, no index entries written).
ALTER TABLE "lottery_tickets" SET (fillfactor = 80);

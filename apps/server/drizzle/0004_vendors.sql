CREATE TABLE "bet_daily_totals" (
	"day" date NOT NULL,
	"member_id" uuid NOT NULL,
	"game_type" text NOT NULL,
	"vendor" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"win_loss" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bet_daily_totals_member_id_day_game_type_vendor_pk" PRIMARY KEY("member_id","day","game_type","vendor")
);
--> statement-breakpoint
CREATE TABLE "bet_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"node_id" text,
	"round" text NOT NULL,
	"kind" text DEFAULT 'BET' NOT NULL,
	"bet_amount" bigint NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"win_loss" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"round_closed" boolean DEFAULT false NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_records_vendor_tx_unique" UNIQUE("vendor","transaction_uuid")
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"node_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pvp_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"node_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"base_bet" bigint NOT NULL,
	"min_balance" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"vendor" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"request_hash" text NOT NULL,
	"member_id" uuid,
	"bet_record_id" bigint,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_transactions_vendor_transaction_uuid_pk" PRIMARY KEY("vendor","transaction_uuid")
);
--> statement-breakpoint
ALTER TABLE "bet_daily_totals" ADD CONSTRAINT "bet_daily_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_daily_totals_day_idx" ON "bet_daily_totals" USING btree ("day");--> statement-breakpoint
CREATE INDEX "bet_records_member_placed_idx" ON "bet_records" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "bet_records_placed_idx" ON "bet_records" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "bet_records_vendor_round_idx" ON "bet_records" USING btree ("vendor","round");--> statement-breakpoint
CREATE INDEX "bet_records_settled_idx" ON "bet_records" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "launch_tokens_member_idx" ON "launch_tokens" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_transactions_created_idx" ON "vendor_transactions" USING btree ("created_at");
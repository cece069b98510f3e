CREATE TABLE "pvp_hands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"participants" jsonb NOT NULL,
	"result" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pvp_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rake_bps" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pvp_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"node_id" text NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"deadline" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pvp_rooms" ADD COLUMN "seats" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_hands_table_number_uq" ON "pvp_hands" USING btree ("table_id","number");--> statement-breakpoint
CREATE INDEX "pvp_hands_open_idx" ON "pvp_hands" USING btree ("started_at") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "pvp_tables_deadline_idx" ON "pvp_tables" USING btree ("deadline") WHERE deadline is not null;
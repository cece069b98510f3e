CREATE TABLE "game_favourites" (
	"member_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_recent_plays" (
	"member_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_recent_plays_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"game_types" jsonb NOT NULL,
	"mode" text DEFAULT 'seamless' NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"logo_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"node_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"icon_url" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"platforms" jsonb NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_node_id_unique" UNIQUE("node_id"),
	CONSTRAINT "games_vendor_code_unique" UNIQUE("vendor","game_code")
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_game_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_recent_plays_member_last_idx" ON "game_recent_plays" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE INDEX "games_type_idx" ON "games" USING btree ("game_type");
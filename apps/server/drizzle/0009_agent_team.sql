CREATE TABLE "agent_remarks" (
	"agent_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"remark" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_remarks_agent_id_member_id_pk" PRIMARY KEY("agent_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "agent_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settings_single_row" CHECK ("agent_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invitation_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"code" text NOT NULL,
	"member_type" smallint NOT NULL,
	"label" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_links_type_check" CHECK ("invitation_links"."member_type" in (0, 1, 2, 41, 42))
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"ancestor_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_member_id_pk" PRIMARY KEY("ancestor_id","member_id"),
	CONSTRAINT "member_tree_depth_check" CHECK ("member_tree"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "audience" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_links_code_key" ON "invitation_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "invitation_links_agent_idx" ON "invitation_links" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "member_tree_member_depth_idx" ON "member_tree" USING btree ("member_id","depth");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_audience_check" CHECK ("announcements"."audience" in ('ALL', 'AGENTS'));--> statement-breakpoint
-- Backfill: the closure rows of every existing member (self row at depth 0, then each upline above it).
-- The depth cap matches the upline walk the tree replaces; a deeper chain would be a data error.
INSERT INTO "member_tree" ("ancestor_id", "member_id", "depth")
WITH RECURSIVE "chain" ("ancestor_id", "member_id", "depth") AS (
	SELECT "id", "id", 0 FROM "members"
	UNION ALL
	SELECT "m"."upline_id", "c"."member_id", "c"."depth" + 1
	FROM "chain" "c" JOIN "members" "m" ON "m"."id" = "c"."ancestor_id"
	WHERE "m"."upline_id" IS NOT NULL AND "c"."depth" < 64
)
SELECT "ancestor_id", "member_id", "depth"::smallint FROM "chain"
ON CONFLICT DO NOTHING;

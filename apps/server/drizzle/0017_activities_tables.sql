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
CREATE INDEX "promotion_activities_listing_idx" ON "promotion_activities" USING btree ("status","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_activities_seed_key_unique" ON "promotion_activities" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_activity_applications_pending_unique" ON "promotion_activity_applications" USING btree ("activity_id","member_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "promotion_activity_applications_member_idx" ON "promotion_activity_applications" USING btree ("member_id","activity_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_activity_applications_status_idx" ON "promotion_activity_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_activity_grants_deposit_unique" ON "promotion_activity_grants" USING btree ("activity_id","member_id","deposit_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_activity_grants_first_unique" ON "promotion_activity_grants" USING btree ("member_id") WHERE kind = 'FIRST_DEPOSIT';--> statement-breakpoint
CREATE INDEX "promotion_activity_grants_period_idx" ON "promotion_activity_grants" USING btree ("activity_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_activity_members_member_idx" ON "promotion_activity_members" USING btree ("member_id");
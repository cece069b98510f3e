CREATE TABLE "operator_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('ADMIN', 'FINANCE', 'SUPPORT')),
	CONSTRAINT "operators_status_check" CHECK ("operators"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"bank" jsonb,
	"gateway" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channels_type_check" CHECK ("deposit_channels"."type" in ('BANK_TRANSFER', 'GATEWAY')),
	CONSTRAINT "deposit_channels_range_check" CHECK (0 < "deposit_channels"."min_amount" and "deposit_channels"."min_amount" <= "deposit_channels"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" text NOT NULL,
	"gateway" text,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"transfer_reference" text,
	"payer_name" text,
	"gateway_reference" text,
	"redirect_url" text,
	"remark" text,
	"operator" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_amount_check" CHECK ("deposit_orders"."amount" > 0),
	CONSTRAINT "deposit_orders_status_check" CHECK ("deposit_orders"."status" in ('PENDING', 'CREDITED', 'REJECTED', 'CANCELLED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"member_id" uuid,
	"vendor" text,
	"house_code" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('MEMBER_MAIN', 'MEMBER_VENDOR', 'HOUSE')),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."kind" = 'HOUSE' and "ledger_accounts"."member_id" is null and "ledger_accounts"."house_code" is not null)
        or ("ledger_accounts"."kind" = 'MEMBER_MAIN' and "ledger_accounts"."member_id" is not null and "ledger_accounts"."vendor" is null)
        or ("ledger_accounts"."kind" = 'MEMBER_VENDOR' and "ledger_accounts"."member_id" is not null and "ledger_accounts"."vendor" is not null)),
	CONSTRAINT "ledger_accounts_member_balance_check" CHECK ("ledger_accounts"."kind" = 'HOUSE' or ("ledger_accounts"."balance" >= 0 and "ledger_accounts"."held" >= 0 and "ledger_accounts"."held" <= "ledger_accounts"."balance")),
	CONSTRAINT "ledger_accounts_house_uncached_check" CHECK ("ledger_accounts"."kind" <> 'HOUSE' or ("ledger_accounts"."balance" = 0 and "ledger_accounts"."held" = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reply" jsonb,
	"member_id" uuid,
	"reference" text,
	"remark" text,
	"actor" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('OPENING_BALANCE', 'DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_PAID', 'WITHDRAWAL_RELEASED', 'BET', 'WIN', 'ROLLBACK', 'TRANSFER_TO_DOWNLINE', 'TRANSFER_TO_UPLINE', 'VENDOR_TRANSFER_IN', 'VENDOR_TRANSFER_OUT', 'BONUS', 'REBATE', 'SALARY', 'DIVIDEND', 'POINTS_CONVERSION', 'MANUAL_ADJUSTMENT', 'TRIAL_CREDIT'))
);
--> statement-breakpoint
CREATE TABLE "payee_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gateway" text NOT NULL,
	"order_id" text,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"body" text NOT NULL,
	"ip" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_vendor_transfers" (
	"transfer_id" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_vendor_wallets" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"vendor" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "vendor_transfers_direction_check" CHECK ("vendor_transfers"."direction" in ('IN', 'OUT')),
	CONSTRAINT "vendor_transfers_status_check" CHECK ("vendor_transfers"."status" in ('PENDING', 'SUCCESS', 'FAILED')),
	CONSTRAINT "vendor_transfers_amount_check" CHECK ("vendor_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_settings_single_row" CHECK ("wallet_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"payee_account_id" uuid NOT NULL,
	"payee_bank_name" text NOT NULL,
	"payee_account_name" text NOT NULL,
	"payee_account_number" text NOT NULL,
	"remark" text,
	"operator" text,
	"payout_reference" text,
	"amount_received" bigint,
	"proof_file" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"confirm_deadline" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "withdrawal_orders_amount_check" CHECK ("withdrawal_orders"."amount" > 0),
	CONSTRAINT "withdrawal_orders_status_check" CHECK ("withdrawal_orders"."status" in ('PENDING', 'PAID', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_accounts" ADD CONSTRAINT "payee_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfers" ADD CONSTRAINT "vendor_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_hash_key" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_key" ON "operators" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_request_key" ON "deposit_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposit_orders_status_idx" ON "deposit_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_main_key" ON "ledger_accounts" USING btree ("member_id") WHERE "ledger_accounts"."kind" = 'MEMBER_MAIN';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_vendor_key" ON "ledger_accounts" USING btree ("member_id","vendor") WHERE "ledger_accounts"."kind" = 'MEMBER_VENDOR';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_key" ON "ledger_accounts" USING btree ("house_code","currency",coalesce("vendor", '')) WHERE "ledger_accounts"."kind" = 'HOUSE';--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_key" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_member_idx" ON "ledger_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payee_accounts_number_key" ON "payee_accounts" USING btree ("member_id","account_number") WHERE "payee_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "payment_callbacks_order_idx" ON "payment_callbacks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfers_reference_key" ON "vendor_transfers" USING btree ("member_id","reference");--> statement-breakpoint
CREATE INDEX "vendor_transfers_pending_idx" ON "vendor_transfers" USING btree ("created_at") WHERE "vendor_transfers"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "vendor_transfers_member_vendor_idx" ON "vendor_transfers" USING btree ("member_id","vendor");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_request_key" ON "withdrawal_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member_idx" ON "withdrawal_orders" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawal_orders_status_idx" ON "withdrawal_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_deadline_idx" ON "withdrawal_orders" USING btree ("confirm_deadline") WHERE "withdrawal_orders"."status" = 'PAID';
CREATE TABLE "agent_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"period" text NOT NULL,
	"member_id" uuid NOT NULL,
	"issuer_id" uuid,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"remark" text,
	"answer_remark" text,
	"offered_by" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"termination_requested_by" text,
	"termination_requested_at" timestamp with time zone,
	"termination_remark" text,
	"termination_effective_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_type_check" CHECK ("agent_contracts"."type" in ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
	CONSTRAINT "agent_contracts_status_check" CHECK ("agent_contracts"."status" in ('OFFERED', 'ACTIVE', 'REJECTED', 'WITHDRAWN', 'REPLACED', 'TERMINATED'))
);
--> statement-breakpoint
CREATE TABLE "contract_runs" (
	"type" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "contract_runs_type_period_period_start_pk" PRIMARY KEY("type","period","period_start"),
	CONSTRAINT "contract_runs_status_check" CHECK ("contract_runs"."status" in ('COMPUTED', 'DONE'))
);
--> statement-breakpoint
CREATE TABLE "contract_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_settings_single_row" CHECK ("contract_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"valid_bet" bigint NOT NULL,
	"loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"bets" integer NOT NULL,
	"tier" smallint,
	"rate_bp" integer,
	"gross" bigint NOT NULL,
	"downlines" jsonb NOT NULL,
	"downline_total" bigint NOT NULL,
	"carry_in" bigint NOT NULL,
	"net" bigint NOT NULL,
	"carry_out" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"ledger_transaction_id" bigint,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_settlements_status_check" CHECK ("contract_settlements"."status" in ('PENDING_REVIEW', 'APPROVED', 'PAID', 'CARRIED', 'REJECTED')),
	CONSTRAINT "contract_settlements_paid_check" CHECK ("contract_settlements"."paid" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active_idx" ON "agent_contracts" USING btree ("member_id","type") WHERE "agent_contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer_idx" ON "agent_contracts" USING btree ("member_id","type") WHERE "agent_contracts"."status" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "agent_contracts_issuer_idx" ON "agent_contracts" USING btree ("issuer_id","type","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_type_status_idx" ON "agent_contracts" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_termination_due_idx" ON "agent_contracts" USING btree ("termination_effective_at") WHERE "agent_contracts"."termination_requested_by" is not null and "agent_contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_contract_period_idx" ON "contract_settlements" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_member_idx" ON "contract_settlements" USING btree ("member_id","type","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_open_idx" ON "contract_settlements" USING btree ("status") WHERE "contract_settlements"."status" in ('PENDING_REVIEW', 'APPROVED');
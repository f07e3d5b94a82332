CREATE TABLE "api_key_idempotency" (
	"api_key_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"draft_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"previous_secret_hash" text,
	"previous_secret_until" timestamp with time zone,
	"customer_code" text NOT NULL,
	"ship_to_id" text,
	"name" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_by_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_codes_user_id_code_hash_pk" PRIMARY KEY("user_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "remembered_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_encrypted" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"step" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payment_invoices" (
	"payment_id" uuid NOT NULL,
	"invoice_id" integer NOT NULL,
	"document_number" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"is_claimed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "online_payment_invoices_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_key" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_code" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider_payment_id" text,
	"checkout_url" text,
	"erp_message" text,
	"send_failures" integer DEFAULT 0 NOT NULL,
	"send_error" text,
	"erp_doc_entry" integer,
	"erp_doc_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"posted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD COLUMN "api_key_name" text;--> statement-breakpoint
ALTER TABLE "api_key_idempotency" ADD CONSTRAINT "api_key_idempotency_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remembered_devices" ADD CONSTRAINT "remembered_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD CONSTRAINT "sign_in_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_invoices" ADD CONSTRAINT "online_payment_invoices_payment_id_online_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."online_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_key_idempotency_key" ON "api_key_idempotency" USING btree ("api_key_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_public_id_key" ON "api_keys" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "api_keys_customer_idx" ON "api_keys" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "remembered_devices_user_idx" ON "remembered_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_challenges_user_idx" ON "sign_in_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_invoices_claim_idx" ON "online_payment_invoices" USING btree ("invoice_id") WHERE "online_payment_invoices"."is_claimed";--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_key_idx" ON "online_payments" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_provider_idx" ON "online_payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "online_payments_customer_idx" ON "online_payments" USING btree ("customer_code","created_at");
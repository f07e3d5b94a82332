CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "items" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"collection" text,
	"group_code" text NOT NULL,
	"sales_unit" text NOT NULL,
	"pattern_repeat_cm" numeric(8, 2) NOT NULL,
	"is_staggered" boolean NOT NULL,
	"is_pattern_required" boolean NOT NULL,
	"vat_group" text NOT NULL,
	"image_url" text,
	"is_discontinued" boolean NOT NULL,
	"sample_code" text,
	"sales_bom" jsonb,
	"is_active" boolean NOT NULL,
	"erp_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS ("items"."code" || ' ' || "items"."name" || ' ' || coalesce("items"."collection", '')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_data" (
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_data_type_code_pk" PRIMARY KEY("type","code")
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"item_code" text PRIMARY KEY NOT NULL,
	"available" numeric(14, 3) NOT NULL,
	"warehouses" jsonb NOT NULL,
	"batches" jsonb NOT NULL,
	"expected_supply" jsonb NOT NULL,
	"erp_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"customer_code" text NOT NULL,
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"street_no" text,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"block" text,
	CONSTRAINT "customer_addresses_customer_code_kind_id_pk" PRIMARY KEY("customer_code","kind","id")
);
--> statement-breakpoint
CREATE TABLE "erp_sync_state" (
	"feed" text PRIMARY KEY NOT NULL,
	"watermark" text,
	"rows_applied" bigint DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_succeeded_at" timestamp with time zone,
	"last_failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "open_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"document_number" integer NOT NULL,
	"customer_code" text NOT NULL,
	"description" text NOT NULL,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"open_amount" numeric(14, 2) NOT NULL,
	"erp_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS ("open_items"."description" || ' ' || "open_items"."document_number"::text || ' ' || "open_items"."currency") STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_document_lines" (
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"customer_code" text NOT NULL,
	"ship_to_id" text,
	"document_number" integer NOT NULL,
	"document_date" date NOT NULL,
	"document_due_date" date,
	"document_reference" text,
	"order_type" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"item_code" text NOT NULL,
	"description" text NOT NULL,
	"collection" text,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"discount_percent" numeric(6, 2) NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	"vat_percent" numeric(6, 2) NOT NULL,
	"batch_numbers" text NOT NULL,
	"delivery_date" date,
	"open_quantity" numeric(14, 3) NOT NULL,
	"open_amount" numeric(14, 2) NOT NULL,
	"line_reference" text,
	"bom_role" text NOT NULL,
	"base_kind" text,
	"base_document_id" integer,
	"base_line_number" integer,
	"remark" text,
	"search_text" text GENERATED ALWAYS AS ("sales_document_lines"."item_code" || ' ' || "sales_document_lines"."description" || ' ' || coalesce("sales_document_lines"."collection", '') || ' ' || "sales_document_lines"."document_number"::text || ' ' || coalesce("sales_document_lines"."document_reference", '') || ' ' || coalesce("sales_document_lines"."line_reference", '') || ' ' || "sales_document_lines"."batch_numbers") STORED NOT NULL,
	CONSTRAINT "sales_document_lines_kind_document_id_line_number_pk" PRIMARY KEY("kind","document_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "sales_documents" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"number" integer NOT NULL,
	"customer_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"order_type" text NOT NULL,
	"date" date NOT NULL,
	"due_date" date,
	"reference" text,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"ship_to_id" text,
	"bill_to" jsonb,
	"ship_to" jsonb,
	"total_net" numeric(14, 2) NOT NULL,
	"total_vat" numeric(14, 2) NOT NULL,
	"total_gross" numeric(14, 2) NOT NULL,
	"paid_to_date" numeric(14, 2) NOT NULL,
	"track_and_trace" jsonb NOT NULL,
	"packages" integer,
	"base_documents" jsonb NOT NULL,
	"portal_key" text,
	"erp_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_documents_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vat_group" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "default_ship_to_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erp_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "items_group_idx" ON "items" USING btree ("group_code");--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "open_items_customer_idx" ON "open_items" USING btree ("customer_code","date" DESC NULLS FIRST,"document_number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "open_items_search_idx" ON "open_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_document_lines_list_idx" ON "sales_document_lines" USING btree ("customer_code","kind","document_date" DESC NULLS FIRST,"document_id" DESC NULLS FIRST,"line_number") WHERE bom_role <> 'component' and status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "sales_document_lines_ship_to_idx" ON "sales_document_lines" USING btree ("customer_code","ship_to_id","kind","document_date" DESC NULLS FIRST,"document_id" DESC NULLS FIRST,"line_number") WHERE bom_role <> 'component' and status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "sales_document_lines_search_idx" ON "sales_document_lines" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_document_lines_base_idx" ON "sales_document_lines" USING btree ("base_kind","base_document_id");--> statement-breakpoint
CREATE INDEX "sales_documents_customer_idx" ON "sales_documents" USING btree ("customer_code","kind","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_documents_portal_key_idx" ON "sales_documents" USING btree ("portal_key");--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin (("code" || ' ' || "name") gin_trgm_ops);
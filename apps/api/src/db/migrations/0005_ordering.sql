CREATE TABLE "order_draft_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"item_code" text NOT NULL,
	"item_name" text NOT NULL,
	"sales_unit" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"unit_price" numeric(14, 2),
	"delivery_date" date,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "order_draft_patterns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"rows" integer NOT NULL,
	"row_length" numeric(12, 2) NOT NULL,
	"required_length" numeric(12, 2) NOT NULL,
	"row_total" numeric(12, 2) NOT NULL,
	"is_no_pattern_calculation" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_code" text NOT NULL,
	"order_type" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"ship_address_id" text,
	"ship_name" text,
	"ship_street" text,
	"ship_zip_code" text,
	"ship_city" text,
	"ship_country" text,
	"shipping_type_code" text,
	"partial_supply" boolean DEFAULT false NOT NULL,
	"placement_key" uuid,
	"approved_expenses" jsonb,
	"erp_message" text,
	"erp_doc_entry" integer,
	"erp_doc_number" integer,
	"confirmation_sent_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_draft_lines" ADD CONSTRAINT "order_draft_lines_draft_id_order_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."order_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_draft_patterns" ADD CONSTRAINT "order_draft_patterns_line_id_order_draft_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_draft_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_draft_lines_draft_idx" ON "order_draft_lines" USING btree ("draft_id","line_number");--> statement-breakpoint
CREATE INDEX "order_draft_patterns_line_idx" ON "order_draft_patterns" USING btree ("line_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_drafts_one_open_idx" ON "order_drafts" USING btree ("user_id","order_type") WHERE "order_drafts"."state" = 'open';--> statement-breakpoint
CREATE INDEX "order_drafts_customer_pending_idx" ON "order_drafts" USING btree ("customer_code","approved_at") WHERE "order_drafts"."state" <> 'open';
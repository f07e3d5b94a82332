ALTER TABLE "order_draft_lines" ADD COLUMN "requested_batch" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_customer_admin" boolean DEFAULT false NOT NULL;
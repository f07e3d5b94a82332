DROP INDEX "order_drafts_one_open_idx";--> statement-breakpoint
ALTER TABLE "order_drafts" ADD COLUMN "ship_to_id" text;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD COLUMN "message_from" text;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD COLUMN "placement_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD COLUMN "placement_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD COLUMN "placement_error" text;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD COLUMN "placing_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD COLUMN "is_possibly_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_drafts_awaiting_idx" ON "order_drafts" USING btree ("next_attempt_at") WHERE "order_drafts"."state" in ('approving', 'queued', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "order_drafts_one_open_idx" ON "order_drafts" USING btree ("user_id","order_type",coalesce("ship_to_id", '')) WHERE "order_drafts"."state" = 'open';
ALTER TABLE "return_requests" ADD COLUMN "send_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "send_error" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "failed_at" timestamp with time zone;
CREATE TABLE "return_request_lines" (
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"item_code" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"is_capped" boolean NOT NULL,
	"remark" text NOT NULL,
	"commission" text NOT NULL,
	CONSTRAINT "return_request_lines_request_id_position_pk" PRIMARY KEY("request_id","position")
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_key" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_code" text NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"packages" integer NOT NULL,
	"pick_up_date" date NOT NULL,
	"erp_message" text,
	"erp_doc_entry" integer,
	"erp_doc_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_key_idx" ON "return_requests" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "return_requests_customer_idx" ON "return_requests" USING btree ("customer_code","created_at");
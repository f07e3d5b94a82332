CREATE TABLE "delivery_mails" (
	"delivery_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "delivery_mails_delivery_id_user_id_pk" PRIMARY KEY("delivery_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "order_draft_lines" ADD COLUMN "requested_batch" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_customer_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delivery_mails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_mails" ADD CONSTRAINT "delivery_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_mails_user_idx" ON "delivery_mails" USING btree ("user_id");
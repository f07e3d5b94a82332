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
CREATE TABLE "saved_list_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"quantity" numeric(12, 2),
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_draft_lines" ADD COLUMN "requested_batch" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_customer_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delivery_mails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_mails" ADD CONSTRAINT "delivery_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_lines" ADD CONSTRAINT "saved_list_lines_list_id_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_mails_user_idx" ON "delivery_mails" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_list_lines_item_idx" ON "saved_list_lines" USING btree ("list_id","item_code");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_favourites_idx" ON "saved_lists" USING btree ("user_id","customer_code") WHERE "saved_lists"."kind" = 'favourites';--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_name_idx" ON "saved_lists" USING btree ("user_id","customer_code",lower("name")) WHERE "saved_lists"."kind" = 'named';--> statement-breakpoint
CREATE INDEX "saved_lists_customer_idx" ON "saved_lists" USING btree ("customer_code","is_shared");
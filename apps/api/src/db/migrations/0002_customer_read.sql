CREATE TABLE "customer_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"document_type" text,
	"url" text NOT NULL,
	"customer_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_group_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"open_in_browser" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_pdfs" (
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"language" text NOT NULL,
	"item_code" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"document_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_pdfs_kind_document_id_language_item_code_pk" PRIMARY KEY("kind","document_id","language","item_code")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"subject_en" text DEFAULT '' NOT NULL,
	"subject_nl" text DEFAULT '' NOT NULL,
	"subject_de" text DEFAULT '' NOT NULL,
	"subject_fr" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"subtitle_nl" text DEFAULT '' NOT NULL,
	"subtitle_de" text DEFAULT '' NOT NULL,
	"subtitle_fr" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_nl" text DEFAULT '' NOT NULL,
	"text_de" text DEFAULT '' NOT NULL,
	"text_fr" text DEFAULT '' NOT NULL,
	"customer_group_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid NOT NULL,
	"url" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ship_to_id" text;--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_documents_customer_codes_idx" ON "customer_documents" USING gin ("customer_codes");--> statement-breakpoint
CREATE INDEX "customer_documents_group_codes_idx" ON "customer_documents" USING gin ("customer_group_codes");--> statement-breakpoint
CREATE INDEX "news_start_date_idx" ON "news" USING btree ("start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_images_news_idx" ON "news_images" USING btree ("news_id");--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "ship_to_code";
ALTER TABLE "open_items" drop column "search_text";--> statement-breakpoint
ALTER TABLE "open_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("open_items"."document_number"::text || ' ' || "open_items"."currency") STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its index: the same index on the new column.
CREATE INDEX "open_items_customer_search_idx" ON "open_items" USING gin ("customer_code","search_text" gin_trgm_ops);

CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "open_items_search_idx";--> statement-breakpoint
DROP INDEX "sales_document_lines_search_idx";--> statement-breakpoint
CREATE INDEX "open_items_customer_search_idx" ON "open_items" USING gin ("customer_code","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_document_lines_customer_search_idx" ON "sales_document_lines" USING gin ("customer_code","search_text" gin_trgm_ops);
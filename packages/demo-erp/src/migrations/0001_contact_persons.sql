CREATE TABLE "demo_erp"."ContactEmployees" (
	"InternalCode" integer PRIMARY KEY NOT NULL,
	"CardCode" text NOT NULL,
	"Name" text NOT NULL,
	"FirstName" text,
	"LastName" text,
	"E_Mail" text,
	"Active" text DEFAULT 'tYES' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_erp"."Documents" ADD COLUMN "ContactPersonCode" integer;--> statement-breakpoint
CREATE INDEX "ContactEmployees_CardCode_idx" ON "demo_erp"."ContactEmployees" USING btree ("CardCode");
-- IF NOT EXISTS: the migrator creates the schema first to hold its journal (migrationsSchema demo_erp).
CREATE SCHEMA IF NOT EXISTS "demo_erp";
--> statement-breakpoint
CREATE SEQUENCE "demo_erp"."change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "demo_erp"."BatchNumberDetails" (
	"ItemCode" text NOT NULL,
	"Batch" text NOT NULL,
	"WarehouseCode" text NOT NULL,
	"Quantity" numeric(14, 3) NOT NULL,
	"AdmissionDate" date NOT NULL,
	CONSTRAINT "BatchNumberDetails_ItemCode_Batch_WarehouseCode_pk" PRIMARY KEY("ItemCode","Batch","WarehouseCode")
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."BPAddresses" (
	"BPCode" text NOT NULL,
	"AddressName" text NOT NULL,
	"AddressType" text NOT NULL,
	"Street" text NOT NULL,
	"StreetNo" text,
	"Block" text,
	"ZipCode" text NOT NULL,
	"City" text NOT NULL,
	"Country" text NOT NULL,
	"RowNum" integer NOT NULL,
	CONSTRAINT "BPAddresses_BPCode_AddressType_AddressName_pk" PRIMARY KEY("BPCode","AddressType","AddressName")
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."BusinessPartnerGroups" (
	"Code" integer PRIMARY KEY NOT NULL,
	"Name" text NOT NULL,
	"Type" text DEFAULT 'bbpgt_CustomerGroup' NOT NULL,
	"ChangeSeq" bigint DEFAULT nextval('demo_erp.change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."BusinessPartners" (
	"CardCode" text PRIMARY KEY NOT NULL,
	"CardName" text NOT NULL,
	"CardType" text DEFAULT 'cCustomer' NOT NULL,
	"GroupCode" integer NOT NULL,
	"Currency" text NOT NULL,
	"VatGroup" text,
	"ShippingType" integer,
	"LanguageCode" text NOT NULL,
	"PriceListNum" integer NOT NULL,
	"DiscountPercent" numeric(6, 2) DEFAULT 0 NOT NULL,
	"EmailAddress" text,
	"Valid" text DEFAULT 'tYES' NOT NULL,
	"ShipToDefault" text,
	"BilltoDefault" text,
	"U_DBS_EXPORTKLANT" text DEFAULT 'N' NOT NULL,
	"U_EIJFF_PORTAL_ADRESBOEK" text DEFAULT 'N' NOT NULL,
	"U_EIJFF_PORTAL_ANDERLAND" text DEFAULT 'N' NOT NULL,
	"ChangeSeq" bigint DEFAULT nextval('demo_erp.change_seq') NOT NULL,
	"UpdateDate" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."Countries" (
	"Code" text PRIMARY KEY NOT NULL,
	"Name" text NOT NULL,
	"ChangeSeq" bigint DEFAULT nextval('demo_erp.change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."DocumentLines" (
	"ObjType" integer NOT NULL,
	"DocEntry" integer NOT NULL,
	"LineNum" integer NOT NULL,
	"ItemCode" text NOT NULL,
	"ItemDescription" text NOT NULL,
	"Quantity" numeric(14, 3) NOT NULL,
	"UoMCode" text NOT NULL,
	"UnitPrice" numeric(14, 2) NOT NULL,
	"DiscountPercent" numeric(6, 2) DEFAULT 0 NOT NULL,
	"Price" numeric(14, 2) NOT NULL,
	"LineTotal" numeric(14, 2) NOT NULL,
	"VatGroup" text NOT NULL,
	"TaxPercentagePerRow" numeric(6, 2) NOT NULL,
	"WarehouseCode" text,
	"ShipDate" date,
	"LineStatus" text NOT NULL,
	"RemainingOpenQuantity" numeric(14, 3) NOT NULL,
	"TreeType" text DEFAULT 'iNotATree' NOT NULL,
	"BaseType" integer DEFAULT -1 NOT NULL,
	"BaseEntry" integer,
	"BaseLine" integer,
	"BatchNumbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"U_DBS_CUSTREF" text,
	"U_DBS_RETURNREMARK" text,
	"U_PMX_LOCO" text,
	"U_PMX_QYSC" text,
	CONSTRAINT "DocumentLines_ObjType_DocEntry_LineNum_pk" PRIMARY KEY("ObjType","DocEntry","LineNum")
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."DocumentPackages" (
	"ObjType" integer NOT NULL,
	"DocEntry" integer NOT NULL,
	"Number" integer NOT NULL,
	"U_DBS_TRACKURL" text,
	CONSTRAINT "DocumentPackages_ObjType_DocEntry_Number_pk" PRIMARY KEY("ObjType","DocEntry","Number")
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."DocumentSeries" (
	"ObjectCode" integer PRIMARY KEY NOT NULL,
	"NextEntry" integer NOT NULL,
	"NextNumber" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."Documents" (
	"ObjType" integer NOT NULL,
	"DocEntry" integer NOT NULL,
	"DocNum" integer NOT NULL,
	"CardCode" text NOT NULL,
	"CardName" text NOT NULL,
	"DocDate" date NOT NULL,
	"DocDueDate" date,
	"NumAtCard" text,
	"DocumentStatus" text NOT NULL,
	"Cancelled" text DEFAULT 'tNO' NOT NULL,
	"Confirmed" text DEFAULT 'tYES' NOT NULL,
	"DocCurrency" text NOT NULL,
	"DocTotal" numeric(14, 2) NOT NULL,
	"VatSum" numeric(14, 2) NOT NULL,
	"PaidToDate" numeric(14, 2) DEFAULT 0 NOT NULL,
	"ShipToCode" text,
	"ShipToName" text,
	"ShipToStreet" text,
	"ShipToZipCode" text,
	"ShipToCity" text,
	"ShipToCountry" text,
	"PayToCode" text,
	"BillToStreet" text,
	"BillToZipCode" text,
	"BillToCity" text,
	"BillToCountry" text,
	"TransportationCode" integer,
	"U_DBS_OrderType" text DEFAULT 'B2B' NOT NULL,
	"U_DBS_PORTALKEY" text,
	"U_DBS_PARTIALSUPPLY" text DEFAULT 'N' NOT NULL,
	"U_DBS_EMAIL" text,
	"U_AantalPackages" integer,
	"U_DEMO_PAYDATE" date,
	"ChangeSeq" bigint DEFAULT nextval('demo_erp.change_seq') NOT NULL,
	"UpdateDate" timestamp with time zone NOT NULL,
	CONSTRAINT "Documents_ObjType_DocEntry_pk" PRIMARY KEY("ObjType","DocEntry")
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."ItemGroups" (
	"Number" integer PRIMARY KEY NOT NULL,
	"GroupName" text NOT NULL,
	"ChangeSeq" bigint DEFAULT nextval('demo_erp.change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."ItemPrices" (
	"ItemCode" text NOT NULL,
	"PriceList" integer NOT NULL,
	"Price" numeric(14, 2) NOT NULL,
	"Currency" text NOT NULL,
	CONSTRAINT "ItemPrices_ItemCode_PriceList_pk" PRIMARY KEY("ItemCode","PriceList")
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."ItemWarehouseInfo" (
	"ItemCode" text NOT NULL,
	"WarehouseCode" text NOT NULL,
	"InStock" numeric(14, 3) DEFAULT 0 NOT NULL,
	"Committed" numeric(14, 3) DEFAULT 0 NOT NULL,
	"Ordered" numeric(14, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "ItemWarehouseInfo_ItemCode_WarehouseCode_pk" PRIMARY KEY("ItemCode","WarehouseCode")
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."Items" (
	"ItemCode" text PRIMARY KEY NOT NULL,
	"ItemName" text NOT NULL,
	"ItemsGroupCode" integer NOT NULL,
	"SalesUnit" text NOT NULL,
	"SalesVATGroup" text NOT NULL,
	"Valid" text DEFAULT 'tYES' NOT NULL,
	"Picture" text,
	"TreeType" text DEFAULT 'iNotATree' NOT NULL,
	"U_DBS_COLLECTIE" text,
	"U_DBS_PATROON" numeric(8, 2) DEFAULT 0 NOT NULL,
	"U_DBS_VERSPRINGEND" text DEFAULT 'N' NOT NULL,
	"U_DBS_STUKSCONTR" text DEFAULT 'N' NOT NULL,
	"U_DBS_UITLOPEND" text DEFAULT 'N' NOT NULL,
	"U_DBS_STAALCODE" text,
	"ChangeSeq" bigint DEFAULT nextval('demo_erp.change_seq') NOT NULL,
	"UpdateDate" timestamp with time zone NOT NULL,
	"StockChangeSeq" bigint DEFAULT nextval('demo_erp.change_seq') NOT NULL,
	"StockUpdateDate" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."PriceLists" (
	"PriceListNo" integer PRIMARY KEY NOT NULL,
	"PriceListName" text NOT NULL,
	"DefaultPrimeCurrency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."ProductTreeLines" (
	"Father" text NOT NULL,
	"ChildNum" integer NOT NULL,
	"ItemCode" text NOT NULL,
	"Quantity" numeric(14, 3) NOT NULL,
	CONSTRAINT "ProductTreeLines_Father_ChildNum_pk" PRIMARY KEY("Father","ChildNum")
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."ProductTrees" (
	"TreeCode" text PRIMARY KEY NOT NULL,
	"TreeType" text DEFAULT 'iSalesTree' NOT NULL,
	"Quantity" numeric(14, 3) DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."PurchaseOrders" (
	"DocEntry" integer PRIMARY KEY NOT NULL,
	"DocNum" integer NOT NULL,
	"CardCode" text NOT NULL,
	"ItemCode" text NOT NULL,
	"Quantity" numeric(14, 3) NOT NULL,
	"RemainingOpenQuantity" numeric(14, 3) NOT NULL,
	"ShipDate" date NOT NULL,
	"LineStatus" text DEFAULT 'bost_Open' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."ShippingTypes" (
	"Code" integer PRIMARY KEY NOT NULL,
	"Name" text NOT NULL,
	"Website" text,
	"ChangeSeq" bigint DEFAULT nextval('demo_erp.change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."SpecialPrices" (
	"CardCode" text NOT NULL,
	"ItemCode" text NOT NULL,
	"DiscountPercent" numeric(6, 2) NOT NULL,
	CONSTRAINT "SpecialPrices_CardCode_ItemCode_pk" PRIMARY KEY("CardCode","ItemCode")
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."VatGroups" (
	"Code" text PRIMARY KEY NOT NULL,
	"Name" text NOT NULL,
	"Rate" numeric(6, 2) NOT NULL,
	"ChangeSeq" bigint DEFAULT nextval('demo_erp.change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_erp"."Warehouses" (
	"WarehouseCode" text PRIMARY KEY NOT NULL,
	"WarehouseName" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "BusinessPartners_ChangeSeq_idx" ON "demo_erp"."BusinessPartners" USING btree ("ChangeSeq");--> statement-breakpoint
CREATE INDEX "DocumentLines_Base_idx" ON "demo_erp"."DocumentLines" USING btree ("BaseType","BaseEntry");--> statement-breakpoint
CREATE UNIQUE INDEX "Documents_DocNum_idx" ON "demo_erp"."Documents" USING btree ("ObjType","DocNum");--> statement-breakpoint
CREATE UNIQUE INDEX "Documents_PortalKey_idx" ON "demo_erp"."Documents" USING btree ("ObjType","U_DBS_PORTALKEY");--> statement-breakpoint
CREATE INDEX "Documents_ChangeSeq_idx" ON "demo_erp"."Documents" USING btree ("ChangeSeq");--> statement-breakpoint
CREATE INDEX "Documents_CardCode_idx" ON "demo_erp"."Documents" USING btree ("CardCode");--> statement-breakpoint
CREATE INDEX "Documents_Open_idx" ON "demo_erp"."Documents" USING btree ("ObjType","DocumentStatus");--> statement-breakpoint
CREATE INDEX "Items_ChangeSeq_idx" ON "demo_erp"."Items" USING btree ("ChangeSeq");--> statement-breakpoint
CREATE INDEX "Items_StockChangeSeq_idx" ON "demo_erp"."Items" USING btree ("StockChangeSeq");--> statement-breakpoint
CREATE INDEX "PurchaseOrders_ItemCode_idx" ON "demo_erp"."PurchaseOrders" USING btree ("ItemCode");
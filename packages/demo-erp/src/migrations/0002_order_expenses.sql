CREATE TABLE "demo_erp"."DocumentAdditionalExpenses" (
	"ObjType" integer NOT NULL,
	"DocEntry" integer NOT NULL,
	"LineNum" integer NOT NULL,
	"ExpenseCode" integer NOT NULL,
	"LineTotal" numeric(14, 2) NOT NULL,
	"VatGroup" text NOT NULL,
	"TaxPercent" numeric(6, 2) NOT NULL,
	"TaxSum" numeric(14, 2) NOT NULL,
	CONSTRAINT "DocumentAdditionalExpenses_ObjType_DocEntry_LineNum_pk" PRIMARY KEY("ObjType","DocEntry","LineNum")
);

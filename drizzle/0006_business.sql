CREATE TABLE "business" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"details" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_single_row" CHECK ("business"."id" = 1)
);

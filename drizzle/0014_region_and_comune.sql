CREATE TABLE "istat_account" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"structure_code" varchar(30) NOT NULL,
	"endpoint" varchar(300) NOT NULL,
	"username" varchar(100) NOT NULL,
	"password_sealed" text,
	"auto_send" boolean DEFAULT false NOT NULL,
	"beds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auto_sent_day" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "istat_account_single_row" CHECK ("istat_account"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "istat_sends" (
	"day" date PRIMARY KEY NOT NULL,
	"status" varchar(10) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"arrivals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" varchar(100) NOT NULL,
	CONSTRAINT "istat_sends_status_values" CHECK ("istat_sends"."status" in ('accepted', 'partial', 'refused', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "tourist_tax_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"quarter" varchar(7) NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tourist_tax_payments_amount" CHECK ("tourist_tax_payments"."amount_cents" > 0),
	CONSTRAINT "tourist_tax_payments_quarter" CHECK ("tourist_tax_payments"."quarter" ~ '^[0-9]{4}-Q[1-4]$')
);
--> statement-breakpoint
CREATE TABLE "tourist_tax_reminders" (
	"quarter" varchar(7) PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tourist_tax_stays" (
	"id" serial PRIMARY KEY NOT NULL,
	"stay_id" integer,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"exemptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collected_cents" integer,
	"collected_on" date,
	"refused_on" date,
	"kept" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tourist_tax_stays_stay_id_unique" UNIQUE("stay_id"),
	CONSTRAINT "tourist_tax_stays_collected" CHECK (("tourist_tax_stays"."collected_cents" is null) = ("tourist_tax_stays"."collected_on" is null)),
	CONSTRAINT "tourist_tax_stays_collected_positive" CHECK ("tourist_tax_stays"."collected_cents" is null or "tourist_tax_stays"."collected_cents" >= 0),
	CONSTRAINT "tourist_tax_stays_one_outcome" CHECK ("tourist_tax_stays"."collected_on" is null or "tourist_tax_stays"."refused_on" is null)
);
--> statement-breakpoint
ALTER TABLE "stay_guests" ADD COLUMN "trip_purpose" varchar(40);--> statement-breakpoint
ALTER TABLE "stay_guests" ADD COLUMN "transport" varchar(40);--> statement-breakpoint
ALTER TABLE "tourist_tax_stays" ADD CONSTRAINT "tourist_tax_stays_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tourist_tax_payments_quarter_idx" ON "tourist_tax_payments" USING btree ("quarter");--> statement-breakpoint
CREATE INDEX "tourist_tax_stays_kept_idx" ON "tourist_tax_stays" USING btree ("check_in") WHERE "tourist_tax_stays"."stay_id" is null;
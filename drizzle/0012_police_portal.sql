CREATE TABLE "police_portal" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"username" varchar(100) DEFAULT '' NOT NULL,
	"password_sealed" text,
	"ws_key_sealed" text,
	"auto_send" boolean DEFAULT false NOT NULL,
	"token_sealed" text,
	"token_expires_at" timestamp with time zone,
	"summary_day" date,
	"receipts_day" date,
	"tables_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "police_portal_single_row" CHECK ("police_portal"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "police_receipts" (
	"day" date PRIMARY KEY NOT NULL,
	"pdf_sealed" text NOT NULL,
	"bytes" integer NOT NULL,
	"stays" integer DEFAULT 0 NOT NULL,
	"source" varchar(6) NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stays" DROP CONSTRAINT "stays_party_type_values";--> statement-breakpoint
ALTER TABLE "stays" ALTER COLUMN "party_type" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "police_sends" ADD COLUMN "via" varchar(6) DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "police_sends" ADD COLUMN "answer" jsonb;--> statement-breakpoint
ALTER TABLE "stay_guests" ADD COLUMN "surname_latin" varchar(100);--> statement-breakpoint
ALTER TABLE "stay_guests" ADD COLUMN "given_name_latin" varchar(100);--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "identity_check_method" varchar(9);--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "police_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "police_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "police_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "police_error" jsonb;--> statement-breakpoint
CREATE INDEX "stays_police_pending_idx" ON "stays" USING btree ("police_next_attempt_at") WHERE police_sent_at is null and identity_checked_at is not null and status = 'booked';--> statement-breakpoint
ALTER TABLE "police_sends" ADD CONSTRAINT "police_sends_via_values" CHECK ("police_sends"."via" in ('file', 'portal'));--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_identity_check_method_values" CHECK ("stays"."identity_check_method" is null or "stays"."identity_check_method" in ('in-person', 'video'));--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_party_type_values" CHECK ("stays"."party_type" is null or "stays"."party_type" in ('family', 'group', 'individuals'));--> statement-breakpoint
UPDATE "stays" SET "identity_check_method" = 'in-person' WHERE "identity_checked_at" IS NOT NULL;
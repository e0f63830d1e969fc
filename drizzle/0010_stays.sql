CREATE TABLE "stays" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"quote_id" integer,
	"lead_name" varchar(200) NOT NULL,
	"lead_email" varchar(255),
	"lead_phone" varchar(30),
	"language" varchar(2) DEFAULT 'it' NOT NULL,
	"notes" text,
	"status" varchar(10) DEFAULT 'booked' NOT NULL,
	"deposit_cents" integer,
	"deposit_due" date,
	"deposit_received_on" date,
	"deposit_received_cents" integer,
	"review_token_hash" varchar(64),
	"review_token_expires_at" timestamp with time zone,
	"review_token_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stays_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "stays_review_token_hash_unique" UNIQUE("review_token_hash"),
	CONSTRAINT "stays_dates_order" CHECK ("stays"."check_out" > "stays"."check_in"),
	CONSTRAINT "stays_length" CHECK ("stays"."check_out" - "stays"."check_in" <= 60),
	CONSTRAINT "stays_guests_range" CHECK ("stays"."guests" between 1 and 20),
	CONSTRAINT "stays_source_values" CHECK ("stays"."source" in ('request', 'airbnb', 'booking', 'direct', 'other')),
	CONSTRAINT "stays_status_values" CHECK ("stays"."status" in ('booked', 'cancelled')),
	CONSTRAINT "stays_language_values" CHECK ("stays"."language" in ('it', 'en', 'de', 'es')),
	CONSTRAINT "stays_notes_length" CHECK (char_length("stays"."notes") <= 2000),
	CONSTRAINT "stays_deposit_positive" CHECK ("stays"."deposit_cents" is null or "stays"."deposit_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "quotes_confirmed_room_idx";--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "owner" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "stay_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_due" date;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "stay_id" integer;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stays_booked_room_idx" ON "stays" USING btree ("room_id","check_out") WHERE status = 'booked';--> statement-breakpoint
CREATE INDEX "stays_check_in_idx" ON "stays" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "stays_check_out_idx" ON "stays" USING btree ("check_out");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_stay_kind_idx" ON "outbox" USING btree ("stay_id","kind") WHERE "outbox"."stay_id" is not null;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_positive" CHECK ("quotes"."deposit_cents" is null or "quotes"."deposit_cents" > 0);--> statement-breakpoint
-- The requests confirmed before stays existed become their stays, so their rooms stay taken.
INSERT INTO "stays" ("room_id", "check_in", "check_out", "guests", "source", "quote_id", "lead_name", "lead_email", "lead_phone", "language")
SELECT r."id", (q."check_in" at time zone 'UTC')::date, (q."check_out" at time zone 'UTC')::date, q."guests", 'request', q."id",
       q."first_name" || ' ' || q."last_name", q."email", q."phone", q."lang"
  FROM "quotes" q JOIN "rooms" r ON r."slug" = q."preferred_room"
 WHERE q."status" = 'confirmed' AND (q."check_out" at time zone 'UTC')::date - (q."check_in" at time zone 'UTC')::date <= 60;

CREATE TABLE "guest_writes" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" varchar(120) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"quote_id" integer,
	"review_id" integer,
	"audience" varchar(10) NOT NULL,
	"to_address" varchar(255),
	"reply_to" varchar(255),
	"lang" varchar(2) DEFAULT 'it' NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"message_id" varchar(255) NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "outbox_status_values" CHECK ("outbox"."status" in ('queued', 'sent', 'failed')),
	CONSTRAINT "outbox_audience_values" CHECK ("outbox"."audience" in ('owner', 'guest')),
	CONSTRAINT "outbox_guest_address" CHECK ("outbox"."audience" = 'owner' or "outbox"."to_address" is not null)
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20),
	"outbox_id" integer,
	"price" varchar(40),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_events_kind_values" CHECK ("quote_events"."kind" in ('created', 'reply', 'status'))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lang" varchar(2) DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_writes_bucket_idx" ON "guest_writes" USING btree ("bucket","at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."status" <> 'sent';--> statement-breakpoint
CREATE INDEX "outbox_quote_idx" ON "outbox" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "outbox_review_idx" ON "outbox" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","at");--> statement-breakpoint
CREATE INDEX "quotes_status_created_at_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
UPDATE "quotes" SET "status" = 'pending' WHERE "status" NOT IN ('pending', 'answered', 'confirmed', 'declined', 'cancelled');--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_values" CHECK ("quotes"."status" in ('pending', 'answered', 'confirmed', 'declined', 'cancelled'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lang_values" CHECK ("quotes"."lang" in ('it', 'en', 'de', 'es'));--> statement-breakpoint
-- The workflow, enforced here as well as in app/features/quotes/quote-status.ts: pending →
-- answered → confirmed or declined; cancelled from pending, answered or confirmed; nothing
-- leaves declined or cancelled. Replying again to an answered request keeps it answered.
CREATE FUNCTION "quotes_status_transition"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = OLD.status THEN RETURN NEW; END IF;
  IF (OLD.status = 'pending' AND NEW.status IN ('answered', 'cancelled'))
     OR (OLD.status = 'answered' AND NEW.status IN ('confirmed', 'declined', 'cancelled'))
     OR (OLD.status = 'confirmed' AND NEW.status = 'cancelled') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'quote % cannot go from % to %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'check_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quotes_status_transition" BEFORE UPDATE OF "status" ON "quotes"
  FOR EACH ROW EXECUTE FUNCTION "quotes_status_transition"();
--> statement-breakpoint
-- Per-status totals beside the whole ("quotes:pending", …), kept like the whole (0003), so the
-- panel's counts and filtered pages read one row each.
LOCK TABLE "quotes" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "row_counts" ("name", "n")
SELECT 'quotes:' || s, (SELECT count(*) FROM "quotes" WHERE "status" = s)
FROM unnest(ARRAY['pending', 'answered', 'confirmed', 'declined', 'cancelled']) AS s
ON CONFLICT ("name") DO UPDATE SET "n" = EXCLUDED."n";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "quotes_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE row_counts SET n = 0 WHERE name = 'quotes' OR name LIKE 'quotes:%';
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE name = 'quotes';
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE name = 'quotes';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE row_counts AS c SET n = c.n - o.k
    FROM (SELECT 'quotes:' || status AS name, count(*) AS k FROM old_rows GROUP BY 1) AS o
    WHERE c.name = o.name;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE row_counts AS c SET n = c.n + x.k
    FROM (SELECT 'quotes:' || status AS name, count(*) AS k FROM new_rows GROUP BY 1) AS x
    WHERE c.name = x.name;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quotes_counted_on_update" AFTER UPDATE ON "quotes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quotes_counted"();

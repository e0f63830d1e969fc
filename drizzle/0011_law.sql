CREATE TABLE "police_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"arrival_date" date NOT NULL,
	"stay_ids" jsonb NOT NULL,
	"records" integer NOT NULL,
	"receipt" varchar(100),
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"stay_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"surname" varchar(100) NOT NULL,
	"given_name" varchar(100) NOT NULL,
	"sex" varchar(1) NOT NULL,
	"birth_date_sealed" text NOT NULL,
	"birth_country" varchar(9) NOT NULL,
	"birth_place" varchar(9),
	"citizenship" varchar(9) NOT NULL,
	"residence_country" varchar(9) NOT NULL,
	"residence_place" varchar(9),
	"document_type" varchar(5),
	"document_number_sealed" text,
	"document_issue_place" varchar(9),
	CONSTRAINT "stay_guests_position" UNIQUE("stay_id","position"),
	CONSTRAINT "stay_guests_sex_values" CHECK ("stay_guests"."sex" in ('M', 'F')),
	CONSTRAINT "stay_guests_position_range" CHECK ("stay_guests"."position" between 0 and 19)
);
--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "check_in_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "check_in_token_sealed" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "party_type" varchar(6);--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "guests_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "identity_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "identity_checked_by" varchar(100);--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "police_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stay_guests" ADD CONSTRAINT "stay_guests_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "police_sends_arrival_date_idx" ON "police_sends" USING btree ("arrival_date");--> statement-breakpoint
CREATE INDEX "police_sends_sent_at_idx" ON "police_sends" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "stay_guests_document_idx" ON "stay_guests" USING btree ("stay_id") WHERE document_number_sealed is not null;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_check_in_token_hash_unique" UNIQUE("check_in_token_hash");--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_party_type_values" CHECK ("stays"."party_type" is null or "stays"."party_type" in ('family', 'group'));
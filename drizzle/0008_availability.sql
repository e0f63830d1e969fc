CREATE TABLE "feed_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "feed_ranges_order" CHECK ("feed_ranges"."end_date" > "feed_ranges"."start_date")
);
--> statement-breakpoint
CREATE TABLE "room_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_blocks_order" CHECK ("room_blocks"."end_date" > "room_blocks"."start_date")
);
--> statement-breakpoint
CREATE TABLE "room_exports" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_exports_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "room_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"events" integer DEFAULT 0 NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_ranges" ADD CONSTRAINT "feed_ranges_feed_id_room_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."room_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_ranges" ADD CONSTRAINT "feed_ranges_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_exports" ADD CONSTRAINT "room_exports_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_feeds" ADD CONSTRAINT "room_feeds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_ranges_room_start_idx" ON "feed_ranges" USING btree ("room_id","start_date");--> statement-breakpoint
CREATE INDEX "feed_ranges_feed_idx" ON "feed_ranges" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "room_blocks_room_end_idx" ON "room_blocks" USING btree ("room_id","end_date");--> statement-breakpoint
CREATE INDEX "room_feeds_room_idx" ON "room_feeds" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "room_feeds_next_sync_idx" ON "room_feeds" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "quotes_confirmed_room_idx" ON "quotes" USING btree ("preferred_room","check_out") WHERE status = 'confirmed';
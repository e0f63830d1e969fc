CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"trigger" varchar(10) NOT NULL,
	"night" date,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"claimed_until" timestamp with time zone NOT NULL,
	"holder" varchar(300),
	"bytes" bigint,
	"database_method" varchar(10),
	"error" text,
	"copy_status" integer,
	"copy_output" text,
	"copy_finished_at" timestamp with time zone,
	CONSTRAINT "backups_name_unique" UNIQUE("name"),
	CONSTRAINT "backups_status_values" CHECK ("backups"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backups_one_running" ON "backups" USING btree ("status") WHERE "backups"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "backups_one_a_night" ON "backups" USING btree ("night") WHERE "backups"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "backups_started_at_idx" ON "backups" USING btree ("started_at");
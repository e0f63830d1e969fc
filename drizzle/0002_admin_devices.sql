CREATE TABLE "admin_devices" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_devices" ADD CONSTRAINT "admin_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_devices_expires_at_idx" ON "admin_devices" USING btree ("expires_at");--> statement-breakpoint
-- Visitor address hashes are keyed from outside the database now (server/boot.ts): the old salt goes.
DELETE FROM "app_meta" WHERE "key" = 'ip_hash_salt';

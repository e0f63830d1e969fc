ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions opened before the 12-hour limit end by it too.
UPDATE "sessions" SET "expires_at" = least("expires_at", "created_at" + interval '12 hours') WHERE "kind" = 'admin';

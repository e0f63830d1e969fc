-- A room with history cannot be deleted: the database refuses it (rooms.server.ts's deleteRoom
-- turns the violation, 23001, into its 409), so the rooms feature need not read the stays and
-- the requests that name a room. A stay's room was ON DELETE cascade; a request named its room
-- by slug without a key. That key is NOT VALID: it holds for every new request and refuses the
-- deletion of any room a request names, old ones included, without failing the upgrade on a
-- request that names a room deleted before it.
ALTER TABLE "stays" DROP CONSTRAINT "stays_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_preferred_room_rooms_slug_fk" FOREIGN KEY ("preferred_room") REFERENCES "public"."rooms"("slug") ON DELETE restrict ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;

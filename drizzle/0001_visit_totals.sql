CREATE TABLE "visit_totals" (
	"id" smallint PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL,
	"uniques" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_addresses" (
	"ip_address" varchar(64) PRIMARY KEY NOT NULL,
	"visits" integer NOT NULL
);
--> statement-breakpoint
-- The counts of site_visits kept as running totals (app/db/schema.ts, visitTotals), so that the
-- footer's counter and GET /api/visits/count read one row instead of scanning every visit.
-- Statement-level triggers with transition tables: a bulk insert or the retention purge moves
-- the totals once per statement, and plain SQL keeps them right as the app does.
-- ip_address is never updated; TRUNCATE resets the totals.
LOCK TABLE "site_visits" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "visits_counted_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added bigint;
  new_addresses bigint;
BEGIN
  SELECT count(*) INTO added FROM new_visits;
  WITH upserted AS (
    INSERT INTO visitor_addresses AS a (ip_address, visits)
    SELECT ip_address, count(*)::integer FROM new_visits GROUP BY ip_address
    ON CONFLICT (ip_address) DO UPDATE SET visits = a.visits + excluded.visits
    RETURNING (xmax = 0) AS inserted
  )
  SELECT count(*) FILTER (WHERE inserted) INTO new_addresses FROM upserted;
  UPDATE visit_totals SET total = total + added, uniques = uniques + new_addresses WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "visits_counted_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed bigint;
  gone_addresses bigint;
BEGIN
  SELECT count(*) INTO removed FROM old_visits;
  UPDATE visitor_addresses AS a SET visits = a.visits - o.n
  FROM (SELECT ip_address, count(*)::integer AS n FROM old_visits GROUP BY ip_address) AS o
  WHERE a.ip_address = o.ip_address;
  WITH gone AS (
    DELETE FROM visitor_addresses AS a
    WHERE a.visits <= 0 AND a.ip_address IN (SELECT ip_address FROM old_visits)
    RETURNING 1
  )
  SELECT count(*) INTO gone_addresses FROM gone;
  UPDATE visit_totals SET total = total - removed, uniques = uniques - gone_addresses WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "visits_counted_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM visitor_addresses;
  UPDATE visit_totals SET total = 0, uniques = 0 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "site_visits_counted_on_insert" AFTER INSERT ON "site_visits"
  REFERENCING NEW TABLE AS new_visits FOR EACH STATEMENT EXECUTE FUNCTION "visits_counted_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "site_visits_counted_on_delete" AFTER DELETE ON "site_visits"
  REFERENCING OLD TABLE AS old_visits FOR EACH STATEMENT EXECUTE FUNCTION "visits_counted_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "site_visits_counted_on_truncate" AFTER TRUNCATE ON "site_visits"
  FOR EACH STATEMENT EXECUTE FUNCTION "visits_counted_on_truncate"();
--> statement-breakpoint
INSERT INTO "visitor_addresses" ("ip_address", "visits")
  SELECT "ip_address", count(*)::integer FROM "site_visits" GROUP BY "ip_address";
--> statement-breakpoint
INSERT INTO "visit_totals" ("id", "total", "uniques")
  VALUES (1, (SELECT count(*) FROM "site_visits"), (SELECT count(*) FROM "visitor_addresses"));

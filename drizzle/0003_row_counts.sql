CREATE TABLE "row_counts" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- The sizes of the panel's paginated lists as running totals (app/db/schema.ts, rowCounts), so
-- that a page of quotes or reviews reads one row for its total instead of counting the table.
-- Statement-level triggers with transition tables, as for visit_totals (0001).
LOCK TABLE "quotes", "reviews" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "quotes_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE name = 'quotes';
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE name = 'quotes';
  ELSE
    UPDATE row_counts SET n = 0 WHERE name = 'quotes';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "reviews_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE row_counts SET n = 0 WHERE name IN ('reviews:pending', 'reviews:approved');
    RETURN NULL;
  END IF;
  -- An update (approval) moves rows from one list to the other: out with the old, in with the new.
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE row_counts AS c SET n = c.n - o.k
    FROM (SELECT CASE WHEN is_approved THEN 'reviews:approved' ELSE 'reviews:pending' END AS name, count(*) AS k FROM old_rows GROUP BY 1) AS o
    WHERE c.name = o.name;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE row_counts AS c SET n = c.n + x.k
    FROM (SELECT CASE WHEN is_approved THEN 'reviews:approved' ELSE 'reviews:pending' END AS name, count(*) AS k FROM new_rows GROUP BY 1) AS x
    WHERE c.name = x.name;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quotes_counted_on_insert" AFTER INSERT ON "quotes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quotes_counted"();
--> statement-breakpoint
CREATE TRIGGER "quotes_counted_on_delete" AFTER DELETE ON "quotes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "quotes_counted"();
--> statement-breakpoint
CREATE TRIGGER "quotes_counted_on_truncate" AFTER TRUNCATE ON "quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION "quotes_counted"();
--> statement-breakpoint
CREATE TRIGGER "reviews_counted_on_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_counted"();
--> statement-breakpoint
CREATE TRIGGER "reviews_counted_on_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_counted"();
--> statement-breakpoint
CREATE TRIGGER "reviews_counted_on_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_counted"();
--> statement-breakpoint
CREATE TRIGGER "reviews_counted_on_truncate" AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_counted"();
--> statement-breakpoint
INSERT INTO "row_counts" ("name", "n") VALUES
  ('quotes', (SELECT count(*) FROM "quotes")),
  ('reviews:pending', (SELECT count(*) FROM "reviews" WHERE NOT "is_approved")),
  ('reviews:approved', (SELECT count(*) FROM "reviews" WHERE "is_approved"));

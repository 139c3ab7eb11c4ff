-- Issue 10 (bench/README.md section 2, "One search column for the site lists"): a site search matched the
-- site's own text OR its client's OR its district's, three tables; no index serves such an OR, so the
-- count tested every site (55 ms on the embedded database at 20,000 sites) and a reseller's page walked
-- every site in name order. sites.search_text now holds all of it (the site's name and city, the client's
-- search text, the district's name, joined by U+001F as everywhere, so a term never spans two of them)
-- and one trigram index serves the whole search. The database keeps it: a trigger writes it with each
-- site, and triggers on users and districts write their sites' again when that text changes.
ALTER TABLE "sites" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "search_text" SET DEFAULT '';--> statement-breakpoint
CREATE OR REPLACE FUNCTION sites_search_text(site_name text, city text, client_id integer, district_id integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(coalesce(site_name, '') || chr(31) || coalesce(city, '')) || chr(31)
    || coalesce((SELECT u.search_text FROM users u WHERE u.id = client_id), '') || chr(31)
    || coalesce((SELECT lower(d.name) FROM districts d WHERE d.id = district_id), '')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sites_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := sites_search_text(NEW.site_name, NEW.city, NEW.client_id, NEW.district_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER sites_search_text BEFORE INSERT OR UPDATE OF site_name, city, client_id, district_id, search_text
ON sites FOR EACH ROW EXECUTE FUNCTION sites_set_search_text();--> statement-breakpoint
-- a client's or a district's text changed: its sites' column is written again (the trigger above computes
-- it). A site changed at the same moment is waited for and written after it; only a site inserted in a
-- transaction that commits after the rename keeps the name it read, until its client or district changes
-- again (locking the client row from the site's trigger would close that gap and open a deadlock).
CREATE OR REPLACE FUNCTION sites_search_text_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE sites SET search_text = '' WHERE client_id = NEW.id;
  ELSE
    UPDATE sites SET search_text = '' WHERE district_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_sites_search_text AFTER UPDATE ON users
FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
EXECUTE FUNCTION sites_search_text_again();--> statement-breakpoint
CREATE TRIGGER districts_sites_search_text AFTER UPDATE OF name ON districts
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION sites_search_text_again();--> statement-breakpoint
DROP INDEX IF EXISTS "sites_search_trgm_idx";--> statement-breakpoint
UPDATE sites SET search_text = '';--> statement-breakpoint
CREATE INDEX "sites_search_trgm_idx" ON "sites" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- every row's text changed: the planner's statistics of it are fresh from here (autovacuum may be off)
ANALYZE sites;

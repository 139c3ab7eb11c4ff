-- Issue 10 (bench/README.md section 2): the pending sites (/reseller-sites) in list order. A search of
-- the pending sites walked the whole name index, every site, to find the few that wait for an admin.
CREATE INDEX "sites_pending_name_idx" ON "sites" USING btree (lower("site_name"),"id") WHERE "sites"."approved" = false;
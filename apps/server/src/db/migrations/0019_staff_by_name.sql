-- The staff by name (GET /get_employee_page_data, GET /get_employee_data): one entry a person on the
-- staff. users_name_sort_idx holds every client too, so a page of 100 staff walked some 2,000 entries.
CREATE INDEX "users_staff_name_idx" ON "users" USING btree (lower("name"),"id") WHERE "users"."user_type" not in ('client', 'reseller');

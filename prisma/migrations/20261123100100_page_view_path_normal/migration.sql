-- Page views hold only normalised public paths (`publicPath` in server/domain/pagePath.ts): no /admin in any case,
-- no backslash, no empty, "." or ".." segment, no trailing slash, no percent-encoded slash. Rows stored before the
-- path was normalised that break this (admin variants such as /./admin or /admin%2fx) are removed: they should
-- never have been recorded.
DELETE FROM "page_view"
WHERE "path" ~ '[\\]' OR "path" ~ '//' OR "path" ~ '(^|/)\.\.?(/|$)' OR lower("path") ~ '%(2f|5c)'
   OR lower("path") ~ '^/admin(/|$)' OR ("path" <> '/' AND "path" LIKE '%/');

ALTER TABLE "page_view" DROP CONSTRAINT "page_view_path_check";
ALTER TABLE "page_view" ADD CONSTRAINT "page_view_path_check" CHECK (
  "path" LIKE '/%'
  AND "path" !~ '[?#\\]'
  AND "path" !~ '//'
  AND "path" !~ '(^|/)\.\.?(/|$)'
  AND lower("path") !~ '%(2f|5c)'
  AND lower("path") !~ '^/admin(/|$)'
  AND ("path" = '/' OR "path" NOT LIKE '%/')
);

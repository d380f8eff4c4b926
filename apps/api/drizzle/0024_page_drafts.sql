ALTER TABLE "content_pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
-- Information pages saved before this kept their working copy in summary.
UPDATE "content_pages" SET "draft" = "summary", "summary" = '{"en": ""}'::jsonb WHERE "kind" = 'page';

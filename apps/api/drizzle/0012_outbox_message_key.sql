DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "send_in_doubt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE status in ('pending', 'sending');
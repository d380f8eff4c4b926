CREATE TABLE "login_throttle" (
	"scope" text NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttle_scope_account_address_pk" PRIMARY KEY("scope","account","address")
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_throttle_last_failure_idx" ON "login_throttle" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;
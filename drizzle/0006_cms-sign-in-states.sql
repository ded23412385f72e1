CREATE TABLE "cms_sign_in_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cms_sign_in_states_expires_at_idx" ON "cms_sign_in_states" USING btree ("expires_at");
ALTER TABLE "contact_submissions" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "previous_page" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_content" text;
CREATE TABLE "analytics_daily" (
	"cell" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"page" text NOT NULL,
	"source" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_visitors" (
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"page" text NOT NULL,
	CONSTRAINT "analytics_page_visitors_day_visitor_id_page_pk" PRIMARY KEY("day","visitor_id","page")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"source" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	CONSTRAINT "analytics_visitors_day_visitor_id_pk" PRIMARY KEY("day","visitor_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");
--> statement-breakpoint
-- A past day's salt is deleted once a day: one dead row, below autovacuum's default threshold of 50, would stay on disk for weeks. Vacuum it at once (docs/decisions/0038).
ALTER TABLE "analytics_salts" SET (autovacuum_vacuum_threshold = 0, autovacuum_vacuum_scale_factor = 0);

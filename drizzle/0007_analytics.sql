CREATE TABLE "analytics_daily" (
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
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_cell" UNIQUE NULLS NOT DISTINCT("day","page","source","utm_source","utm_medium","utm_campaign","utm_term","utm_content","language","device")
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

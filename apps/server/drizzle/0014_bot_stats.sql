CREATE TABLE "bot_daily_stats" (
	"bot_id" text NOT NULL,
	"day" text NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"misses" integer DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"rated_up" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_daily_stats_bot_id_day_pk" PRIMARY KEY("bot_id","day")
);
--> statement-breakpoint
CREATE TABLE "bot_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"day" text NOT NULL,
	"asker" text NOT NULL,
	"conversation" text NOT NULL,
	"hits" integer,
	"answer_ref" text NOT NULL,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_daily_stats" ADD CONSTRAINT "bot_daily_stats_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_questions" ADD CONSTRAINT "bot_questions_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_questions_day_idx" ON "bot_questions" USING btree ("day","bot_id");--> statement-breakpoint
CREATE INDEX "bot_questions_answer_idx" ON "bot_questions" USING btree ("answer_ref");
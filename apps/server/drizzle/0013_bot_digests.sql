CREATE TABLE "bot_digests" (
	"bot_id" text NOT NULL,
	"day" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"language" text NOT NULL,
	"span_from" timestamp with time zone NOT NULL,
	"span_to" timestamp with time zone NOT NULL,
	"email" jsonb,
	"sms" jsonb,
	"conversations" integer DEFAULT 0 NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_digests_bot_id_day_pk" PRIMARY KEY("bot_id","day")
);
--> statement-breakpoint
CREATE INDEX "chat_messages_role_idx" ON "chat_messages" USING btree ("role_id","created_at");
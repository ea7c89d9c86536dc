CREATE TABLE "bot_embed_days" (
	"bot_id" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bot_embed_days_bot_id_day_pk" PRIMARY KEY("bot_id","day")
);
--> statement-breakpoint
CREATE TABLE "bot_embeds" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"daily_cap" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embed_files" (
	"file_id" text PRIMARY KEY NOT NULL,
	"tmp_uid" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embed_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tmp_uid" text NOT NULL,
	"bot_id" text NOT NULL,
	"msg_id" text NOT NULL,
	"input" text NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embed_visitors" (
	"tmp_uid" text PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_embed_days" ADD CONSTRAINT "bot_embed_days_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_embeds" ADD CONSTRAINT "bot_embeds_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_files" ADD CONSTRAINT "embed_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_files" ADD CONSTRAINT "embed_files_tmp_uid_embed_visitors_tmp_uid_fk" FOREIGN KEY ("tmp_uid") REFERENCES "public"."embed_visitors"("tmp_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_messages" ADD CONSTRAINT "embed_messages_tmp_uid_embed_visitors_tmp_uid_fk" FOREIGN KEY ("tmp_uid") REFERENCES "public"."embed_visitors"("tmp_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_messages" ADD CONSTRAINT "embed_messages_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_visitors" ADD CONSTRAINT "embed_visitors_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_files_visitor_idx" ON "embed_files" USING btree ("tmp_uid");--> statement-breakpoint
CREATE INDEX "embed_messages_visitor_idx" ON "embed_messages" USING btree ("tmp_uid","id");--> statement-breakpoint
CREATE INDEX "embed_visitors_bot_idx" ON "embed_visitors" USING btree ("bot_id");
CREATE TABLE "bot_bindings" (
	"user_id" bigint NOT NULL,
	"bot_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_bindings_user_id_bot_id_pk" PRIMARY KEY("user_id","bot_id")
);
--> statement-breakpoint
CREATE TABLE "bot_tag_links" (
	"bot_id" text NOT NULL,
	"tag_id" text NOT NULL,
	CONSTRAINT "bot_tag_links_bot_id_tag_id_pk" PRIMARY KEY("bot_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "bot_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bots" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" bigint,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '🤖' NOT NULL,
	"model" text NOT NULL,
	"prompt" text NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"score_threshold" double precision DEFAULT 0.5 NOT NULL,
	"originality" integer DEFAULT 3 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"show_knowledge" boolean DEFAULT true NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"official_account_name" text DEFAULT '' NOT NULL,
	"plugins" jsonb NOT NULL,
	"translations" jsonb,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_bindings" ADD CONSTRAINT "bot_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_bindings" ADD CONSTRAINT "bot_bindings_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_tag_links" ADD CONSTRAINT "bot_tag_links_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_tag_links" ADD CONSTRAINT "bot_tag_links_tag_id_bot_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."bot_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_bindings_bot_idx" ON "bot_bindings" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "bot_tag_links_tag_idx" ON "bot_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "bots_owner_idx" ON "bots" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "bots_public_created_idx" ON "bots" USING btree ("is_public","created_at");--> statement-breakpoint
CREATE INDEX "bots_public_uses_idx" ON "bots" USING btree ("is_public","uses");
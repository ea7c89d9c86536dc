CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"msg_id" text NOT NULL,
	"role_id" text DEFAULT '-1' NOT NULL,
	"input" text NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"ref" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"reasoning" text DEFAULT '' NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'streaming' NOT NULL,
	"error" text,
	"model" text NOT NULL,
	"msg_type" text DEFAULT 'text' NOT NULL,
	"score" integer,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publish_to_html_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"role_id" text DEFAULT '-1' NOT NULL,
	"features" text DEFAULT 'chat' NOT NULL,
	"project_id" text,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_texts" (
	"file_id" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"chars" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_models" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_topic_id_chat_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."chat_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_topics" ADD CONSTRAINT "chat_topics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_texts" ADD CONSTRAINT "file_texts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_models" ADD CONSTRAINT "user_models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_topic_idx" ON "chat_messages" USING btree ("topic_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_msg_idx" ON "chat_messages" USING btree ("user_id","msg_id");--> statement-breakpoint
CREATE INDEX "chat_topics_user_idx" ON "chat_topics" USING btree ("user_id","features","updated_at");
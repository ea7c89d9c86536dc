CREATE TABLE "chat_publications" (
	"topic_id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"description" text NOT NULL,
	"lang" text NOT NULL,
	"turns" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_publications_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "chat_publications" ADD CONSTRAINT "chat_publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: the conversation is the chat feature's table, so the schema does not name it; a deleted conversation takes its page with it.
ALTER TABLE "chat_publications" ADD CONSTRAINT "chat_publications_topic_id_chat_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."chat_topics"("id") ON DELETE cascade ON UPDATE no action;

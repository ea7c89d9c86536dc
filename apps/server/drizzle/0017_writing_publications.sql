CREATE TABLE "writing_publications" (
	"document_id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"description" text NOT NULL,
	"lang" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "writing_publications_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "writing_publications" ADD CONSTRAINT "writing_publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
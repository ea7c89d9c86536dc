CREATE TABLE "writing_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"group_id" text,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"trashed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writing_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writing_versions" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"word_count" integer NOT NULL,
	"reason" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "writing_documents" ADD CONSTRAINT "writing_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_documents" ADD CONSTRAINT "writing_documents_group_id_writing_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."writing_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_groups" ADD CONSTRAINT "writing_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_versions" ADD CONSTRAINT "writing_versions_document_id_writing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."writing_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "writing_documents_user_idx" ON "writing_documents" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "writing_documents_group_idx" ON "writing_documents" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "writing_documents_trashed_idx" ON "writing_documents" USING btree ("trashed_at");--> statement-breakpoint
CREATE INDEX "writing_groups_user_idx" ON "writing_groups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "writing_versions_document_idx" ON "writing_versions" USING btree ("document_id","seq");
CREATE TABLE "writing_wechat_publications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"app_id" text NOT NULL,
	"publish_id" text,
	"status" text NOT NULL,
	"wechat_status" text,
	"fail_key" text,
	"fail_params" jsonb,
	"article_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "writing_wechat_publications" ADD CONSTRAINT "writing_wechat_publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "writing_wechat_publications_document_idx" ON "writing_wechat_publications" USING btree ("document_id","id");--> statement-breakpoint
CREATE INDEX "writing_wechat_publications_publish_idx" ON "writing_wechat_publications" USING btree ("document_id","publish_id");--> statement-breakpoint
-- By hand (tables.ts names no other feature's table): a purged writing document takes its publications with it.
ALTER TABLE "writing_wechat_publications" ADD CONSTRAINT "writing_wechat_publications_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."writing_documents"("id") ON DELETE cascade ON UPDATE no action;

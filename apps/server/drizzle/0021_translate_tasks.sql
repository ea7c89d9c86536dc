CREATE TABLE "translate_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"source_file_id" text,
	"mono_file_id" text,
	"dual_file_id" text,
	"page_count" integer NOT NULL,
	"start_page" integer NOT NULL,
	"end_page" integer NOT NULL,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"output_kind" text NOT NULL,
	"dual_layout" text NOT NULL,
	"status" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"failed_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_key" text,
	"error_params" jsonb,
	"model" text,
	"offline" boolean DEFAULT false NOT NULL,
	"pages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"glossary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"charged_pages" integer NOT NULL,
	"charged_day" text NOT NULL,
	"settled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translate_usage" (
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "translate_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "translate_tasks" ADD CONSTRAINT "translate_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translate_tasks" ADD CONSTRAINT "translate_tasks_source_file_id_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translate_tasks" ADD CONSTRAINT "translate_tasks_mono_file_id_files_id_fk" FOREIGN KEY ("mono_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translate_tasks" ADD CONSTRAINT "translate_tasks_dual_file_id_files_id_fk" FOREIGN KEY ("dual_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translate_usage" ADD CONSTRAINT "translate_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translate_tasks_user_idx" ON "translate_tasks" USING btree ("user_id","created_at");
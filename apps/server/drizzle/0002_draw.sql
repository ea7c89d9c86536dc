CREATE TABLE "draw_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"msg_id" text,
	"product_type" text,
	"action" text NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"inputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dimensions" text,
	"parent_id" text,
	"quadrant" integer,
	"code" text DEFAULT '01' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"seed" bigint NOT NULL,
	"upstream_id" text,
	"provider_state" jsonb,
	"result_file_id" text,
	"result_url" text,
	"width" integer,
	"height" integer,
	"fail_reason" text,
	"charge" jsonb,
	"job_id" text,
	"language" text DEFAULT 'en' NOT NULL,
	"expand1" text,
	"expand2" text,
	"expand3" text,
	"expand4" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draw_tasks" ADD CONSTRAINT "draw_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_tasks_user_idx" ON "draw_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "draw_tasks_running_idx" ON "draw_tasks" USING btree ("code");
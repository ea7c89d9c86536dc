CREATE TABLE "voice_chunks" (
	"recording_id" text NOT NULL,
	"seq" integer NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_chunks_recording_id_seq_pk" PRIMARY KEY("recording_id","seq")
);
--> statement-breakpoint
CREATE TABLE "voice_recordings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"error_key" text,
	"error_params" jsonb,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"mime_type" text NOT NULL,
	"language" text DEFAULT 'auto' NOT NULL,
	"trimmed" boolean DEFAULT false NOT NULL,
	"notice_key" text,
	"notice_params" jsonb,
	"file_id" text,
	"last_chunk_at" timestamp with time zone,
	"transcript_state" text DEFAULT 'none' NOT NULL,
	"transcript_done" integer DEFAULT 0 NOT NULL,
	"transcript_total" integer DEFAULT 0 NOT NULL,
	"transcript_error_key" text,
	"transcript_error_params" jsonb,
	"transcript_run" integer DEFAULT 0 NOT NULL,
	"pieces" jsonb,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcript_text" text DEFAULT '' NOT NULL,
	"minutes_template" text,
	"minutes_content" text,
	"minutes_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_chunks" ADD CONSTRAINT "voice_chunks_recording_id_voice_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."voice_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_recordings" ADD CONSTRAINT "voice_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_recordings" ADD CONSTRAINT "voice_recordings_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_recordings_user_idx" ON "voice_recordings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_recordings_idle_idx" ON "voice_recordings" USING btree ("status","last_chunk_at");
CREATE TABLE "knowledge_terms" (
	"lexeme" text NOT NULL,
	"source_id" text NOT NULL,
	"chunks" integer NOT NULL,
	CONSTRAINT "knowledge_terms_lexeme_source_id_pk" PRIMARY KEY("lexeme","source_id")
);
--> statement-breakpoint
ALTER TABLE "knowledge_terms" ADD CONSTRAINT "knowledge_terms_source_id_knowledge_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_terms_source_idx" ON "knowledge_terms" USING btree ("source_id");
CREATE TABLE "statement_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	"note" text NOT NULL,
	"document_id" uuid,
	"voice" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_comments" ADD COLUMN "suggestion" text;--> statement-breakpoint
ALTER TABLE "review_comments" ADD COLUMN "follow_up" text;--> statement-breakpoint
ALTER TABLE "statement_drafts" ADD CONSTRAINT "statement_drafts_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_drafts" ADD CONSTRAINT "statement_drafts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_drafts_number_key" ON "statement_drafts" USING btree ("submission_id","number");
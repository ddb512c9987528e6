-- Whether a document is in use, by each column that references it: the unused-documents job
-- asks it of every week-old document, and deleting one asks it for the "set null".
CREATE INDEX "submissions_document_idx" ON "submissions" USING btree ("document_id") WHERE document_id is not null;--> statement-breakpoint
CREATE INDEX "reviewer_applications_cv_idx" ON "reviewer_applications" USING btree ("cv_document_id") WHERE cv_document_id is not null;--> statement-breakpoint
CREATE INDEX "reviews_annotated_document_idx" ON "reviews" USING btree ("annotated_document_id") WHERE annotated_document_id is not null;--> statement-breakpoint
CREATE INDEX "statement_drafts_document_idx" ON "statement_drafts" USING btree ("document_id") WHERE document_id is not null;

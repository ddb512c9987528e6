-- A refused upload's slot is marked, so it no longer counts as an upload in progress: twenty
-- refused files in a row made an account wait until they expired.
ALTER TABLE "upload_slots" ADD COLUMN "refused_at" timestamp with time zone;
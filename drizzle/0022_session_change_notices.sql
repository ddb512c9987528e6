-- Each server keeps the sessions it has resolved in memory while it listens here
-- (src/server/domains/auth/session-cache.ts): a change that could make a kept session wrong
-- tells every server to forget what it keeps. One notice a statement (an empty payload, which
-- PostgreSQL also sends once a transaction), and only when a row really changed: the sweeper's
-- deletes of nothing must not empty every server's cache.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_session_change_if_any() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('session_changes', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A session signed out or swept.
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change_if_any();
--> statement-breakpoint
-- Moved to another user or cut short; the sliding expiry only lengthens a session, and a kept
-- copy that ends too early is only read again.
CREATE FUNCTION notify_session_shortened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.user_id <> o.user_id OR n.expires_at < o.expires_at
  ) THEN
    PERFORM pg_notify('session_changes', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_shortened AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_shortened();
--> statement-breakpoint
-- A kept session carries its user's row: a role, a name or a password hash may have changed.
CREATE TRIGGER users_updated AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change_if_any();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change_if_any();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();

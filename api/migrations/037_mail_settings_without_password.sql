-- The SMTP password leaves the database (issue 37; api/src/mail/README.md "One
-- configuration"): migration 031 recorded SMTP_URL whole, credentials included, readable by
-- anyone who may read the database or a backup of it. The api and the admin CLI now take
-- the password from the environment they are started with (SMTP_PASSWORD, or inside
-- SMTP_URL); the table keeps the URL without it and whether the server asks for one.
ALTER TABLE mail_settings ADD COLUMN smtp_password_required boolean NOT NULL DEFAULT false;

-- why: a URL's password sits between 'user:' and '@' (percent-encoded, so it holds no '@').
UPDATE mail_settings
SET smtp_url = regexp_replace(smtp_url, '^([a-z0-9+.-]+://[^:/@]*):[^@/]*@', '\1@', 'i'),
    smtp_password_required = true
WHERE smtp_url ~* '^[a-z0-9+.-]+://[^:/@]*:[^@/]*@';

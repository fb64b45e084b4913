-- The mail settings of the running api (issue 37; api/src/mail/README.md "One
-- configuration"): where it sends mail (SMTP_URL, or none: the outbox folder) and where
-- links point (PUBLIC_URL). The api writes them when it starts; the admin CLI sends its
-- mails with them, so an invitation goes the way the portal's own mails go.
CREATE TABLE mail_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  smtp_url text,
  public_url text NOT NULL,
  outbox_dir text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

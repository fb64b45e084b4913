-- The customer hears back (issue 41 "Customers hear back"; api/src/mail/README.md "Request
-- mails"): every step, completion and rejection of a customer request records a mail to its
-- requester here, in the transaction of the move, so a move that rolls back leaves no mail
-- and a committed one never loses its mail. A sender loop in the api sends the rows after
-- the commit (claimed with FOR UPDATE SKIP LOCKED, so two api processes never take one row),
-- retrying with back-off while the mail server is away.
CREATE TABLE request_mail_outbox (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  customer_request_id integer NOT NULL REFERENCES customer_requests (id) ON DELETE CASCADE,
  -- which of the user's choices holds: a step (taking it included), completion, rejection
  kind text NOT NULL CHECK (kind IN ('step', 'complete', 'reject')),
  -- the process row's Actie and Omschrijving, as the customer reads them in the history
  action text NOT NULL,
  message text,
  -- 'now': a mail of its own; 'digest': the user's daily digest (the choice when recorded)
  delivery text NOT NULL CHECK (delivery IN ('now', 'digest')),
  -- pending -> sending (claimed) -> sent; failed after the last attempt or a permanent
  -- refusal; skipped when the user chose 'not at all' before it went out
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  -- pending: not before; sending: the claim's lease (a sender that died is taken over then)
  due_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
-- The sender's one question: what is due, oldest first.
CREATE INDEX request_mail_outbox_due ON request_mail_outbox (due_at, id)
  WHERE state IN ('pending', 'sending');
CREATE INDEX request_mail_outbox_user ON request_mail_outbox (user_id);

-- Per user and kind: 'now' (the default, no row), 'digest' or 'off'.
CREATE TABLE mail_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('step', 'complete', 'reject')),
  delivery text NOT NULL CHECK (delivery IN ('now', 'digest', 'off')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

-- The key that signs the unsubscribe links (HMAC-SHA256), made by the first api or CLI that
-- needs it: in the database, so every api process and the CLI sign and check alike.
CREATE TABLE mail_signing_key (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  key text NOT NULL
);

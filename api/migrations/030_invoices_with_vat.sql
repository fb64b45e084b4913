-- Invoices a finance department can book and documents the portal draws itself (issue 37;
-- api/src/files/README.md).

-- The customer as an invoice names it (Wet OB art. 35a): its address and KvK number. An
-- organisation that has none yet is billed at its first top-level location.
ALTER TABLE organisations
  ADD COLUMN kvk_number text CHECK (kvk_number ~ '^[0-9]{8}$'),
  ADD COLUMN billing_street text,
  ADD COLUMN billing_house_number text,
  ADD COLUMN billing_postal_code text,
  ADD COLUMN billing_city text,
  ADD COLUMN billing_country text NOT NULL DEFAULT 'NL';
UPDATE organisations o SET billing_street = l.street, billing_house_number = l.house_number,
  billing_postal_code = l.postal_code, billing_city = l.city, billing_country = l.country
FROM (
  SELECT DISTINCT ON (organisation_id) organisation_id, street, house_number, postal_code,
    city, country
  FROM locations WHERE parent_id IS NULL ORDER BY organisation_id, id
) l
WHERE l.organisation_id = o.id AND o.billing_street IS NULL;

-- A credit invoice names the invoice it corrects (NL-R-001, BR-NL-9).
ALTER TABLE invoices ADD COLUMN credited_invoice_id integer REFERENCES invoices (id)
  ON DELETE SET NULL;
UPDATE invoices c SET credited_invoice_id = (
  SELECT d.id FROM invoices d
  WHERE d.organisation_id = c.organisation_id AND d.rental_case_id = c.rental_case_id
    AND d.invoice_type = 0 AND d.invoice_date <= c.invoice_date
  ORDER BY d.invoice_date DESC, d.id DESC LIMIT 1)
WHERE c.invoice_type = 1 AND c.rental_case_id IS NOT NULL;

-- Each line carries its BTW rate (percent): the rent and delivery of care aids for people
-- with a disability 9 % (Wet OB tabel I), instruction and depot services 21 %. Lines are
-- amounts excluding BTW; amount_cents and price_display become the total including BTW,
-- the BTW rounded once per rate (EN 16931 BR-CO-17).
UPDATE invoices i SET lines = (
  SELECT coalesce(jsonb_agg(l.line || jsonb_build_object('vatRate',
    CASE
      WHEN i.origin_type = 'Depot' THEN 21
      WHEN i.origin_type = 'SALE' AND l.line->>'description' LIKE 'Instructie%' THEN 21
      ELSE 9
    END) ORDER BY l.n), '[]'::jsonb)
  FROM jsonb_array_elements(i.lines) WITH ORDINALITY AS l (line, n))
WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(i.lines) x WHERE x ? 'vatRate');

WITH per_rate AS (
  SELECT i.id, (l->>'vatRate')::numeric AS rate, sum((l->>'amountCents')::numeric) AS taxable
  FROM invoices i, jsonb_array_elements(i.lines) l
  GROUP BY i.id, (l->>'vatRate')::numeric
), totals AS (
  SELECT id, sum(taxable + round(taxable * rate / 100))::bigint AS total FROM per_rate GROUP BY id
)
UPDATE invoices i SET amount_cents = t.total,
  price_display = '€ ' || CASE WHEN i.invoice_type = 1 THEN '-' ELSE '' END
    || regexp_replace((t.total / 100)::text, '(\d)(?=(\d{3})+$)', '\1.', 'g')
    || ',' || lpad((t.total % 100)::text, 2, '0')
FROM totals t WHERE t.id = i.id;

-- The PDFs drawn on first download were kept; they are drawn again in the new frame.
DELETE FROM files WHERE owner_type IN ('invoice', 'inspection', 'repair_slip');

-- The rental case documents the portal draws itself, from the case, on first download
-- (then kept): 'delivery' (Afleverbon), 'contract' (Huurovereenkomst), 'return'
-- (Retourbon). Until drawn, content is null. Documents the supplier's office adds keep
-- their own bytes (drawn_kind null).
ALTER TABLE files ADD COLUMN drawn_kind text
  CHECK (drawn_kind IN ('delivery', 'contract', 'return'));
UPDATE files SET content = NULL, drawn_kind = CASE type_display
    WHEN 'Afleverbon' THEN 'delivery'
    WHEN 'Huurovereenkomst' THEN 'contract'
    ELSE 'return' END
WHERE owner_type = 'rental_case' AND document_number IS NOT NULL
  AND type_display IN ('Afleverbon', 'Huurovereenkomst', 'Retourbon');

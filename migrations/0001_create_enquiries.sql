-- The enquiries the Cloudflare Pages Function stores (functions/contact/index.js; docs/deploy.md
-- "Enquiries on Cloudflare"): one row per enquiry sent, its answers as the JSON object the local
-- receiver stores as `fields`, and the email address apart, to find every enquiry of one person.
CREATE TABLE enquiries (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  email TEXT NOT NULL,
  fields TEXT NOT NULL
);
CREATE INDEX enquiries_email ON enquiries (email);
CREATE INDEX enquiries_received_at ON enquiries (received_at);

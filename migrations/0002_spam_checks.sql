-- The spam checks (src/enquiry/receive.js holdBack; docs/deploy.md "Spam"): the nonce of the
-- timing token that sent each enquiry, so a replay is refused, and the sender's address as an
-- HMAC under ENQUIRY_SECRET (never the address itself), to count its enquiries for the rate limit.
ALTER TABLE enquiries ADD COLUMN token_nonce TEXT;
ALTER TABLE enquiries ADD COLUMN address TEXT;
CREATE UNIQUE INDEX enquiries_token_nonce ON enquiries (token_nonce);
CREATE INDEX enquiries_address ON enquiries (address, received_at);

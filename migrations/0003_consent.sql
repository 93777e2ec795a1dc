-- Consent on record (docs/deploy.md "Consent and the rights of the person who wrote"): the version
-- of the privacy notice the sender agreed to (src/_data/privacyVersion.js) and when.
ALTER TABLE enquiries ADD COLUMN privacy_version TEXT;
ALTER TABLE enquiries ADD COLUMN consented_at TEXT;

-- Trigram matching for typo-tolerant product search (DESIGN §2).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

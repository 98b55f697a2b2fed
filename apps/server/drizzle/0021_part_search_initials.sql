-- 초성 search (issue 16 point 3): "ㅂㄹㅇㅋ" finds 브레이크. hangul_initials(text) is the initial
-- consonant of each Hangul syllable of the normalised text, '|' for any other character;
-- initial_grams(text) its 2- and 3-grams within runs. Same rules as hangulInitialsOf and
-- initialGramsOfText in packages/domain/src/search/search-grams.ts. A part's search_grams gain
-- the initials grams (the same GIN index serves both kinds of term) and its search_text gains
-- '|' and the initials (the LIKE recheck and the covering index's walk read them).
CREATE OR REPLACE FUNCTION hangul_initials(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- Anything not a syllable becomes '|', then each initial's block of 588 syllables its initial:
  -- nineteen range replacements, far cheaper per row than a loop over the characters.
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(regexp_replace(coalesce(value, ''), '[[:space:]-]+', '', 'g')), '[^가-힣]', '|', 'g'), '[가-깋]', 'ㄱ', 'g'), '[까-낗]', 'ㄲ', 'g'), '[나-닣]', 'ㄴ', 'g'), '[다-딯]', 'ㄷ', 'g'), '[따-띻]', 'ㄸ', 'g'), '[라-맇]', 'ㄹ', 'g'), '[마-밓]', 'ㅁ', 'g'), '[바-빟]', 'ㅂ', 'g'), '[빠-삫]', 'ㅃ', 'g'), '[사-싷]', 'ㅅ', 'g'), '[싸-앃]', 'ㅆ', 'g'), '[아-잏]', 'ㅇ', 'g'), '[자-짛]', 'ㅈ', 'g'), '[짜-찧]', 'ㅉ', 'g'), '[차-칳]', 'ㅊ', 'g'), '[카-킿]', 'ㅋ', 'g'), '[타-팋]', 'ㅌ', 'g'), '[파-핗]', 'ㅍ', 'g'), '[하-힣]', 'ㅎ', 'g')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION initial_grams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH n AS (SELECT hangul_initials(value) AS t)
  SELECT coalesce(array_agg(DISTINCT g ORDER BY g), '{}'::text[])
  FROM (
    SELECT substr(n.t, i, 2) AS g FROM n, generate_series(1, char_length(n.t) - 1) AS i
    UNION
    SELECT substr(n.t, i, 3) AS g FROM n, generate_series(1, char_length(n.t) - 2) AS i
  ) grams
  WHERE strpos(g, '|') = 0
$$;--> statement-breakpoint
-- One ALTER, so the table is rewritten once (a generated column's expression cannot be changed in
-- place before PostgreSQL 17). Dropping the columns drops the GIN and the covering index.
ALTER TABLE "parts"
  DROP COLUMN "search_grams",
  DROP COLUMN "search_text",
  ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams(name || '|' || car_model) || initial_grams(name || '|' || car_model)) STORED NOT NULL,
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(name || '|' || car_model, '[[:space:]-]+', '', 'g')) || '|' || hangul_initials(name || '|' || car_model)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parts_search_grams_idx" ON "parts" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parts_search_cover_idx" ON "parts" USING btree (("part_no_norm" collate "C"), "id") INCLUDE ("search_grams", "search_text");--> statement-breakpoint
-- The rewritten columns have no statistics until analysed, and the search plans by them
-- (part-search.plan.ts reads the gram frequencies of search_grams): analyse at once.
ANALYZE "parts";

-- 초성 search (issue 16 point 3): "ㅂㄹㅇㅋ" finds 브레이크. hangul_initials(text) is the initial
-- consonant of each Hangul syllable of the normalised text, '|' for any other character;
-- initial_grams(text) its 2- and 3-grams within runs. Same rules as hangulInitialsOf and
-- initialGramsOfText in packages/domain/src/search/search-grams.ts. A part's search_grams gain
-- the initials grams (the same GIN index serves both kinds of term) and its search_text gains
-- '|' and the initials (the LIKE recheck and the covering index's walk read them).
CREATE OR REPLACE FUNCTION hangul_initials(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH n AS (SELECT lower(regexp_replace(coalesce(value, ''), '[[:space:]-]+', '', 'g')) AS t)
  SELECT coalesce(string_agg(
    CASE WHEN ascii(c) BETWEEN 44032 AND 55203
      THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (ascii(c) - 44032) / 588 + 1, 1)
      ELSE '|' END, '' ORDER BY i), '')
  FROM n, LATERAL (SELECT i, substr(n.t, i, 1) AS c FROM generate_series(1, char_length(n.t)) AS i) s
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

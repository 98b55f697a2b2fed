-- search_grams(text): the set of 1- and 2-character grams of a text, lower-cased, without white
-- space and hyphens. Same rule as searchGramsOfText in packages/domain/src/search/search-grams.ts.
-- A GIN index over a generated text[] column of it serves substring search of any length,
-- including one- and two-syllable Hangul terms that pg_trgm cannot serve.
CREATE OR REPLACE FUNCTION search_grams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH n AS (SELECT lower(regexp_replace(coalesce(value, ''), '[[:space:]-]+', '', 'g')) AS t)
  SELECT coalesce(array_agg(DISTINCT g ORDER BY g), '{}'::text[])
  FROM (
    SELECT substr(n.t, i, 1) AS g FROM n, generate_series(1, char_length(n.t)) AS i
    UNION
    SELECT substr(n.t, i, 2) AS g FROM n, generate_series(1, char_length(n.t) - 1) AS i
  ) grams
$$;

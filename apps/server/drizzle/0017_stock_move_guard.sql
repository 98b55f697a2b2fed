-- The stock balance after a move, or a refusal raised inside the statement that applies it. With
-- the guard in the database, the balance update can travel in one message with the COMMIT, so
-- the contended balance rows are locked only while PostgreSQL itself works (no trip back to the
-- application between the update and the commit). HINT 'stock_shortage' marks the refusal for
-- the server, DETAIL carries its figures as JSON.
CREATE OR REPLACE FUNCTION stock_after_move(
  on_hand integer, delta integer, allow_negative boolean, part_code text, part_name text, warehouse text
) RETURNS integer
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF allow_negative OR on_hand + delta >= 0 THEN
    RETURN on_hand + delta;
  END IF;
  RAISE EXCEPTION USING
    ERRCODE = 'P0001',
    MESSAGE = format('재고가 부족합니다: %s %s (%s 창고 현재 %s개, 필요 %s개).', part_code, part_name, warehouse, on_hand, -delta),
    DETAIL = json_build_object('partCode', part_code, 'warehouseCode', warehouse, 'onHand', on_hand, 'needed', -delta)::text,
    HINT = 'stock_shortage';
END
$$;

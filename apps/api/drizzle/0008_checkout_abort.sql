-- Placing an order in one statement (hand-written; see apps/api/src/modules/checkout/checkout.repo.ts writeOrder).
-- The statement claims the idempotency key, takes the stock and writes the order, its lines, event, e-mail, cart
-- deletion and slot booking as data-modifying CTEs, and runs as its own transaction (no BEGIN/COMMIT round trips).
-- When one part cannot be done (a line short of stock or repriced since it was read, the slot full, the cart
-- changed, the order number taken) the statement calls checkout_abort, which raises an error: nothing of the
-- statement is kept, and the application answers from the reason (or tries again).
CREATE OR REPLACE FUNCTION checkout_abort(reason text) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'checkout_abort: ' || reason;
END
$$;

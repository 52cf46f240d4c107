-- ledger_token_price_at: The read contract of the ledger for the UUC price: the price in force at a time,
-- so other modules never read ledger_token_price.
-- Loaded by migrations (lib/sql-files.ts); see the plugin README.
create or replace function ledger_token_price_at(at timestamptz)
returns numeric(38,8) language sql stable as $$
  select price from ledger_token_price where created_at <= at
   order by created_at desc, id desc limit 1
$$;

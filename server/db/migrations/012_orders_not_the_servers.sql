-- The orders table is the devstore's copy of the store's orders (its Shopify stand-in reads and cancels them);
-- the server reads and writes none of it. Redacting a customer removes Status's row of that customer and leaves
-- the store's orders as they are, as Shopify keeps its own: the foreign key to customers would refuse that.
alter table orders drop constraint if exists orders_customer_id_fkey;

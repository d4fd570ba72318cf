-- The e-mail address a link was made with (check-customer, the app proxy): the shopper proved that mailbox. When
-- the store's customer changes its e-mail (customers/update), links made with another address are dropped.
alter table customer_logins add column email text;
update customer_logins l set email = c.email from customers c where c.id = l.customer_id;

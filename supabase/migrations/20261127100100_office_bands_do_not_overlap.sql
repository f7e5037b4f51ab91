-- The office sizes of the seeded price list shared their edges (1,000, 2,500 and 5,000 sq ft each fell in two bands):
-- each band now starts just above where the one before ends, as `defaultPriceList` of booking.ts says. Labels an admin
-- has changed since are left as they are. An office larger than 10,000 sq ft is quoted, not priced.
update public.price_options set label = '1,001–2,500 sq ft'
where service = 'office' and code = 'office-m' and label = '1,000–2,500 sq ft';
update public.price_options set label = '2,501–5,000 sq ft'
where service = 'office' and code = 'office-l' and label = '2,500–5,000 sq ft';
update public.price_options set label = '5,001–10,000 sq ft'
where service = 'office' and code = 'office-xl' and label = '5,000–10,000 sq ft';

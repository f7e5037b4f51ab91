-- private.booking_estimate as before, with its list of extras already seen typed from the start: the untyped '{}'
-- was read as text and cast to text[] on assignment, which plpgsql_check (`supabase db lint`) reports as a type
-- coercion (42804). The result is unchanged; test/booking-tie.test.ts ties it to estimate() in TypeScript.
create or replace function private.booking_estimate(_service text, _property text, _quantity integer, _extras text[])
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_price numeric;
  v_per_item boolean := _service = 'carpet'; -- propertyKindOf: carpet is priced by the item
  v_limits jsonb := private.booking_limits();
  v_extra public.price_extras%rowtype;
  v_code text;
  v_seen text[] := array[]::text[];
  v_subtotal numeric;
begin
  select price into v_price from public.price_options where service = _service and code = _property;
  if not found or _quantity is null then
    return null;
  end if;
  if not v_per_item and _quantity <> 1 then
    return null;
  end if;
  if _quantity < (v_limits ->> 'itemsMin')::integer or _quantity > (v_limits ->> 'itemsMax')::integer then
    return null;
  end if;
  v_subtotal := v_price * _quantity;
  foreach v_code in array coalesce(_extras, array[]::text[]) loop
    select * into v_extra from public.price_extras where code = v_code;
    if not found or not (_service = any (v_extra.services)) or v_code = any (v_seen) then
      return null;
    end if;
    v_seen := v_seen || v_code;
    v_subtotal := v_subtotal + v_extra.price;
  end loop;
  return round(v_subtotal, 2);
end;
$$;

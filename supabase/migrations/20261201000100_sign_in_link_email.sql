-- A sign-in link by e-mail (supabase-js `signInWithOtp({email, options: {shouldCreateUser: false}})`), through the
-- outbox like the other auth e-mails.
--
-- GoTrue calls the Send Email hook with `email_action_type = 'magiclink'` for it. The hook now writes a `magic_link`
-- message whose link goes to the site's /auth/confirm with `type=magiclink`: that page already finishes a link from an
-- e-mail with supabase-js `verifyOtp({token_hash, type})`, on a press (a mail scanner that opens links does not use it
-- up), and then sends the person where a sign-in does. Everything else is the hook of 20261127010100 as it was.

create or replace function public.auth_send_email_hook(event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user jsonb := coalesce(event -> 'user', '{}'::jsonb);
  v_data jsonb := coalesce(event -> 'email_data', '{}'::jsonb);
  v_action text := v_data ->> 'email_action_type';
  v_token_hash text := v_data ->> 'token_hash';
  v_email text := nullif(btrim(coalesce(v_user ->> 'email', '')), '');
  v_kind text;
  v_path text;
  v_locale text;
begin
  case v_action
    when 'recovery' then v_kind := 'password_reset'; v_path := '/auth/reset-password';
    when 'signup' then v_kind := 'signup_confirmation'; v_path := '/auth/confirm';
    when 'magiclink' then v_kind := 'magic_link'; v_path := '/auth/confirm';
    else
      return jsonb_build_object('error', jsonb_build_object(
        'http_code', 422, 'message', format('This site does not send %s e-mails', coalesce(v_action, 'such'))));
  end case;
  if v_email is null or coalesce(v_token_hash, '') !~ '^[0-9a-f]{16,128}$' then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 400, 'message', 'The e-mail has no recipient or no token'));
  end if;
  -- The customer's language: what they chose, else the language of the page the link returns to, else English.
  v_locale := coalesce(
    case when v_user -> 'user_metadata' ->> 'locale' in ('en', 'ar') then v_user -> 'user_metadata' ->> 'locale' end,
    case when v_data ->> 'redirect_to' ~ '^https?://[^/?#]+/ar(/|$|\?|#)' then 'ar' end,
    'en'
  );
  perform private.enqueue_message(
    v_kind,
    'email',
    v_email,
    v_locale,
    jsonb_build_object(
      'link', private.auth_link_origin(v_data ->> 'redirect_to', v_data ->> 'site_url') || v_path
        || '?token_hash=' || v_token_hash || '&type=' || v_action,
      'email', v_email,
      'expires_in_minutes', private.auth_link_minutes()
    ),
    now(),
    null,
    v_kind || ':' || v_token_hash
  );
  return '{}'::jsonb;
end;
$$;

comment on function public.auth_send_email_hook(jsonb) is
  'GoTrue''s Send Email hook: puts the password reset, sign-up confirmation or sign-in link e-mail into the outbox.';

-- `create or replace` keeps the grants; stated again so that this file alone says who may call it.
revoke execute on function public.auth_send_email_hook(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.auth_send_email_hook(jsonb) to supabase_auth_admin;

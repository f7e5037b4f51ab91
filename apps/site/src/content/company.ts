// The company's facts have one source, shared with the chat function's system prompt.
export * from '../../../../supabase/functions/_shared/company.ts';

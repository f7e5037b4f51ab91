// The company's facts have one source, shared with the chat function's system prompt: the workspace package
// @sparkle/company (supabase/functions/_shared, where the edge function can deploy it too).
export * from '@sparkle/company';

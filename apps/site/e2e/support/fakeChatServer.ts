// The chat tests' stand-in for an OpenAI-compatible service is the backend's own test double (it answers streamed
// or whole, records every request and can be scripted), so that the backend's tests and these test one fake.
export {
  type FakeChatModel,
  fakeChatFailureMarker,
  fakeChatReply,
  fakeChatRequestsUrl,
  startFakeChatModel as startFakeChatServer,
} from '@sparkle/backend/testing/fakeChatModel';

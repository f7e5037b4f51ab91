/**
 * @sparkle/machines: every stateful flow of the site as an XState v5 statechart. No React, no network:
 * each side effect is a named actor or action that the site supplies with `machine.provide(...)`.
 */

export {
  type AuthChangeEvent,
  type AuthChangeMachineEvent,
  type AuthContext,
  type AuthEvent,
  type AuthField,
  type AuthFormValues,
  type AuthSession,
  type AuthUser,
  authChangeEvents,
  authMachine,
  emptyAuthForm,
  type Role,
  type SignInRequest,
  type SignUpRequest,
} from './auth/authMachine';
export {
  type BookingContext,
  type BookingEvent,
  type BookingField,
  type BookingFieldChangeEvent,
  type BookingInput,
  type BookingRequest,
  type BookingService,
  type BookingValues,
  bookingMachine,
  bookingServices,
  emptyBookingValues,
  simulatedSubmitBooking,
  type TimeSlot,
  timeSlots,
} from './booking/bookingMachine';
export {
  CHAT_HISTORY_LENGTH,
  type ChatContext,
  type ChatEvent,
  type ChatInput,
  type ChatMessage,
  type ChatRequest,
  ChatUnavailableError,
  chatMachine,
  isChatUnavailableError,
} from './chat/chatMachine';
export {
  type ContactContext,
  type ContactEvent,
  type ContactField,
  type ContactInput,
  type ContactRequest,
  type ContactValues,
  contactMachine,
  emptyContactValues,
  simulatedSubmitContact,
} from './contact/contactMachine';
export {
  type AbortSignalLike,
  type AlertParams,
  type CreatePreviewParams,
  delay,
  errorMessage,
  type FileLike,
  isRateLimitedError,
  type LogErrorParams,
  missingActor,
  type NavigateParams,
  type Notification,
  type OptionalInput,
  type PreviewReadyEvent,
  RateLimitedError,
  type RevokePreviewParams,
} from './effects';
export {
  type ContentDraft,
  type DeleteContentRequest,
  type EditableContent,
  type ImageContent,
  type ImageDraft,
  type InlineEditorContext,
  type InlineEditorEvent,
  type InlineEditorInput,
  inlineEditorMachine,
  type SaveContentRequest,
  type TextContent,
} from './inlineEditor/inlineEditorMachine';
export {
  ALLOWED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  type Messages,
  messages,
  TOAST_DURATION,
} from './messages';
export {
  type GrantAdminRequest,
  joinUsers,
  type ManagedUser,
  type Profile,
  type PromotionContext,
  type PromotionEvent,
  promotionMachine,
  type RoleRecord,
  type UserDirectory,
} from './promotion/promotionMachine';
export {
  type ToastContext,
  type ToastEvent,
  type ToastInput,
  type ToastItem,
  toastMachine,
} from './toast/toastMachine';
export {
  type UploadContext,
  type UploadEvent,
  type UploadInput,
  type UploadItem,
  type UploadRequest,
  type UploadResult,
  type UploadStatus,
  uploadActorId,
  uploadFileProblem,
  uploadMachine,
} from './upload/uploadMachine';

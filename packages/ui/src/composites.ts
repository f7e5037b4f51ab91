// Owned by the composites group; each export on its own line.
export * from './components/AccountOverview/AccountOverview';
export * from './components/BookingConfirmation/BookingConfirmation';
export * from './components/Carousel/Carousel';
export * from './components/ChatWidget/ChatLauncher';
export * from './components/ChatWidget/ChatPanel';
export * from './components/ChatWidget/ChatWidget';
export * from './components/Dialog/Dialog';
export * from './components/Dropzone/Dropzone';
export * from './components/Dropzone/UploadArea';
export * from './components/Dropzone/UploadItemList';
export * from './components/InlineImageEditor/InlineImageEditor';
export * from './components/InlineTextEditor/InlineTextEditor';
export * from './components/ManageBooking/ManageBooking';
export * from './components/ReviewForm/ReviewForm';
export * from './components/Toast/Toast';
export * from './components/TypingIndicator/TypingIndicator';

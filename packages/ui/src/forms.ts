// Owned by the forms group; each export on its own line.
export * from './components/AuthForm/AuthForm';
export * from './components/BookingForm/BookingForm';
export * from './components/CheckboxGroup/CheckboxGroup';
export * from './components/CommunityCombobox/CommunityCombobox';
export * from './components/ContactForm/ContactForm';
export * from './components/DateField/DateField';
export * from './components/HoneypotField/HoneypotField';
export * from './components/MakeAdminForm/MakeAdminForm';
export * from './components/PasswordField/PasswordField';
export * from './components/PriceEstimate/PriceEstimate';
export * from './components/Select/Select';
export * from './components/Tabs/Tabs';
export * from './components/TextArea/TextArea';
export * from './components/TextField/TextField';
export * from './components/TimeSlotSelect/TimeSlotSelect';

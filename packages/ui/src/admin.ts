// The back office's blocks; each export on its own line. ChartCard is not here: it brings the chart library,
// so it has its own entry, `@sparkle/ui/charts`, that only the back office imports.
export * from './components/AccountSettingsForm/AccountSettingsForm';
export * from './components/AdminNav/AdminNav';
export * from './components/AssignBookingForm/AssignBookingForm';
export * from './components/BookingDetail/BookingDetail';
export * from './components/BookingDetail/bookingStatus';
export * from './components/ClosedDaysForm/ClosedDaysForm';
export * from './components/CrewsForm/CrewsForm';
export * from './components/DataTable/DataTable';
export * from './components/FilterBar/FilterBar';
export * from './components/FrequencyDiscountsForm/FrequencyDiscountsForm';
export * from './components/InviteCleanerForm/InviteCleanerForm';
export * from './components/MessageSettingsForm/MessageSettingsForm';
export * from './components/PriceListForm/PriceListForm';
export * from './components/RemoveAdminButton/RemoveAdminButton';
export * from './components/ReviewQueue/ReviewQueue';
export * from './components/ScheduleGrid/ScheduleGrid';
export * from './components/SeriesPanel/SeriesPanel';
export * from './components/TeamCard/TeamCard';
export * from './components/TeamForm/TeamForm';

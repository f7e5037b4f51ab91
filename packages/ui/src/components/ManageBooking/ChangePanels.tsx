import type { ReactNode, Ref } from 'react';
import { Button } from '../Button/Button';
import { DateField, type DateFieldLabels } from '../DateField/DateField';
import { Text } from '../Text/Text';
import { TimeSlotSelect } from '../TimeSlotSelect/TimeSlotSelect';
import { actions, dangerPanel, panel, panelFields, rescheduleForm } from './ManageBooking.css';
import type { ManageBookingReschedule, ManageBookingTexts } from './manageBookingTypes';
import { PanelHeading } from './PanelParts';

interface ChangePanelProps {
  t: ManageBookingTexts;
  /** The page's id prefix, for the panel's ids. */
  id: string;
  level: 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
  pending: boolean;
  /** The refusal of the last save, already drawn. */
  errorNode: ReactNode;
  onBack?: () => void;
}

/** The date-and-time panel: move this booking, another visit of its series, or the series' day and time. */
export function ReschedulePanel({
  t,
  id,
  level,
  headingRef,
  pending,
  errorNode,
  onBack,
  reschedule,
  onSave,
  dateLabels,
}: ChangePanelProps & {
  reschedule: ManageBookingReschedule;
  onSave?: () => void;
  dateLabels?: Partial<DateFieldLabels>;
}) {
  const purpose = reschedule.purpose ?? 'booking';
  return (
    <section aria-labelledby={`${id}-reschedule`} className={panel}>
      <PanelHeading level={level} id={`${id}-reschedule`} ref={headingRef}>
        {purpose === 'series' ? t.changeSeriesTitle : purpose === 'visit' ? t.moveTitle : t.rescheduleTitle}
      </PanelHeading>
      {purpose === 'visit' && reschedule.current ? (
        <Text size="small">
          {t.moveNow}: {reschedule.current}
        </Text>
      ) : null}
      {purpose === 'series' ? <Text size="small">{t.changeSeriesNote}</Text> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onSave?.();
        }}
        className={rescheduleForm}
      >
        <div className={panelFields}>
          <DateField
            id={`${id}-date`}
            name="date"
            label={purpose === 'series' ? t.firstDate : t.newDate}
            placeholder={t.datePlaceholder}
            value={reschedule.date || null}
            onValueChange={reschedule.onDateChange}
            today={reschedule.today}
            maxDate={reschedule.maxDate}
            isDateUnavailable={reschedule.isDateUnavailable}
            labels={dateLabels}
            error={reschedule.errors?.date}
            required
          />
          <TimeSlotSelect
            id={`${id}-time`}
            name="timeSlot"
            slots={reschedule.slots}
            label={t.newTime}
            placeholder={t.timePlaceholder}
            value={reschedule.timeSlot}
            unavailable={reschedule.unavailable}
            onValueChange={reschedule.onTimeSlotChange}
            error={reschedule.errors?.timeSlot}
            aria-required
          />
        </div>
        {errorNode}
        <div className={actions}>
          <Button type="submit" pending={pending} pendingLabel={t.saving}>
            {purpose === 'series' ? t.saveSeriesChange : purpose === 'visit' ? t.saveMove : t.save}
          </Button>
          <Button type="button" tone="secondary" disabled={pending} onClick={onBack}>
            {t.back}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The question before the booking is cancelled. */
export function CancelPanel({
  t,
  id,
  level,
  headingRef,
  pending,
  errorNode,
  onBack,
  onConfirm,
}: ChangePanelProps & { onConfirm?: () => void }) {
  return (
    <section aria-labelledby={`${id}-cancel`} aria-describedby={`${id}-cancel-text`} className={dangerPanel}>
      <PanelHeading level={level} id={`${id}-cancel`} ref={headingRef}>
        {t.cancelTitle}
      </PanelHeading>
      <Text id={`${id}-cancel-text`} size="small">
        {t.cancelText}
      </Text>
      {errorNode}
      <div className={actions}>
        <Button tone="critical" pending={pending} pendingLabel={t.cancelling} onClick={onConfirm}>
          {t.confirmCancel}
        </Button>
        <Button tone="secondary" disabled={pending} onClick={onBack}>
          {t.keep}
        </Button>
      </div>
    </section>
  );
}

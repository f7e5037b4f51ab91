import { type Ref, useEffect, useRef } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { DateField, type DateFieldLabels } from '../DateField/DateField';
import type { HeadingLevel } from '../Heading/Heading';
import { InfoIcon } from '../Icon/icons';
import { Text } from '../Text/Text';
import {
  actions,
  dangerPanel,
  messageIcon,
  noticeMessage,
  panel,
  panelFields,
  rescheduleForm,
  seriesList,
  seriesVisit,
  seriesVisitEnd,
  seriesVisitWhen,
  titleRow,
} from './ManageBooking.css';
import type { ManageBookingSeries, ManageBookingTexts } from './manageBookingTypes';
import { PanelError, PanelHeading } from './PanelParts';

interface SeriesPartProps {
  series: ManageBookingSeries;
  t: ManageBookingTexts;
  /** The page's id prefix, for the parts' ids. */
  id: string;
}

function SeriesVisits({ series, t }: SeriesPartProps) {
  const seriesIdle = (series.step ?? 'idle') === 'idle';
  return (
    <ul aria-label={t.seriesVisits} className={seriesList}>
      {series.visits.map((visit) => (
        <li key={visit.key} className={seriesVisit} aria-current={visit.current ? 'true' : undefined}>
          <span className={seriesVisitWhen}>
            <span>
              {visit.current ? <strong>{t.thisVisit}: </strong> : null}
              {visit.date}, {visit.time}
            </span>
            <span className={seriesVisitEnd}>
              <Badge tone={visit.tone ?? 'neutral'}>{visit.state}</Badge>
              {visit.canMove && seriesIdle ? (
                <Button
                  size="small"
                  tone="secondary"
                  aria-label={`${t.moveVisit}: ${visit.date}`}
                  onClick={() => series.onMove?.(visit.key)}
                >
                  {t.moveVisit}
                </Button>
              ) : null}
            </span>
          </span>
          {visit.note ? (
            <Text size="small" tone="secondary">
              {visit.note}
            </Text>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function SeriesActions({
  series,
  t,
  pauseButton,
  cancelButton,
}: SeriesPartProps & { pauseButton: Ref<HTMLButtonElement>; cancelButton: Ref<HTMLButtonElement> }) {
  const seriesStep = series.step ?? 'idle';
  const seriesIdle = seriesStep === 'idle';
  return (
    <div className={actions}>
      {series.canSkip ? (
        <Button
          tone="secondary"
          pending={seriesStep === 'skipping'}
          pendingLabel={t.skipping}
          disabled={seriesStep === 'resuming'}
          onClick={series.onSkip}
        >
          {t.skipVisit}
        </Button>
      ) : null}
      {series.canChangeTime ? (
        <Button tone="secondary" disabled={!seriesIdle} onClick={series.onChangeTime}>
          {t.changeSeriesTime}
        </Button>
      ) : null}
      {series.canResume ? (
        <Button
          ref={pauseButton}
          tone="secondary"
          pending={seriesStep === 'resuming'}
          pendingLabel={t.resuming}
          disabled={seriesStep === 'skipping'}
          onClick={series.onResume}
        >
          {t.resumeSeries}
        </Button>
      ) : series.canChangeTime ? (
        <Button ref={pauseButton} tone="secondary" disabled={!seriesIdle} onClick={series.onPause}>
          {t.pauseSeries}
        </Button>
      ) : null}
      {series.canCancel ? (
        <Button ref={cancelButton} tone="critical" disabled={!seriesIdle} onClick={series.onCancel}>
          {t.cancelSeries}
        </Button>
      ) : null}
    </div>
  );
}

type QuestionProps = SeriesPartProps & { level: HeadingLevel; headingRef: Ref<HTMLHeadingElement> };

function PauseQuestion({
  series,
  t,
  id,
  level,
  headingRef,
  dateLabels,
}: QuestionProps & { dateLabels?: Partial<DateFieldLabels> }) {
  const seriesStep = series.step ?? 'idle';
  const pause = series.pause;
  if (!pause) return null;
  return (
    <section aria-labelledby={`${id}-pause`} aria-describedby={`${id}-pause-text`} className={panel}>
      <PanelHeading level={level} id={`${id}-pause`} ref={headingRef}>
        {t.pauseTitle}
      </PanelHeading>
      <Text id={`${id}-pause-text`} size="small">
        {t.pauseText}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (seriesStep === 'pausing') series.onSavePause?.();
        }}
        className={rescheduleForm}
      >
        <div className={panelFields}>
          <DateField
            id={`${id}-pause-until`}
            name="pauseUntil"
            label={t.pauseUntil}
            placeholder={t.datePlaceholder}
            value={pause.until || null}
            onValueChange={pause.onUntilChange}
            today={pause.today}
            maxDate={pause.maxDate}
            labels={dateLabels}
            error={pause.error}
            required
          />
        </div>
        {series.error ? <PanelError>{series.error}</PanelError> : null}
        <div className={actions}>
          <Button type="submit" pending={seriesStep === 'savingPause'} pendingLabel={t.pausing}>
            {t.savePause}
          </Button>
          <Button type="button" tone="secondary" disabled={seriesStep === 'savingPause'} onClick={series.onKeepGoing}>
            {t.back}
          </Button>
        </div>
      </form>
    </section>
  );
}

function CancelSeriesQuestion({ series, t, id, level, headingRef }: QuestionProps) {
  const cancelling = series.step === 'cancelling';
  return (
    <section
      aria-labelledby={`${id}-series-cancel`}
      aria-describedby={`${id}-series-cancel-text`}
      className={dangerPanel}
    >
      <PanelHeading level={level} id={`${id}-series-cancel`} ref={headingRef}>
        {t.cancelSeriesTitle}
      </PanelHeading>
      <Text id={`${id}-series-cancel-text`} size="small">
        {t.cancelSeriesText}
      </Text>
      {series.error ? <PanelError>{series.error}</PanelError> : null}
      <div className={actions}>
        <Button tone="critical" pending={cancelling} pendingLabel={t.cancellingSeries} onClick={series.onConfirmCancel}>
          {t.confirmCancelSeries}
        </Button>
        <Button tone="secondary" disabled={cancelling} onClick={series.onKeep}>
          {t.keepSeries}
        </Button>
      </div>
    </section>
  );
}

/**
 * The regular cleaning this booking is a visit of: its visits, what may be done with it, and the pause and cancel
 * questions. Focus moves to a question when it opens and back to the button that opened it when it closes.
 */
export function SeriesPanel({
  series,
  t,
  id,
  panelLevel,
  headingRef,
  dateLabels,
}: SeriesPartProps & {
  panelLevel: 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
  dateLabels?: Partial<DateFieldLabels>;
}) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const cancelQuestion = useRef<HTMLHeadingElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const pauseQuestion = useRef<HTMLHeadingElement>(null);
  const seriesStep = series.step ?? 'idle';
  const previousStep = useRef(seriesStep);
  /** A question of the series is open: it shows the series' error itself. */
  const asking = ['confirmingCancel', 'cancelling', 'pausing', 'savingPause'].includes(seriesStep);
  const hasActions = series.canSkip || series.canCancel || series.canChangeTime || series.canResume;
  const questionLevel = panelLevel === 2 ? 3 : 4;

  useEffect(() => {
    const from = previousStep.current;
    previousStep.current = seriesStep;
    if (from === seriesStep) return;
    if (seriesStep === 'confirmingCancel' && from === 'idle') cancelQuestion.current?.focus();
    else if (seriesStep === 'pausing' && from === 'idle') pauseQuestion.current?.focus();
    else if (seriesStep === 'idle' && from === 'confirmingCancel') cancelButton.current?.focus();
    else if (seriesStep === 'idle' && (from === 'pausing' || from === 'savingPause')) pauseButton.current?.focus();
  }, [seriesStep]);

  return (
    <section aria-labelledby={`${id}-series`} className={panel}>
      <div className={titleRow}>
        <PanelHeading level={panelLevel} id={`${id}-series`} ref={headingRef}>
          {t.seriesTitle}
        </PanelHeading>
        {series.status ? <Badge tone={series.statusTone ?? 'neutral'}>{series.status}</Badge> : null}
      </div>
      <Text size="small">{series.summary}</Text>
      <div role="status" aria-live="polite">
        {series.notice ? (
          <p className={noticeMessage}>
            <InfoIcon aria-hidden="true" className={messageIcon} />
            <span>{series.notice}</span>
          </p>
        ) : null}
      </div>
      <SeriesVisits series={series} t={t} id={id} />
      {series.error && !asking ? <PanelError>{series.error}</PanelError> : null}
      {hasActions && (seriesStep === 'idle' || seriesStep === 'skipping' || seriesStep === 'resuming') ? (
        <SeriesActions series={series} t={t} id={id} pauseButton={pauseButton} cancelButton={cancelButton} />
      ) : null}
      {seriesStep === 'pausing' || seriesStep === 'savingPause' ? (
        <PauseQuestion
          series={series}
          t={t}
          id={id}
          level={questionLevel}
          headingRef={pauseQuestion}
          dateLabels={dateLabels}
        />
      ) : null}
      {seriesStep === 'confirmingCancel' || seriesStep === 'cancelling' ? (
        <CancelSeriesQuestion series={series} t={t} id={id} level={questionLevel} headingRef={cancelQuestion} />
      ) : null}
    </section>
  );
}

import { type ChangeEvent, useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { CheckIcon, ClockIcon, CloseIcon, ImagePlusIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '../Icon/icons';
import { ButtonLink, Link } from '../Link/Link';
import * as styles from './CrewJobCard.css';

/** Where a job is in its day: not started, under way, the finish being made (photos chosen), done. */
export const crewJobStates = ['scheduled', 'started', 'finishing', 'done'] as const;
export type CrewJobState = (typeof crewJobStates)[number];

/** What a cleaner needs of a job, and nothing more (no price, no e-mail, no surname). */
export interface CrewJob {
  id: string;
  /** The appointment's hours, '10:00 AM – 12:00 PM'. */
  time: string;
  service: string;
  /** The size of the job: '2 bedrooms', '3 items'. */
  size?: string;
  extras: readonly string[];
  /** The office's notes for the crew (gate code, parking, what to bring). */
  notes?: string;
  /** The customer's first name. */
  firstName: string;
  address: string;
  /** A map of the address (opens the phone's maps app or the web). */
  mapHref: string;
  /** tel: link of the customer's phone. */
  phoneHref: string;
  /** wa.me link of the customer's phone. */
  whatsappHref: string;
  reference: string;
}

export interface CrewChecklistItem {
  id: string;
  label: string;
  done: boolean;
}

export interface CrewPhoto {
  id: string;
  /** A URL the page can show (an object URL of a photo on the phone, or a signed URL). */
  src: string;
  alt: string;
}

export interface CrewJobCardTexts {
  call: (name: string) => string;
  whatsapp: (name: string) => string;
  map: string;
  size: string;
  extras: string;
  notes: string;
  checklist: string;
  start: string;
  finish: string;
  finishTitle: string;
  finishHint: string;
  addPhotos: string;
  afterPhotos: string;
  removePhoto: (alt: string) => string;
  confirmFinish: string;
  cancel: string;
  needPhoto: string;
  states: Record<CrewJobState, string>;
  /** Shown when the job has changes on the phone that are not sent yet. */
  waiting: string;
  reference: (reference: string) => string;
  /** Between the extras: ', ' (Arabic: '، '). */
  listSeparator: string;
}

export const defaultCrewJobCardTexts: CrewJobCardTexts = {
  call: (name) => `Call ${name}`,
  whatsapp: (name) => `WhatsApp ${name}`,
  map: 'Open in maps',
  size: 'Size',
  extras: 'Extras',
  notes: 'Notes from the office',
  checklist: 'Checklist',
  start: 'Start',
  finish: 'Finish',
  finishTitle: 'Finish the job',
  finishHint: 'Take or choose at least one photo of the finished work.',
  addPhotos: 'Add after photos',
  afterPhotos: 'After photos',
  removePhoto: (alt) => `Remove ${alt}`,
  confirmFinish: 'Mark as done',
  cancel: 'Cancel',
  needPhoto: 'Add at least one after photo first.',
  states: { scheduled: 'Not started', started: 'In progress', finishing: 'In progress', done: 'Done' },
  waiting: 'Waiting to be sent',
  reference: (reference) => `Ref. ${reference}`,
  listSeparator: ', ',
};

export interface CrewJobCardProps {
  job: CrewJob;
  state: CrewJobState;
  checklist: readonly CrewChecklistItem[];
  /** The after photos chosen for the finish, or sent with it. */
  photos?: readonly CrewPhoto[];
  /** When the job was started and finished, as people read it ('Started 10:02 AM'). */
  startedText?: string;
  finishedText?: string;
  /** Changes of this job are on the phone, not sent yet. */
  waiting?: boolean;
  /** Why the photos last chosen were refused ('File size must be less than 5MB'). */
  photoError?: string;
  /** Photo types the picker offers. @default 'image/*' */
  accept?: string;
  onStart: () => void;
  onTick: (itemId: string, done: boolean) => void;
  onFinishOpen: () => void;
  onFinishCancel: () => void;
  onAddPhotos: (files: File[]) => void;
  onRemovePhoto: (photoId: string) => void;
  onFinish: () => void;
  /** The heading level of the job's title. @default 3 */
  headingLevel?: 2 | 3;
  texts?: Partial<CrewJobCardTexts>;
}

const stateTones = { scheduled: 'neutral', started: 'accent', finishing: 'accent', done: 'positive' } as const;

/**
 * One job of a cleaner's day, made for a phone held in one hand: when and what, where (with the map), whom to call,
 * the checklist of the service, and one big button for the next step — Start, then Finish, which asks for the
 * after photos before the job is marked done.
 */
export function CrewJobCard({
  job,
  state,
  checklist,
  photos = [],
  startedText,
  finishedText,
  waiting = false,
  photoError,
  accept = 'image/*',
  onStart,
  onTick,
  onFinishOpen,
  onFinishCancel,
  onAddPhotos,
  onRemovePhoto,
  onFinish,
  headingLevel = 3,
  texts: textsProp,
}: CrewJobCardProps) {
  const t = { ...defaultCrewJobCardTexts, ...textsProp };
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const titleId = `${id}-title`;
  const canTick = state === 'started' || state === 'finishing';
  return (
    <article aria-labelledby={titleId} className={styles.card} data-state={state}>
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          <span className={styles.time}>{job.time}</span>
          <span>{job.service}</span>
        </Heading>
        <span className={styles.badges}>
          <Badge tone={stateTones[state]}>{t.states[state]}</Badge>
          {waiting ? (
            <Badge tone="strong">
              <ClockIcon aria-hidden="true" className={styles.badgeIcon} />
              {t.waiting}
            </Badge>
          ) : null}
        </span>
      </header>

      <div className={styles.who}>
        <p className={styles.name}>{job.firstName}</p>
        <p className={styles.address}>
          <MapPinIcon aria-hidden="true" className={styles.inlineIcon} />
          <span>{job.address}</span>
        </p>
        <Link href={job.mapHref} newTab className={styles.mapLink}>
          {t.map}
        </Link>
      </div>

      <div className={styles.contact}>
        <ButtonLink href={job.phoneHref} tone="secondary" icon={<PhoneIcon aria-hidden="true" />} fullWidth>
          {t.call(job.firstName)}
        </ButtonLink>
        <ButtonLink href={job.whatsappHref} newTab tone="whatsapp" icon={<WhatsAppIcon aria-hidden="true" />} fullWidth>
          {t.whatsapp(job.firstName)}
        </ButtonLink>
      </div>

      <JobFacts job={job} t={t} />

      {checklist.length > 0 ? (
        <fieldset className={styles.checklist} disabled={!canTick}>
          <legend className={styles.legend}>{t.checklist}</legend>
          <ul className={styles.checkItems}>
            {checklist.map((item) => (
              <li key={item.id}>
                <label className={styles.checkItem}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={item.done}
                    onChange={(event) => onTick(item.id, event.currentTarget.checked)}
                  />
                  <span>{item.label}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      {startedText || finishedText ? (
        <p className={styles.times}>{[startedText, finishedText].filter(Boolean).join(' · ')}</p>
      ) : null}

      {state === 'finishing' || (state === 'done' && photos.length > 0) ? (
        <FinishPhotos
          id={id}
          state={state}
          photos={photos}
          photoError={photoError}
          accept={accept}
          onAddPhotos={onAddPhotos}
          onRemovePhoto={onRemovePhoto}
          t={t}
        />
      ) : null}

      <div className={styles.actions}>
        {state === 'scheduled' ? (
          <Button size="large" fullWidth onClick={onStart}>
            {t.start}
          </Button>
        ) : null}
        {state === 'started' ? (
          <Button size="large" fullWidth onClick={onFinishOpen}>
            {t.finish}
          </Button>
        ) : null}
        {state === 'finishing' ? (
          <>
            <Button
              size="large"
              fullWidth
              icon={<CheckIcon aria-hidden="true" />}
              disabled={photos.length === 0}
              accessibleWhenDisabled
              aria-describedby={photos.length === 0 ? `${id}-need` : undefined}
              onClick={onFinish}
            >
              {t.confirmFinish}
            </Button>
            {photos.length === 0 ? (
              <p id={`${id}-need`} className={styles.muted}>
                {t.needPhoto}
              </p>
            ) : null}
            <Button tone="ghost" fullWidth onClick={onFinishCancel}>
              {t.cancel}
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}

/** The job's size, extras, notes and reference. */
function JobFacts({ job, t }: { job: CrewJobCardProps['job']; t: CrewJobCardTexts }) {
  return (
    <dl className={styles.facts}>
      {job.size ? (
        <div className={styles.fact}>
          <dt>{t.size}</dt>
          <dd>{job.size}</dd>
        </div>
      ) : null}
      {job.extras.length > 0 ? (
        <div className={styles.fact}>
          <dt>{t.extras}</dt>
          <dd>{job.extras.join(t.listSeparator)}</dd>
        </div>
      ) : null}
      {job.notes ? (
        <div className={styles.fact}>
          <dt>{t.notes}</dt>
          <dd className={styles.notes}>{job.notes}</dd>
        </div>
      ) : null}
      <div className={styles.fact}>
        <dt className={styles.muted}>{t.reference(job.reference)}</dt>
      </div>
    </dl>
  );
}

/** The after photos: taken and removed while finishing, shown once the job is done. */
function FinishPhotos({
  id,
  state,
  photos,
  photoError,
  accept,
  onAddPhotos,
  onRemovePhoto,
  t,
}: Pick<CrewJobCardProps, 'state' | 'photoError' | 'onAddPhotos' | 'onRemovePhoto'> & {
  id: string;
  photos: NonNullable<CrewJobCardProps['photos']>;
  accept: string;
  t: CrewJobCardTexts;
}) {
  const hintId = `${id}-hint`;
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (files.length > 0) onAddPhotos(files);
  };
  return (
    <section aria-labelledby={`${id}-finish`} className={styles.finish}>
      <h4 id={`${id}-finish`} className={styles.finishTitle}>
        {state === 'done' ? t.afterPhotos : t.finishTitle}
      </h4>
      {state === 'finishing' ? (
        <p id={hintId} className={styles.muted}>
          {t.finishHint}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className={styles.photos}>
          {photos.map((photo) => (
            <li key={photo.id} className={styles.photo}>
              <img src={photo.src} alt={photo.alt} className={styles.photoImage} />
              {state === 'finishing' ? (
                <button
                  type="button"
                  className={styles.removePhoto}
                  aria-label={t.removePhoto(photo.alt)}
                  onClick={() => onRemovePhoto(photo.id)}
                >
                  <CloseIcon aria-hidden="true" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {state === 'finishing' ? (
        <>
          <label className={styles.photoPicker}>
            <ImagePlusIcon aria-hidden="true" className={styles.inlineIcon} />
            {t.addPhotos}
            <input
              type="file"
              accept={accept}
              // The phone's camera first: the photo is of the work just done.
              capture="environment"
              multiple
              className={styles.fileInput}
              onChange={onFiles}
              aria-describedby={photoError ? `${id}-error` : hintId}
            />
          </label>
          {photoError ? (
            <p id={`${id}-error`} role="alert" className={styles.error}>
              {photoError}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

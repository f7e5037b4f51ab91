import { assertEvent, assign, setup } from 'xstate';
import type { FileLike } from '../effects';
import { MAX_UPLOAD_FILES, messages } from '../messages';
import { uploadFileProblem } from '../upload/uploadMachine';

/** A photo of the finished work, kept on the phone (by its id) until it is sent with the finish. */
export interface CrewPhoto {
  /** Made by the site when the photo is chosen; the same id names its upload and its record, so a resend is one. */
  id: string;
  name: string;
  type: string;
  size: number;
}

/**
 * What the phone holds of the job when the page opens it: the photos chosen for a finish not yet made. Where the
 * job is (started, done, the ticks) comes with `job.sync`, which the page sends at once with the server's view (or
 * the phone's copy of it, offline).
 */
export interface CrewJobInput {
  photos?: readonly CrewPhoto[];
}

export interface CrewJobContext {
  startedAt: string | null;
  finishedAt: string | null;
  ticks: Record<string, boolean>;
  photos: CrewPhoto[];
  /** Why the photos last chosen were refused: the gallery's own messages. */
  photoError: string | null;
}

export type CrewJobEvent =
  | { type: 'job.start'; at: string }
  | { type: 'checklist.tick'; item: string; done: boolean; at: string }
  | { type: 'finish.open' }
  | { type: 'finish.cancel' }
  | { type: 'photos.add'; photos: readonly { id: string; file: FileLike }[] }
  | { type: 'photo.remove'; id: string }
  | { type: 'job.finish'; at: string }
  /** The server's view arrived (a refetch): another phone of the team may have started or finished the job. */
  | { type: 'job.sync'; startedAt: string | null; finishedAt: string | null; ticks: Readonly<Record<string, boolean>> };

/** The effects' parameters: each is a change the site queues for the server (sent in order, once). */
export interface RecordStartParams {
  at: string;
}
export interface RecordTickParams {
  item: string;
  done: boolean;
  at: string;
}
export interface KeepPhotoParams {
  id: string;
  file: FileLike;
}
export interface DiscardPhotoParams {
  id: string;
}
export interface RecordFinishParams {
  at: string;
  photos: readonly CrewPhoto[];
}

/**
 * One job of a cleaner's day (DECISIONS: the job is done at the door). Start records the time; the checklist ticks
 * while the job is under way; Finish asks for the after photos (the gallery's limits: JPG, PNG, WebP or GIF, 5 MB
 * each, at most 10) and marks the job done with them. Every change is an effect the site queues for the server —
 * on a weak connection it waits on the phone and is sent later, in order, once — so the machine never waits for
 * the network: the cleaner's next step is always there. The server's view (`job.sync`, sent when the page opens the
 * job and whenever it is read again) moves it forward, never back: a job opened already started or done resumes there.
 */
const crewJobSetup = setup({
  types: {
    context: {} as CrewJobContext,
    events: {} as CrewJobEvent,
    input: {} as CrewJobInput | undefined,
  },
  actions: {
    recordStart: (_, _params: RecordStartParams) => {},
    recordTick: (_, _params: RecordTickParams) => {},
    /** The site keeps the photo on the phone (IndexedDB) so that it survives a reload until it is sent. */
    keepPhoto: (_, _params: KeepPhotoParams) => {},
    discardPhoto: (_, _params: DiscardPhotoParams) => {},
    recordFinish: (_, _params: RecordFinishParams) => {},
    assignTick: assign(({ context, event }) => {
      assertEvent(event, 'checklist.tick');
      return { ticks: { ...context.ticks, [event.item]: event.done } };
    }),
    assignSync: assign(({ context, event }) => {
      assertEvent(event, 'job.sync');
      return {
        startedAt: context.startedAt ?? event.startedAt,
        finishedAt: context.finishedAt ?? event.finishedAt,
        ticks: { ...event.ticks, ...context.ticks },
      };
    }),
  },
  guards: {
    hasPhoto: ({ context }) => context.photos.length > 0,
    isFinishedOnServer: ({ event }) => event.type === 'job.sync' && event.finishedAt !== null,
    isStartedOnServer: ({ event }) => event.type === 'job.sync' && event.startedAt !== null,
  },
});

export const crewJobMachine = crewJobSetup
  .extend({
    actions: {
      /**
       * Adds the chosen photos as the gallery does: past 10 in all the whole choice is refused; otherwise each file is
       * checked (type, size), a refused one named and skipped, the others kept.
       */
      addPhotos: crewJobSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'photos.add');
        if (context.photos.length + event.photos.length > MAX_UPLOAD_FILES) {
          enqueue.assign({ photoError: messages.upload.tooManyFiles });
          return;
        }
        const kept: CrewPhoto[] = [];
        let problem: string | null = null;
        for (const { id, file } of event.photos) {
          // The same photo chosen twice is kept once.
          if (context.photos.some((photo) => photo.id === id) || kept.some((photo) => photo.id === id)) continue;
          const refused = uploadFileProblem(file);
          if (refused) {
            problem = refused;
            continue;
          }
          kept.push({ id, name: file.name, type: file.type, size: file.size });
          enqueue({ type: 'keepPhoto', params: { id, file } });
        }
        enqueue.assign({ photos: [...context.photos, ...kept], photoError: problem });
      }),
      removePhoto: crewJobSetup.enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'photo.remove');
        if (!context.photos.some((photo) => photo.id === event.id)) return;
        enqueue.assign({ photos: context.photos.filter((photo) => photo.id !== event.id), photoError: null });
        enqueue({ type: 'discardPhoto', params: { id: event.id } });
      }),
    },
  })
  .createMachine({
    id: 'crewJob',
    context: ({ input }) => ({
      startedAt: null,
      finishedAt: null,
      ticks: {},
      photos: [...(input?.photos ?? [])],
      photoError: null,
    }),
    initial: 'scheduled',
    states: {
      scheduled: {
        on: {
          'job.start': {
            target: 'started',
            actions: [
              assign({ startedAt: ({ event }) => event.at }),
              { type: 'recordStart', params: ({ event }) => ({ at: event.at }) },
            ],
          },
          'job.sync': [
            { guard: 'isFinishedOnServer', target: 'done', actions: 'assignSync' },
            { guard: 'isStartedOnServer', target: 'started', actions: 'assignSync' },
            { actions: 'assignSync' },
          ],
        },
      },
      started: {
        on: {
          'checklist.tick': {
            actions: [
              'assignTick',
              { type: 'recordTick', params: ({ event }) => ({ item: event.item, done: event.done, at: event.at }) },
            ],
          },
          'finish.open': { target: 'finishing' },
          'job.sync': [
            { guard: 'isFinishedOnServer', target: 'done', actions: 'assignSync' },
            { actions: 'assignSync' },
          ],
        },
      },
      finishing: {
        on: {
          'checklist.tick': {
            actions: [
              'assignTick',
              { type: 'recordTick', params: ({ event }) => ({ item: event.item, done: event.done, at: event.at }) },
            ],
          },
          'photos.add': { actions: 'addPhotos' },
          'photo.remove': { actions: 'removePhoto' },
          'finish.cancel': { target: 'started' },
          'job.finish': {
            guard: 'hasPhoto',
            target: 'done',
            actions: [
              assign({ finishedAt: ({ event }) => event.at, photoError: null }),
              { type: 'recordFinish', params: ({ context, event }) => ({ at: event.at, photos: context.photos }) },
            ],
          },
          'job.sync': [
            { guard: 'isFinishedOnServer', target: 'done', actions: 'assignSync' },
            { actions: 'assignSync' },
          ],
        },
      },
      done: {
        on: { 'job.sync': { actions: 'assignSync' } },
      },
    },
  });

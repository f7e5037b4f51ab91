import type { BookingService } from '@sparkle/machines';
import { crewJobMachine, type CrewPhoto as MachinePhoto } from '@sparkle/machines';
import { Button, Container, CrewAccessCard, CrewDay, CrewJobCard, type CrewJobState, SyncStatus } from '@sparkle/ui';
import { dateTimeFormat } from '@sparkle/ui/intl';
import { onlineManager, QueryClientProvider, useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import {
  memo,
  type ReactNode,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { intlLocale } from '../../i18n/i18n';
import { machineText } from '../../i18n/machineMessages';
import { useAuth } from '../../lib/auth';
import { authStorageKey } from '../../lib/supabaseProject';
import { signOut } from '../auth/authActions';
import { extraLabel, jobSummary, listSeparator, longDate, serviceName, slotRange } from '../booking/bookingText';
import { builtPriceList } from '../booking/priceList';
import { notify } from '../toast/notify';
import * as styles from './CrewPage.css';
import { adoptSession, CrewApiError, type CrewJobRow, failureDetail, loadCrewJobs, signInCleaner } from './crewApi';
import { keepPageOffline } from './crewOffline';
import {
  type CrewChange,
  createCrewQueryClient,
  crewChangeKey,
  crewJobsKey,
  crewScope,
  discardPhoto,
  keepDay,
  keepPhoto,
  keptDayOwner,
  restoreDay,
} from './crewSync';
import {
  accessTexts,
  checklistItems,
  crewPageTexts,
  finishedText,
  jobCardTexts,
  joinErrorText,
  photoAlt,
  startedText,
  syncTexts,
} from './crewTexts';
import { drawnDayView, forgetDayViews, keepDayView } from './keptDayView';

/** Today in Dubai, 'YYYY-MM-DD', and the day after. */
function dubaiDays(): [string, string] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return [today, next.toISOString().slice(0, 10)];
}

const timeOfDay = (at: string) =>
  dateTimeFormat(intlLocale(), { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Dubai' }).format(new Date(at));

function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** The changes made on this phone and not yet answered by the server (paused offline, or on their way). */
function useWaitingChanges(): CrewChange[] {
  return useMutationState({
    filters: { mutationKey: crewChangeKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as CrewChange,
  });
}

/**
 * The cleaner's day, `/crew`: today's and tomorrow's jobs of their team, in order, made for a phone. Only a cleaner of
 * a team sees it (`crew_jobs` decides); anyone else is told it is not for them, and someone signed out can sign in
 * here. The day keeps working offline (crewSync.ts), and the page opens again offline (crewOffline.ts).
 */
export function CrewPage() {
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth });
  const session = useAuth();
  useEffect(() => {
    auth.connect?.().catch((cause: unknown) => console.error('The session could not start', cause));
  }, [auth]);
  // Reloaded without a connection, the page itself still opens (with the day kept on the phone).
  useEffect(keepPageOffline, []);

  const keptOwner = useKeptDayOwner();
  if (session.status === 'signedIn' && session.user)
    return <SignedInDay key={session.user.id} userId={session.user.id} />;
  // The day kept on the phone, shown while the session is restored; the same component once it has, so nothing
  // is drawn twice. A session that turns out gone shows the sign-in instead.
  if (session.status === 'loading' && keptOwner) return <SignedInDay key={keptOwner} userId={keptOwner} />;
  if (session.status === 'loading') return <DayPlace />;
  return (
    <Container className={styles.joinBody}>
      <CrewSignIn />
    </Container>
  );
}

const contents = { display: 'contents' } as const;

/**
 * Where the day goes, as the page is served: its loading state, or the day as the phone last drew it when the page's
 * HTML drew that (src/loading/boot/drawKeptDay.ts). React keeps that markup exactly as it finds it while hydrating (the
 * same `dangerouslySetInnerHTML`, the same attributes), inert, until the live day replaces it.
 */
function DayPlace() {
  const [drawn] = useState(() => (typeof window === 'undefined' ? null : drawnDayView()));
  if (drawn !== null)
    return (
      <div
        data-kept-day="drawn"
        inert
        style={contents}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the element's own markup as hydration finds it, kept
        dangerouslySetInnerHTML={{ __html: drawn }}
      />
    );
  return (
    <div data-kept-day="" style={contents}>
      <Container className={styles.joinBody}>
        <CrewAccessCard state="loading" texts={accessTexts()} />
      </Container>
    </div>
  );
}

/**
 * The live day, drawn into a wrapper whose markup is kept on the phone a moment after each change and when the page
 * is left, for the page's HTML to draw at once next time (keptDayView.ts).
 */
function KeptDrawing({ userId, day, children }: { userId: string; day: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const keep = () => {
      if (ref.current) keepDayView(ref.current, { userId, sessionKey: authStorageKey(), day });
    };
    const timer = setTimeout(keep, 300);
    const onHide = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  });
  return (
    <div ref={ref} style={contents}>
      {children}
    </div>
  );
}

function signOutOfDay() {
  forgetDayViews();
  signOut();
}

/**
 * `keptDayOwner` after hydration (the prerendered page is the loading state, which hydration must match), set in a
 * transition: React then renders the live day in slices that leave a phone's main thread free, where a store's
 * value read at hydration re-rendered the whole day in one task (about 100 ms on Lighthouse's phone).
 */
function useKeptDayOwner(): string | undefined {
  const [owner, setOwner] = useState<string | undefined>();
  useEffect(() => {
    startTransition(() => setOwner(keptDayOwner(authStorageKey())));
  }, []);
  return owner;
}

function CrewSignIn() {
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <CrewAccessCard
      state="signIn"
      email={email}
      password={password}
      onEmailChange={setEmail}
      onPasswordChange={setPassword}
      pending={pending}
      error={error}
      onSignIn={() => {
        setPending(true);
        setError(undefined);
        signInCleaner(email.trim(), password)
          .then((session) => adoptSession(auth, session))
          .then(
            () => setPending(false),
            (cause: unknown) => {
              setPending(false);
              setError(joinErrorText(failureDetail(cause)));
            },
          );
      }}
      texts={accessTexts()}
    />
  );
}

/** One query client per signed-in cleaner, its day and waiting changes kept on the phone under their id. */
function SignedInDay({ userId }: { userId: string }) {
  const [client] = useState(() => {
    const created = createCrewQueryClient((error) => {
      console.error('A change was refused', error);
      notify({ title: crewPageTexts().sendFailed, variant: 'destructive' });
    });
    restoreDay(created, userId);
    return created;
  });
  useEffect(() => {
    const stop = keepDay(client, userId);
    // Changes made offline before a reload are sent as soon as the phone is online.
    void client.resumePausedMutations();
    return stop;
  }, [client, userId]);
  return (
    <QueryClientProvider client={client}>
      <Day userId={userId} />
    </QueryClientProvider>
  );
}

function Day({ userId }: { userId: string }) {
  const texts = crewPageTexts();
  const online = useOnline();
  const waiting = useWaitingChanges();
  // Read again whenever the page opens, the kept day shown meanwhile: the office may have changed it, and a read
  // that cannot reach the server is how the page learns it is offline (crewSync.ts, `connectionLost`).
  const jobs = useQuery({ queryKey: crewJobsKey(userId), queryFn: loadCrewJobs, refetchOnMount: 'always' });
  const [today, tomorrow] = dubaiDays();

  const notForYou = jobs.error instanceof CrewApiError && jobs.error.code === '42501';
  // A cleaner no longer of a team: the drawing of their last day is not drawn again.
  useEffect(() => {
    if (notForYou) forgetDayViews();
  }, [notForYou]);
  if (notForYou) {
    return (
      <Container className={styles.joinBody}>
        <CrewAccessCard state="notForYou" onSignOut={signOutOfDay} texts={accessTexts()} />
      </Container>
    );
  }
  if (!jobs.data) {
    return (
      <Container className={styles.joinBody}>
        <CrewAccessCard
          state={jobs.isError ? 'failed' : 'loading'}
          onRetry={() => void jobs.refetch()}
          texts={accessTexts()}
        />
      </Container>
    );
  }

  const list = jobs.data;
  const team = list[0]?.team;
  const section = (id: string, date: string, title: string, emptyText: string) => ({
    id,
    title,
    emptyText,
    children: list
      .filter((job) => job.date === date)
      .map((job) => (
        <CrewJobItem key={job.id} job={job} waiting={waiting.some((change) => change.bookingId === job.id)} />
      )),
  });
  return (
    <KeptDrawing userId={userId} day={today}>
      <Container className={styles.dayBody}>
        <div className={styles.signOutLine}>
          <Button tone="ghost" size="small" onClick={signOutOfDay}>
            {texts.signOut}
          </Button>
        </div>
        <CrewDay
          title={texts.title}
          subtitle={[
            team ? texts.team(team) : null,
            jobs.dataUpdatedAt ? texts.savedAt(timeOfDay(new Date(jobs.dataUpdatedAt).toISOString())) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          status={<SyncStatus online={online} waiting={waiting.length} texts={syncTexts()} />}
          sections={[
            section('today', today, texts.today(longDate(today)), texts.noJobsToday),
            section('tomorrow', tomorrow, texts.tomorrow(longDate(tomorrow)), texts.noJobsTomorrow),
          ]}
        />
      </Container>
    </KeptDrawing>
  );
}

function jobState(value: unknown): CrewJobState {
  return value === 'started' || value === 'finishing' || value === 'done' ? value : 'scheduled';
}

/**
 * One job: its statechart (crewJobMachine) with the site's effects, each change queued for the server. Rendered again
 * only when its row or its waiting changed: the day read again keeps the rows that did not change (TanStack Query's
 * structural sharing).
 */
const CrewJobItem = memo(function CrewJobItem({ job, waiting }: { job: CrewJobRow; waiting: boolean }) {
  const { mutate } = useMutation<void, unknown, CrewChange>({ mutationKey: crewChangeKey, scope: crewScope });
  const send = useRef(mutate);
  send.current = mutate;
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const previewsRef = useRef(previews);
  previewsRef.current = previews;
  const bookingId = job.id;

  const machine = useMemo(
    () =>
      crewJobMachine.provide({
        actions: {
          recordStart: (_, { at }) => send.current({ kind: 'start', bookingId, at }),
          recordTick: (_, { item, done, at }) => send.current({ kind: 'tick', bookingId, item, done, at }),
          keepPhoto: (_, { id, file }) => {
            keepPhoto(id, file as File).catch((cause: unknown) => console.error('The photo could not be kept', cause));
            setPreviews((current) => ({ ...current, [id]: URL.createObjectURL(file as File) }));
          },
          discardPhoto: (_, { id }) => {
            void discardPhoto(id);
            setPreviews((current) => {
              const { [id]: url, ...rest } = current;
              if (url) URL.revokeObjectURL(url);
              return rest;
            });
          },
          recordFinish: (_, { at, photos }) =>
            send.current({
              kind: 'finish',
              bookingId,
              at,
              photos: photos.map((photo: MachinePhoto) => ({ id: photo.id, type: photo.type })),
            }),
        },
      }),
    [bookingId],
  );
  const [snapshot, sendEvent] = useMachine(machine, { input: {} });

  // The server's view (or the phone's copy of it) moves the job forward: started or done elsewhere, or before a reload.
  const checklistKey = JSON.stringify(job.checklist);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the checklist is compared by its JSON.
  useEffect(() => {
    sendEvent({
      type: 'job.sync',
      startedAt: job.started_at,
      finishedAt: job.finished_at ?? (job.status === 'completed' ? job.started_at : null),
      ticks: job.checklist,
    });
  }, [job.started_at, job.finished_at, job.status, checklistKey, sendEvent]);

  useEffect(
    () => () => {
      for (const url of Object.values(previewsRef.current)) URL.revokeObjectURL(url);
    },
    [],
  );

  const { context } = snapshot;
  const state = jobState(snapshot.value);
  const list = builtPriceList();
  const address = [job.apartment, job.building, job.address, job.community].filter(Boolean).join(listSeparator());
  const digits = job.phone.replace(/\D/g, '');
  const photos = context.photos
    .map((photo, index) => ({ id: photo.id, src: previews[photo.id] ?? '', alt: photoAlt(index + 1) }))
    .filter((photo) => photo.src);

  return (
    <CrewJobCard
      job={{
        id: job.id,
        time: slotRange(job.time_slot as Parameters<typeof slotRange>[0]),
        service: serviceName(job.service),
        size: jobSummary(list, job.service as BookingService, job.property, job.quantity),
        extras: (job.extras ?? []).map((code) =>
          extraLabel(code, list.extras.find((extra) => extra.code === code)?.label ?? code),
        ),
        notes: job.crew_notes ?? undefined,
        firstName: job.first_name,
        address,
        mapHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, Dubai`)}`,
        phoneHref: `tel:+${digits}`,
        whatsappHref: `https://wa.me/${digits}`,
        reference: job.reference,
      }}
      state={state}
      checklist={checklistItems(job.service).map((item) => ({ ...item, done: context.ticks[item.id] ?? false }))}
      photos={photos}
      startedText={context.startedAt ? startedText(timeOfDay(context.startedAt)) : undefined}
      finishedText={context.finishedAt ? finishedText(timeOfDay(context.finishedAt)) : undefined}
      waiting={waiting}
      photoError={context.photoError ? machineText(context.photoError) : undefined}
      accept="image/jpeg,image/png,image/webp,image/gif"
      onStart={() => sendEvent({ type: 'job.start', at: new Date().toISOString() })}
      onTick={(item, done) => sendEvent({ type: 'checklist.tick', item, done, at: new Date().toISOString() })}
      onFinishOpen={() => sendEvent({ type: 'finish.open' })}
      onFinishCancel={() => sendEvent({ type: 'finish.cancel' })}
      onAddPhotos={(files) =>
        sendEvent({ type: 'photos.add', photos: files.map((file) => ({ id: crypto.randomUUID(), file })) })
      }
      onRemovePhoto={(id) => sendEvent({ type: 'photo.remove', id })}
      onFinish={() => sendEvent({ type: 'job.finish', at: new Date().toISOString() })}
      texts={jobCardTexts()}
    />
  );
});

import { seriesLimits } from '@sparkle/company/booking';
import { errorMessage, messages as specMessages } from '@sparkle/machines';
import {
  AccountSettingsForm,
  ClosedDaysForm,
  CrewsForm,
  defaultClosedDaysFormTexts,
  FrequencyDiscountsForm,
  formatIsoDateLong,
  MessageSettingsForm,
  PriceListForm,
  type PriceListGroup,
} from '@sparkle/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { notify } from '../../toast/notify';
import { pair, section } from '../AdminShell.css';
import {
  addClosedDay,
  loadAccountSettings,
  loadMessageSettings,
  loadSettings,
  removeClosedDay,
  type Settings,
  saveAccountSettings,
  saveCrews,
  saveFrequencyDiscounts,
  saveMessageSettings,
  savePrices,
} from '../adminData';
import { adminKeys } from '../queryClient';
import { adminTexts, serviceLabel } from '../texts';
import { QueryState, SectionHeader } from './SectionParts';

const t = adminTexts.settings;
const dayTexts = defaultClosedDaysFormTexts;

/** Only what differs from what is stored: one request per changed row. */
function changed(next: Record<string, number>, stored: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(next).filter(([id, value]) => stored[id] !== value));
}

/** The price form's groups: each service's options under its name, in the booking form's order. */
function priceGroups(settings: Settings): PriceListGroup[] {
  const order = settings.crews.map((row) => row.service as string);
  const services = [...new Set(settings.prices.options.map((option) => option.service as string))].sort(
    (a, b) => order.indexOf(a) - order.indexOf(b),
  );
  return services.map((service) => ({
    id: service,
    label: serviceLabel(service),
    items: settings.prices.options
      .filter((option) => option.service === service)
      .map((option) => ({ id: `${option.service}/${option.code}`, label: option.label, price: option.price })),
  }));
}

/** Why the database refused a closed day, under the field it concerns (or null: say it above the button). */
function closedDayFailure(error: unknown): { date?: string; reason?: string } | null {
  const failure = error as { code?: unknown; details?: unknown; message?: unknown } | null;
  if (failure?.details === 'past') return { date: dayTexts.datePast };
  if (failure?.code === '23505') return { date: dayTexts.dateTaken };
  if (typeof failure?.message === 'string' && failure.message.includes('closed_days_reason')) {
    return { reason: dayTexts.reasonMissing };
  }
  return null;
}

/** A frequency's name as the booking form offers it ('biweekly' → 'Every 2 weeks'). */
const frequencyLabel = (frequency: string) =>
  adminTexts.frequencies[frequency as keyof typeof adminTexts.frequencies] ?? frequency;

/** A failed save, told in a toast: `what` names what was not saved. */
const failed = (what: string) => (error: unknown) => {
  console.error(`Error saving ${what}:`, error);
  notify({
    title: specMessages.errorTitle,
    description: t.saveFailed(what, errorMessage(error)),
    variant: 'destructive',
  });
};

/** What a settings section hands its form: the save, and how the last one went. */
interface SaveProps<S> {
  onSave: (next: S) => void;
  pending: boolean;
  saved: boolean;
  error: string | undefined;
}

/** Settings kept in one row: loaded, then saved from `form`, read again after each save; `what` names them. */
function SettingsSection<S>({
  queryKey,
  load,
  save,
  what,
  form,
}: {
  queryKey: readonly unknown[];
  load: () => Promise<S>;
  save: (next: S) => Promise<unknown>;
  what: string;
  form: (settings: S, props: SaveProps<S>) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: load });
  const mutation = useMutation({
    mutationFn: save,
    onError: failed(what),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  return (
    <QueryState query={query} what={what} loadingText={t.loading}>
      {query.data
        ? form(query.data, {
            onSave: (next) => mutation.mutate(next),
            pending: mutation.isPending,
            saved: mutation.isSuccess,
            error: mutation.isError ? t.saveFailed(what, errorMessage(mutation.error)) : undefined,
          })
        : null}
    </QueryState>
  );
}

/** The saves of the settings row's forms: each reads the settings and the schedule again when it is done. */
function useSettingsSaves() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.settings }),
      queryClient.invalidateQueries({ queryKey: adminKeys.schedule }),
    ]);
  const said = (description: string) => notify({ title: specMessages.successTitle, description, variant: 'default' });

  const crews = useMutation({
    mutationFn: saveCrews,
    onError: failed(t.crewsWhat),
    onSettled: refresh,
  });
  const prices = useMutation({
    mutationFn: savePrices,
    onError: failed(t.pricesWhat),
    onSettled: refresh,
  });
  const discounts = useMutation({
    mutationFn: saveFrequencyDiscounts,
    onError: failed(t.discountsWhat),
    onSettled: refresh,
  });
  const addDay = useMutation({
    mutationFn: addClosedDay,
    onSuccess: (_, day) => said(t.dayAdded(formatIsoDateLong(day.date))),
    onError: (error) => {
      if (!closedDayFailure(error)) failed(t.dayWhat)(error);
    },
    onSettled: refresh,
  });
  const removeDay = useMutation({
    mutationFn: removeClosedDay,
    onSuccess: (_, date) => said(t.dayRemoved(formatIsoDateLong(date))),
    onError: (error, date) => {
      console.error('Error removing a closed day:', error);
      notify({
        title: specMessages.errorTitle,
        description: t.removeFailed(formatIsoDateLong(date), errorMessage(error)),
        variant: 'destructive',
      });
    },
    onSettled: refresh,
  });
  return { crews, prices, discounts, addDay, removeDay };
}

/**
 * /admin/settings: crews per service, the price list, the closed days and the discounts of regular cleaning. Each
 * form checks what was typed before sending and keeps it when a save fails; only changed rows are written, and RLS
 * and the tables' checks decide (0–50 crews, prices 0–100,000 AED, a closed day from today on with a reason, a
 * discount of 0–50 %). The booking form reads crews, prices, discounts and closed days when it opens, so a change
 * counts at once; the next build prerenders the new prices. Then where the company's alerts go and whether
 * customers get WhatsApp messages.
 */
export function SettingsPage() {
  const settings = useQuery({ queryKey: adminKeys.settings, queryFn: loadSettings });
  const { crews, prices, discounts, addDay, removeDay } = useSettingsSaves();

  const data = settings.data;
  const storedCrews = Object.fromEntries((data?.crews ?? []).map((row) => [row.service, row.crews]));
  const storedOptions = Object.fromEntries(
    (data?.prices.options ?? []).map((option) => [`${option.service}/${option.code}`, option.price]),
  );
  const storedExtras = Object.fromEntries((data?.prices.extras ?? []).map((extra) => [extra.code, extra.price]));
  const storedDiscounts = Object.fromEntries((data?.discounts ?? []).map((row) => [row.frequency, row.percent]));
  const dayFieldErrors = addDay.isError ? closedDayFailure(addDay.error) : null;

  return (
    <div className={section}>
      <SectionHeader title={t.title} id="admin-section-title">
        {t.intro}
      </SectionHeader>
      <QueryState query={settings} what={t.what} loadingText={t.loading}>
        {data ? (
          <>
            <div className={pair}>
              <CrewsForm
                services={data.crews.map((row) => ({
                  id: row.service,
                  label: serviceLabel(row.service),
                  crews: row.crews,
                }))}
                onSave={(next) => crews.mutate(changed(next, storedCrews))}
                pending={crews.isPending}
                saved={crews.isSuccess}
                error={crews.isError ? t.saveFailed(t.crewsWhat, errorMessage(crews.error)) : undefined}
              />
              <ClosedDaysForm
                days={data.closedDays}
                onAdd={(day) => addDay.mutate(day)}
                onRemove={(date) => removeDay.mutate(date)}
                adding={addDay.isPending}
                removing={removeDay.isPending ? removeDay.variables : undefined}
                reasonRequired
                texts={{ reasonHint: t.reasonHint }}
                fieldErrors={dayFieldErrors ?? undefined}
                error={
                  addDay.isError && !dayFieldErrors ? t.saveFailed(t.dayWhat, errorMessage(addDay.error)) : undefined
                }
              />
            </div>
            <PriceListForm
              groups={priceGroups(data)}
              extras={data.prices.extras.map((extra) => ({ id: extra.code, label: extra.label, price: extra.price }))}
              onSave={(next) =>
                prices.mutate({
                  options: changed(next.options, storedOptions),
                  extras: changed(next.extras, storedExtras),
                })
              }
              pending={prices.isPending}
              saved={prices.isSuccess}
              error={prices.isError ? t.saveFailed(t.pricesWhat, errorMessage(prices.error)) : undefined}
            />
            <FrequencyDiscountsForm
              frequencies={data.discounts.map((row) => ({
                id: row.frequency,
                label: frequencyLabel(row.frequency),
                percent: row.percent,
              }))}
              onSave={(next) => discounts.mutate(changed(next, storedDiscounts))}
              pending={discounts.isPending}
              saved={discounts.isSuccess}
              maxPercent={seriesLimits.maxDiscountPercent}
              error={discounts.isError ? t.saveFailed(t.discountsWhat, errorMessage(discounts.error)) : undefined}
            />
          </>
        ) : null}
      </QueryState>
      {/* Where the company's alerts go, and whether customers get WhatsApp messages. */}
      <SettingsSection
        queryKey={adminKeys.messageSettings}
        load={loadMessageSettings}
        save={saveMessageSettings}
        what={t.messagesWhat}
        form={(settings, saving) => (
          <MessageSettingsForm
            settings={settings}
            {...saving}
            texts={{
              title: t.messagesTitle,
              description: t.messagesIntro,
              alertEmail: t.alertEmail,
              alertEmailHint: t.alertEmailHint,
              badEmail: t.badEmail,
              whatsappEnabled: t.whatsappEnabled,
              save: t.saveMessages,
              saved: t.messagesSaved,
            }}
          />
        )}
      />
      {/* Whether sign-up asks new accounts to confirm their e-mail address. */}
      <SettingsSection
        queryKey={adminKeys.accountSettings}
        load={loadAccountSettings}
        save={saveAccountSettings}
        what={t.accountsWhat}
        form={(settings, saving) => (
          <AccountSettingsForm settings={settings} {...saving} texts={{ hint: t.accountsHint }} />
        )}
      />
    </div>
  );
}

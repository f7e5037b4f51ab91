import { Heading, Link, Text } from '@sparkle/ui';
import { useQuery } from '@tanstack/react-query';
import { section } from '../AdminShell.css';
import { loadOutboxStats } from '../adminData';
import { adminKeys } from '../queryClient';
import { adminTexts } from '../texts';
import { QueryState } from './SectionParts';

const t = adminTexts.outbox;

/** The dashboard's message figures: sent and failed over the last 7 days, waiting now, and a way to the failures. */
export function OutboxFigures() {
  const stats = useQuery({ queryKey: adminKeys.outboxStats, queryFn: () => loadOutboxStats(7) });
  return (
    <section aria-labelledby="outbox-figures-title" className={section}>
      <Heading level={2} size={3} id="outbox-figures-title">
        {t.figuresTitle}
      </Heading>
      <QueryState query={stats} what="message figures" loadingText={t.figuresLoading}>
        {stats.data ? (
          <Text>
            {[t.sentCount(stats.data.sent), t.failedCount(stats.data.failed), t.waitingCount(stats.data.waiting)].join(
              ' · ',
            )}
            {stats.data.failed > 0 ? (
              <>
                {' · '}
                <Link href="/admin/outbox?state=failed">{t.seeFailed}</Link>
              </>
            ) : null}
          </Text>
        ) : null}
      </QueryState>
    </section>
  );
}

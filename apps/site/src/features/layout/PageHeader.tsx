import { Container, Heading, Stack, Text } from '@sparkle/ui';
import * as styles from './PageHeader.css';

/**
 * The top of the form pages (book-now, contact): the page's h1 and a line under it, without the Hero's
 * illustration, so the form starts high on a phone. Not a landmark: the page's `<main>` is enough.
 */
export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className={styles.header}>
      <Container>
        <Stack gap="small">
          <Heading level={1}>{title}</Heading>
          <Text size="large" tone="secondary" className={styles.subtitle}>
            {subtitle}
          </Text>
        </Stack>
      </Container>
    </div>
  );
}

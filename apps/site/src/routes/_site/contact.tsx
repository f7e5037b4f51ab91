import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/ContactPage';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_site/contact')({
  head: () =>
    pageHead({
      title: 'Contact Us',
      description:
        'Call, WhatsApp or e-mail SparkleClean Dubai in Business Bay. Open Monday to Saturday 8 AM to 8 PM and Sunday 9 AM to 5 PM.',
      path: '/contact',
    }),
  component: ContactPage,
});

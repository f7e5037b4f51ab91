import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CrewJobCard, type CrewJobCardProps } from '../CrewJobCard/CrewJobCard';
import { arCrewJobCardTexts, arSyncStatusTexts } from '../private/arabicStoryTexts';
import { arStoryChecklist, arStoryJob, storyChecklist, storyJob, storySecondJob } from '../private/crewStoryData';
import { withStoryLinks } from '../private/storyLinks';
import { CrewDay, SyncStatus } from './CrewDay';

const handlers: Omit<CrewJobCardProps, 'job' | 'state' | 'checklist'> = {
  onStart: fn(),
  onTick: fn(),
  onFinishOpen: fn(),
  onFinishCancel: fn(),
  onAddPhotos: fn(),
  onRemovePhoto: fn(),
  onFinish: fn(),
};

const meta = {
  title: 'Crew/CrewDay',
  component: CrewDay,
  decorators: [withStoryLinks],
  args: {
    title: 'Your jobs',
    subtitle: 'Team Falcon',
    status: <SyncStatus online={false} waiting={2} />,
    sections: [
      {
        id: 'today',
        title: 'Today, Mon 30 Nov',
        emptyText: 'No jobs today.',
        children: [
          <CrewJobCard
            key="j1"
            job={storyJob}
            state="started"
            checklist={storyChecklist(3)}
            startedText="Started 10:04 AM"
            waiting
            {...handlers}
          />,
          <CrewJobCard key="j2" job={storySecondJob} state="scheduled" checklist={storyChecklist(0)} {...handlers} />,
        ],
      },
      { id: 'tomorrow', title: 'Tomorrow, Tue 1 Dec', emptyText: 'No jobs tomorrow.', children: [] },
    ],
  },
} satisfies Meta<typeof CrewDay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offline with two changes kept on the phone: the page says so above the jobs; today's jobs in order. */
export const OfflineWithChangesWaiting: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 changes waiting to be sent');
    await expect(canvas.getByRole('status')).toHaveTextContent('No connection.');
    const today = canvas.getByRole('region', { name: 'Today, Mon 30 Nov' });
    const jobs = within(today).getAllByRole('article');
    await expect(jobs).toHaveLength(2);
    await expect(jobs[0]).toHaveAccessibleName(/10:00 AM/);
    await expect(canvas.getByRole('region', { name: 'Tomorrow, Tue 1 Dec' })).toHaveTextContent('No jobs tomorrow.');
  },
};

/** Back online: sending, then all sent. */
export const Sending: Story = {
  args: { status: <SyncStatus online waiting={1} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending 1 change...');
  },
};

export const AllSent: Story = {
  tags: ['screenshot'],
  args: { status: <SyncStatus online waiting={0} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('All changes sent');
  },
};

/** The day in Arabic, right to left, offline with a change waiting. */
export const Arabic: Story = {
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: {
    title: 'مهامك',
    subtitle: 'فريق الصقر',
    status: <SyncStatus online={false} waiting={1} texts={arSyncStatusTexts} />,
    sections: [
      {
        id: 'today',
        title: 'اليوم، الإثنين 30 نوفمبر',
        emptyText: 'لا توجد مهام اليوم.',
        children: [
          <CrewJobCard
            key="j1"
            job={arStoryJob}
            state="started"
            checklist={arStoryChecklist(2)}
            startedText="بدأ 10:04 ص"
            waiting
            texts={arCrewJobCardTexts}
            {...handlers}
          />,
        ],
      },
      { id: 'tomorrow', title: 'غدًا، الثلاثاء 1 ديسمبر', emptyText: 'لا توجد مهام غدًا.', children: [] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('تغيير واحد بانتظار الإرسال');
    await expect(canvas.getByRole('region', { name: 'غدًا، الثلاثاء 1 ديسمبر' })).toHaveTextContent('لا توجد مهام غدًا.');
  },
};

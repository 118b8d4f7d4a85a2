import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { formatToday } from '../../lib/dates';
import { ADMIN_KEY } from './admin-queries';
import { DonorRecordsSection } from './DonorRecordsSection';
import { MessagesSection } from './MessagesSection';
import { NgoSection } from './NgoSection';
import { SubscribersSection } from './SubscribersSection';

/** The admin dashboard: donor records, NGOs, contact messages and newsletter subscribers. */
export function AdminPage() {
  const queryClient = useQueryClient();
  const [today] = useState(() => formatToday(new Date()));
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <p className="text-lg font-semibold text-saffron-700">{today}</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">Admin DashBoard</h1>
        <Button
          variant="secondary"
          onClick={() => {
            setNotice(null);
            // Every table reads itself again; each one's Retry reads only itself.
            void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
          }}
        >
          Refresh List
        </Button>
      </div>

      {notice && (
        <Alert tone="success" className="mt-6" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}

      <DonorRecordsSection onDeleted={setNotice} />
      <NgoSection />
      <MessagesSection />
      <SubscribersSection />
    </div>
  );
}

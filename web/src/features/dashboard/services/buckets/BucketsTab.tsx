import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DailySnapshots } from '../snapshots/DailySnapshots';
import { BucketBrowser } from './BucketBrowser';
import { BucketList } from './BucketList';
import { useFullConsole } from './useFullConsole';

/** The Buckets tab of an Object Storage service: its buckets and daily snapshots, or one bucket being browsed. */
export function BucketsTab({ serviceId, sizeGB, serviceType }: { serviceId: string; sizeGB: number; serviceType?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const backup = serviceType === 'Backup Storage';
  const full = useFullConsole();
  if (open) return <BucketBrowser serviceId={serviceId} bucket={open} full={full} onBack={() => setOpen(null)} />;
  return (
    <Stack gap="6">
      <BucketList serviceId={serviceId} sizeGB={sizeGB} backup={backup} onOpen={setOpen} />
      {/* A Backup Storage service keeps every version under its retention already. */}
      {!backup && <DailySnapshots serviceId={serviceId} onCeph={!full} />}
    </Stack>
  );
}

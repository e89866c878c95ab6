import { useState } from 'react';
import { BucketBrowser } from './BucketBrowser';
import { BucketList } from './BucketList';

/** The Buckets tab of an Object Storage service: its buckets, or one bucket being browsed. */
export function BucketsTab({ serviceId, sizeGB, serviceType }: { serviceId: string; sizeGB: number; serviceType?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  return open ? <BucketBrowser serviceId={serviceId} bucket={open} onBack={() => setOpen(null)} /> : <BucketList serviceId={serviceId} sizeGB={sizeGB} backup={serviceType === 'Backup Storage'} onOpen={setOpen} />;
}

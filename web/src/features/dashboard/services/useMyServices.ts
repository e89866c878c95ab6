import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MyServicesQuery } from '../operations';

/** The customer's services (cancelled ones only when asked for) plus the id of the one open in the detail dialog (kept live from the list). */
export function useMyServices(includeCancelled = false) {
  const query = useQuery(MyServicesQuery, includeCancelled ? { variables: { includeCancelled: true } } : {});
  const services = query.data?.myServices ?? [];
  const [openId, setOpenId] = useState<string | null>(null);
  const open = services.find((s) => s.id === openId) ?? null;
  return { ...query, services, loading: query.loading && !query.data, open, setOpenId };
}

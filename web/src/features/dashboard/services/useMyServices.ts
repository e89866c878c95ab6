import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '@/gql';
import { MyServicesQuery } from '../operations';
import { ServiceFieldsFragment } from './ServicesTable.fragments';

/**
 * The customer's services (cancelled ones only when asked for) plus the id of the one open in the detail dialog (kept live from the list).
 * They are read as DashboardServiceFields for the table, the detail dialog and its tabs, which all show that fragment.
 */
export function useMyServices(includeCancelled = false) {
  const query = useQuery(MyServicesQuery, includeCancelled ? { variables: { includeCancelled: true } } : {});
  const services = getFragmentData(ServiceFieldsFragment, query.data?.myServices ?? []);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = services.find((s) => s.id === openId) ?? null;
  return { ...query, services, loading: query.loading && !query.data, open, setOpenId };
}

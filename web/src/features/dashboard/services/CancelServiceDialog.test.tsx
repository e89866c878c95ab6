import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardServiceFieldsFragment } from '@/gql/graphql';
import { renderWithProviders } from '@/test/render';
import { ServiceBucketsQuery, ServiceLockedDataQuery } from './buckets/operations';
import { CancelServiceDialog } from './CancelServiceDialog';

const service = { __typename: 'CloudStorageService', id: '7', name: 'Backups', planType: null } as unknown as DashboardServiceFieldsFragment;

const bucketsMock = {
  request: { query: ServiceBucketsQuery, variables: { serviceId: '7' } },
  result: {
    data: {
      serviceBuckets: {
        __typename: 'ServiceBuckets',
        serviceId: '7',
        usable: true,
        usedBytes: 2048,
        quotaBytes: 10 * 2 ** 30,
        buckets: [
          { __typename: 'Bucket', name: 'nightly', serviceId: '7', region: 'nairobi', residency: 'Kenya', objectCount: 2, bytes: 2048, createdAt: '2026-11-01T08:00:00.000Z', isPublic: false, versioning: 'ENABLED', objectLock: { __typename: 'BucketObjectLock', defaultRetention: { __typename: 'DefaultRetention', mode: 'GOVERNANCE', days: 30, years: null } } },
        ],
      },
    },
  },
};

const lockedMock = (lockedData: { until: string | null; legalHold: boolean } | null) => ({
  request: { query: ServiceLockedDataQuery, variables: { serviceId: '7' } },
  result: { data: { serviceBuckets: { __typename: 'ServiceBuckets', serviceId: '7', lockedData: lockedData && { __typename: 'LockedData', ...lockedData } } } },
});

function open(lockedData: { until: string | null; legalHold: boolean } | null) {
  renderWithProviders(<CancelServiceDialog service={service} open onClose={jest.fn()} />, { mocks: [bucketsMock, lockedMock(lockedData)] as never });
}

const confirmButton = () => screen.getByRole('button', { name: 'Cancel Service' });

describe('CancelServiceDialog and object lock', () => {
  it('says before anything is typed that locked versions keep the service until the retention ends (its UTC day), and offers no way to confirm', async () => {
    // 23:30 UTC on the 14th is already the 15th in Nairobi: the day shown is the UTC one the sentence speaks of.
    open({ until: '2099-01-14T23:30:00.000Z', legalHold: false });
    const alert = await screen.findByTestId('cancel-locked');
    expect(alert).toHaveTextContent('This service holds versions under object lock retention until 14/01/2099 (UTC)');
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.change(within(screen.getByRole('alertdialog')).getByRole('textbox'), { target: { value: 'Backups' } });
    expect(confirmButton()).toBeDisabled();
  });

  it('names the legal hold when one keeps a version', async () => {
    open({ until: null, legalHold: true });
    expect(await screen.findByTestId('cancel-locked')).toHaveTextContent('Remove the legal hold, then try again.');
  });

  it('lets a service without locked versions be cancelled with its data once confirmed', async () => {
    open(null);
    await screen.findByTestId('cancel-buckets');
    expect(screen.queryByTestId('cancel-locked')).toBeNull();
    const dialog = screen.getByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Backups' } });
    expect(confirmButton()).toBeDisabled(); // it holds data: not without the box
    // A click on the label, as a user; zag applies the state on React's next render.
    await act(async () => {
      fireEvent.click(within(dialog).getByText('Delete this bucket and every object in it with the service'));
    });
    await waitFor(() => expect(confirmButton()).toBeEnabled());
  });
});

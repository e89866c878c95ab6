import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { PlansQuery } from '@/lib/graphql/plans';
import { CreateServiceMutation, MyServicesQuery } from '../operations';
import { NewServiceDialog } from './NewServiceDialog';

const plansMock = {
  request: { query: PlansQuery },
  result: {
    data: {
      plans: [
        { __typename: 'Plan', type: 'monthly', storageGB: 100, priceKsh: 200, duration: '1 month' },
        { __typename: 'Plan', type: 'biannual', storageGB: 500, priceKsh: 1000, duration: '6 months' },
        { __typename: 'Plan', type: 'annual', storageGB: 1000, priceKsh: 2000, duration: '12 months' },
      ],
    },
  },
};

const created = {
  __typename: 'CloudStorageService',
  id: '41',
  name: 'Object Storage 100 GB',
  serviceType: 'Object Storage',
  storageAmount: 100,
  cost: 'KSh 200/month',
  isActive: true,
  status: 'active',
  region: 'multi_region',
  planType: 'monthly',
  startDate: '2026-11-02T08:00:00.000Z',
  endpoint: 'https://s3.example/object-storage-100-gb-1a2b3c4d',
};

const toastText = () => screen.queryAllByTestId('toast').map((t) => t.textContent).join('|');

async function openForm(mocks: unknown[] = [plansMock]) {
  const onOpenChange = jest.fn();
  renderWithProviders(<NewServiceDialog open onOpenChange={onOpenChange} />, { mocks: mocks as never });
  const form = await screen.findByRole('form', { name: 'New service' });
  return { form, onOpenChange };
}

describe('NewServiceDialog', () => {
  afterEach(() => act(() => void toaster.remove())); // the toaster re-renders as its toasts go

  it('starts at 10 GB and shows the spec messages for a missing type, a size under 1 GB and a missing cost', async () => {
    const { form } = await openForm();
    const storage = within(form).getByLabelText(/Storage amount/) as HTMLInputElement;
    expect(storage.value).toBe('10');
    fireEvent.change(storage, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Service' }));
    expect(await within(form).findByText('Service type is required')).toBeInTheDocument();
    expect(within(form).getByText('Storage amount must be at least 1GB')).toBeInTheDocument();
    expect(within(form).getByText('Cost is required')).toBeInTheDocument();
  });

  it('treats an empty size as under 1 GB', async () => {
    const { form } = await openForm();
    fireEvent.change(within(form).getByLabelText(/Storage amount/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Service' }));
    expect(await within(form).findByText('Storage amount must be at least 1GB')).toBeInTheDocument();
  });

  it('prefills type, size and the plan price when a catalogue plan is chosen', async () => {
    const { form } = await openForm();
    fireEvent.click(within(form).getByText('6 months'));
    await waitFor(() => expect((within(form).getByLabelText(/Storage amount/) as HTMLInputElement).value).toBe('500'));
    expect((within(form).getByLabelText(/Service type/) as HTMLSelectElement).value).toBe('Object Storage');
    expect((within(form).getByLabelText(/^Cost/) as HTMLInputElement).value).toBe('KSh 1,000/6 months');
  });

  it('creates the service, shows the Service Created toast and closes', async () => {
    const create = {
      request: {
        query: CreateServiceMutation,
        variables: { input: { serviceType: 'Object Storage', storageAmount: 100, cost: 'KSh 200/month', name: null, region: 'multi_region', planType: 'monthly' } },
      },
      result: { data: { createCloudStorageService: { __typename: 'CreateCloudStorageServicePayload', service: created } } },
    };
    const refetch = { request: { query: MyServicesQuery }, result: { data: { myServices: [created] } } };
    const { form, onOpenChange } = await openForm([plansMock, create, refetch]);
    fireEvent.click(within(form).getByText('Monthly'));
    await waitFor(() => expect((within(form).getByLabelText(/^Cost/) as HTMLInputElement).value).toBe('KSh 200/month'));
    fireEvent.click(within(form).getByRole('radio', { name: /Multi-region Africa/ }));
    // The card reads 'checked' once the form holds the choice (the native input flips earlier).
    await waitFor(() => expect(within(form).getByRole('radio', { name: /Multi-region Africa/ }).closest('label')).toHaveAttribute('data-state', 'checked'));
    fireEvent.click(within(form).getByRole('button', { name: 'Create Service' }));
    await waitFor(() => expect(toastText()).toContain('Service Created'), { timeout: 4000 });
    expect(toastText()).toContain('Your cloud storage service has been created successfully.');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('asks a Backup Storage service for its retention (30 days Governance unless chosen) and sends the choice', async () => {
    const backup = { ...created, id: '42', name: 'Backup Storage 50 GB', serviceType: 'Backup Storage', storageAmount: 50, planType: null, region: 'kenya', retention: { __typename: 'BackupRetention', mode: 'COMPLIANCE', days: 365 } };
    const create = {
      request: {
        query: CreateServiceMutation,
        variables: { input: { serviceType: 'Backup Storage', storageAmount: 50, cost: 'KSh 42.50/month', name: null, region: 'kenya', planType: null, retentionDays: 365, retentionMode: 'COMPLIANCE' } },
      },
      result: { data: { createCloudStorageService: { __typename: 'CreateCloudStorageServicePayload', service: backup } } },
    };
    const refetch = { request: { query: MyServicesQuery }, result: { data: { myServices: [backup] } } };
    const { form, onOpenChange } = await openForm([plansMock, create, refetch]);
    expect(within(form).queryByLabelText(/Lock mode/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Service type/), { target: { value: 'Backup Storage' } });
    fireEvent.change(within(form).getByLabelText(/Storage amount/), { target: { value: '50' } });
    expect((within(form).getByLabelText(/^Retention/) as HTMLSelectElement).value).toBe('30');
    expect((within(form).getByLabelText(/Lock mode/) as HTMLSelectElement).value).toBe('GOVERNANCE');
    expect(within(form).getByText(/kept for 30 days: no one can delete it, except an access key/)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Retention/), { target: { value: '365' } });
    fireEvent.change(within(form).getByLabelText(/Lock mode/), { target: { value: 'COMPLIANCE' } });
    expect(within(form).getByText(/kept for 365 days: no one can delete it or shorten its retention, not you and not Mawingu/)).toBeInTheDocument();
    expect((within(form).getByLabelText(/^Cost/) as HTMLInputElement).value).toBe('KSh 42.50/month');
    fireEvent.click(within(form).getByRole('button', { name: 'Create Service' }));
    await waitFor(() => expect(toastText()).toContain('Service Created'), { timeout: 4000 });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows a destructive Error toast with the server message when creation fails', async () => {
    const fail = {
      request: { query: CreateServiceMutation, variables: { input: { serviceType: 'Block Storage', storageAmount: 10, cost: 'KSh 55.00/month', name: 'Scratch', region: 'kenya', planType: null } } },
      result: { errors: [{ message: 'Service limit reached for this account' }] },
    };
    const { form, onOpenChange } = await openForm([plansMock, fail]);
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Scratch' } });
    fireEvent.change(within(form).getByLabelText(/Service type/), { target: { value: 'Block Storage' } });
    expect((within(form).getByLabelText(/^Cost/) as HTMLInputElement).value).toBe('KSh 55.00/month');
    fireEvent.click(within(form).getByRole('button', { name: 'Create Service' }));
    await waitFor(() => expect(toastText()).toBe('ErrorService limit reached for this account'), { timeout: 4000 });
    expect(screen.getByTestId('toast')).toHaveAttribute('data-type', 'error');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { BucketCorsDialog } from './BucketCorsDialog';
import { BucketCorsQuery, PutBucketCorsMutation } from './operations';

// Apollo's mocked round trips and Chakra's dialogs take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);

const rule = (r: Partial<{ id: string | null; allowedOrigins: string[]; allowedMethods: string[]; allowedHeaders: string[]; exposeHeaders: string[]; maxAgeSeconds: number | null }> = {}) => ({
  __typename: 'BucketCorsRule' as const,
  id: null,
  allowedOrigins: ['https://app.example.co.ke'],
  allowedMethods: ['GET', 'PUT'],
  allowedHeaders: ['content-type'],
  exposeHeaders: ['ETag'],
  maxAgeSeconds: 3000,
  ...r,
});
const corsMock = (rules: ReturnType<typeof rule>[]) => ({
  request: { query: BucketCorsQuery, variables: { bucket: 'photos' } },
  result: { data: { bucketCors: { __typename: 'BucketCors', bucket: 'photos', rules } } },
});
const { __typename: _t, ...input } = rule({ id: 'uploads', allowedOrigins: ['https://*.shop.example', 'http://localhost:*'], allowedMethods: ['PUT', 'POST'], allowedHeaders: ['content-type', 'x-amz-*'], maxAgeSeconds: null });

/** Click a method's box by its label and wait for the state zag renders (see RevokeTokensAndKeysCheckbox.test.tsx). */
async function toggle(form: HTMLElement, method: string, checked: boolean) {
  await act(async () => {
    fireEvent.click(within(form).getByText(method));
  });
  const box = within(form).getByRole('checkbox', { name: method });
  await waitFor(() => expect(box.closest('[data-scope="checkbox"][data-part="root"]')).toHaveAttribute('data-state', checked ? 'checked' : 'unchecked'));
}

describe('BucketCorsDialog', () => {
  afterEach(() => act(() => void toaster.remove()));

  it('shows an empty bucket’s state, checks a rule with the shared contract, and saves it as the bucket’s list', async () => {
    const put = {
      request: { query: PutBucketCorsMutation, variables: { input: { bucket: 'photos', rules: [input] } } },
      result: { data: { putBucketCors: { __typename: 'PutBucketCorsPayload', cors: { __typename: 'BucketCors', bucket: 'photos', rules: [{ ...input, __typename: 'BucketCorsRule' }] } } } },
    };
    renderWithProviders(<BucketCorsDialog bucket="photos" onClose={jest.fn()} />, { mocks: [corsMock([]), put, corsMock([{ ...rule(), ...input }])] });
    expect(await screen.findByText('No CORS rules')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const form = await screen.findByRole('form', { name: 'CORS rule' });
    const origins = within(form).getByLabelText(/Allowed origins/);
    fireEvent.change(origins, { target: { value: 'https://*.*.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByText('Use at most one * in each origin or header')).toBeInTheDocument();

    fireEvent.change(origins, { target: { value: 'https://*.shop.example\nhttp://localhost:*' } });
    await toggle(form, 'GET', false);
    await toggle(form, 'PUT', true);
    await toggle(form, 'POST', true);
    fireEvent.change(within(form).getByLabelText('Allowed headers'), { target: { value: 'content-type, x-amz-*' } });
    fireEvent.change(within(form).getByLabelText('Rule ID (optional)'), { target: { value: 'uploads' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    const list = await screen.findByRole('list', { name: 'CORS rules, in the order they are checked' });
    expect(within(list).getByText('Rule 1 · uploads')).toBeInTheDocument();
    expect(within(list).getByText('https://*.shop.example')).toBeInTheDocument();
    expect(within(list).getByText('x-amz-*')).toBeInTheDocument();
  });

  it('refuses a rule without a method in the page’s words, before asking the server', async () => {
    renderWithProviders(<BucketCorsDialog bucket="photos" onClose={jest.fn()} />, { mocks: [corsMock([rule()])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit rule 1' }));
    const form = await screen.findByRole('form', { name: 'CORS rule' });
    expect(within(form).getByLabelText(/Allowed origins/)).toHaveValue('https://app.example.co.ke');
    expect(within(form).getByLabelText('Max age (seconds)')).toHaveValue('3000');
    await toggle(form, 'GET', false);
    await toggle(form, 'PUT', false);
    fireEvent.change(within(form).getByLabelText('Max age (seconds)'), { target: { value: '-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByText('Choose at least one method')).toBeInTheDocument();
    expect(within(form).getByText('Max age is a whole number of seconds from 0 to 2147483647')).toBeInTheDocument();
  });
});

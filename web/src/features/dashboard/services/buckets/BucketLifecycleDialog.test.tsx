import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { BucketLifecycleDialog } from './BucketLifecycleDialog';
import { BucketLifecycleQuery, PutBucketLifecycleMutation } from './lifecycleOperations';

// Apollo's mocked round trips and Chakra's dialogs take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);

/** A rule as the API answers it, every field there (null where absent). */
const stored = {
  __typename: 'BucketLifecycleRule' as const,
  id: null,
  enabled: true,
  filter: { __typename: 'BucketLifecycleFilter' as const, prefix: 'logs/', tags: [], objectSizeGreaterThan: null, objectSizeLessThan: null },
  expiration: { __typename: 'BucketLifecycleExpiration' as const, days: 30, date: null, expiredObjectDeleteMarker: false },
  noncurrentVersionExpiration: { __typename: 'BucketLifecycleNoncurrentExpiration' as const, noncurrentDays: 90, newerNoncurrentVersions: 3 },
  abortIncompleteMultipartUpload: { __typename: 'BucketLifecycleAbortUpload' as const, daysAfterInitiation: 7 },
};
/** The same rule as the form sends it. */
const sent = { enabled: true, filter: { prefix: 'logs/' }, expiration: { days: 30 }, noncurrentVersionExpiration: { noncurrentDays: 90, newerNoncurrentVersions: 3 }, abortIncompleteMultipartUpload: { daysAfterInitiation: 7 } };

const lifecycleMock = (rules: (typeof stored)[]) => ({
  request: { query: BucketLifecycleQuery, variables: { bucket: 'photos' } },
  result: { data: { bucketLifecycle: { __typename: 'BucketLifecycle', bucket: 'photos', runHourUtc: 1, rules } } },
});
const putMock = (rules: object[]) => ({
  request: { query: PutBucketLifecycleMutation, variables: { input: { bucket: 'photos', rules } } },
  result: { data: { putBucketLifecycle: { __typename: 'PutBucketLifecyclePayload', lifecycle: { __typename: 'BucketLifecycle', bucket: 'photos', runHourUtc: 1 } } } },
});

describe('BucketLifecycleDialog', () => {
  afterEach(() => act(() => void toaster.remove()));

  it('adds a rule with the form (refusing days that are not whole numbers) and lists it in plain words', async () => {
    renderWithProviders(<BucketLifecycleDialog bucket="photos" onClose={jest.fn()} />, { mocks: [lifecycleMock([]), putMock([sent]), lifecycleMock([stored])] });
    expect(await screen.findByText('No lifecycle rules')).toBeInTheDocument();
    expect(screen.getByText('Rules run once a day at 01:00 UTC. Versions under object lock (a retention not yet over, or a legal hold) are skipped.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const form = await screen.findByRole('form', { name: 'Lifecycle rule' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByText('Fill in at least one action: current versions, noncurrent versions or incomplete uploads')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Prefix (optional)'), { target: { value: 'logs/' } });
    fireEvent.change(within(form).getByLabelText('Delete current versions after (days)'), { target: { value: '30.5' } });
    fireEvent.change(within(form).getByLabelText('Keep the newest noncurrent versions (optional)'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByText('Enter a whole number of days, 1 or more')).toBeInTheDocument();
    expect(within(form).getByText('Keeping versions needs the days after which the others are deleted')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Delete current versions after (days)'), { target: { value: '30' } });
    fireEvent.change(within(form).getByLabelText('Delete noncurrent versions after (days)'), { target: { value: '90' } });
    fireEvent.change(within(form).getByLabelText('Abort incomplete multipart uploads after (days)'), { target: { value: '7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));

    const list = await screen.findByRole('list', { name: 'Lifecycle rules' });
    const rule = within(list).getAllByRole('listitem')[0]!;
    expect(within(rule).getByText('Rule 1')).toBeInTheDocument();
    expect(within(rule).getByText('Objects under logs/')).toBeInTheDocument();
    expect(within(rule).getByText('Delete current versions 30 days after upload')).toBeInTheDocument();
    expect(within(rule).getByText('Delete noncurrent versions after 90 days')).toBeInTheDocument();
    expect(within(rule).getByText('Keep the 3 newest noncurrent versions, whatever their age')).toBeInTheDocument();
    expect(within(rule).getByText('Abort incomplete multipart uploads after 7 days')).toBeInTheDocument();
  });

  it('shows the configuration as S3’s JSON, keeps a text that does not read with the reason, and saves a fixed one', async () => {
    const edited = { Rules: [{ ID: 'tmp', Status: 'Disabled', Filter: { Prefix: 'tmp/' }, Expiration: { Days: 1 } }] };
    renderWithProviders(<BucketLifecycleDialog bucket="photos" onClose={jest.fn()} />, {
      mocks: [lifecycleMock([stored]), putMock([{ id: 'tmp', enabled: false, filter: { prefix: 'tmp/' }, expiration: { days: 1 } }]), lifecycleMock([stored])],
    });
    await screen.findByRole('list', { name: 'Lifecycle rules' });
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    const json = await screen.findByRole('textbox', { name: 'Lifecycle configuration (JSON)' });
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual({
      Rules: [{ Status: 'Enabled', Filter: { Prefix: 'logs/' }, Expiration: { Days: 30 }, NoncurrentVersionExpiration: { NoncurrentDays: 90, NewerNoncurrentVersions: 3 }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 } }],
    });

    const broken = '{"Rules": [{"Status": "Enabled",}]}';
    fireEvent.change(json, { target: { value: broken } });
    fireEvent.click(screen.getByRole('button', { name: 'Save JSON' }));
    expect(await screen.findByText(/^This is not valid JSON: /)).toBeInTheDocument();
    expect(json).toHaveValue(broken);

    fireEvent.change(json, { target: { value: '{"Rules": [{"Status": "On", "Expiration": {"Days": 1}}]}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save JSON' }));
    expect(await screen.findByText('Rule 1: Status must be "Enabled" or "Disabled"')).toBeInTheDocument();
    fireEvent.change(json, { target: { value: '{"Rules": [{"Status": "Enabled", "Expiration": {"Days": "1"}}]}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save JSON' }));
    expect(await screen.findByText('Rule 1: Expiration.Days has the wrong type')).toBeInTheDocument();

    fireEvent.change(json, { target: { value: JSON.stringify(edited) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save JSON' }));
    await waitFor(() => expect(screen.queryByText(/Rule 1: /)).not.toBeInTheDocument());
    expect(await screen.findByText('Lifecycle rules saved')).toBeInTheDocument();
  });

  it('shows the server’s refusal (S3’s message) under the JSON and keeps the text', async () => {
    const refused = new GraphQLError("'Days' for Expiration action must be a positive integer", { extensions: { code: 'BAD_USER_INPUT', field: 'rules' } });
    const text = '{"Rules": [{"Status": "Enabled", "Expiration": {"Days": 0}}]}';
    renderWithProviders(<BucketLifecycleDialog bucket="photos" onClose={jest.fn()} />, {
      mocks: [lifecycleMock([]), { request: putMock([{ enabled: true, expiration: { days: 0 } }]).request, result: { errors: [refused] } }],
    });
    await screen.findByText('No lifecycle rules');
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    const json = await screen.findByRole('textbox', { name: 'Lifecycle configuration (JSON)' });
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual({ Rules: [] });
    fireEvent.change(json, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Save JSON' }));
    expect(await screen.findByText("'Days' for Expiration action must be a positive integer")).toBeInTheDocument();
    expect(json).toHaveValue(text);
  });
});

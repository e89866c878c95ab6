import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { BucketObjectsQuery, BucketPublicAccessQuery, SetBucketPublicAccessMutation } from './operations';
import { PublicAccessDialog, publicObjectUrl } from './PublicAccessDialog';

// Apollo's mocked round trips and Chakra's dialogs take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);

const URL_BASE = 'https://s3.nbo1.example/photos';
const state = (isPublic: boolean, prefixes: string[] = [], blockedByAccount = false) => ({
  __typename: 'BucketPublicAccess' as const,
  bucket: 'photos',
  isPublic,
  publicPrefixes: prefixes,
  publicListing: false,
  hasPolicy: isPublic,
  blockPublicAcls: true,
  ignorePublicAcls: true,
  blockPublicPolicy: !isPublic,
  restrictPublicBuckets: !isPublic,
  blockedByAccount,
  publicUrl: URL_BASE,
});
const accessMock = (s: ReturnType<typeof state>) => ({ request: { query: BucketPublicAccessQuery, variables: { bucket: 'photos' } }, result: { data: { bucketPublicAccess: s } } });
const objectsMock = (prefix: string, keys: string[]) => ({
  request: { query: BucketObjectsQuery, variables: { bucket: 'photos', prefix, first: 20 } },
  result: {
    data: {
      bucketObjects: {
        __typename: 'ObjectListing',
        bucket: 'photos',
        prefix,
        folders: [],
        objects: keys.map((key) => ({ __typename: 'StorageObject', key, size: 1, etag: 'e', lastModified: '2026-11-20T08:00:00.000Z', tags: [] })),
        nextCursor: null,
      },
    },
  },
  maxUsageCount: 10,
});

describe('PublicAccessDialog', () => {
  afterEach(() => act(() => void toaster.remove()));

  it('encodes an object’s public address by segment', () => {
    expect(publicObjectUrl(URL_BASE, 'images/a b.jpg')).toBe(`${URL_BASE}/images/a%20b.jpg`);
  });

  it('names what becomes public, shows an object’s public URL, and makes it public only once the bucket name is typed', async () => {
    const save = {
      request: { query: SetBucketPublicAccessMutation, variables: { input: { bucket: 'photos', public: true, prefix: 'images/', confirm: 'photos' } } },
      result: { data: { setBucketPublicAccess: { __typename: 'SetBucketPublicAccessPayload', publicAccess: { __typename: 'BucketPublicAccess', bucket: 'photos', isPublic: true } } } },
    };
    renderWithProviders(<PublicAccessDialog bucket="photos" onClose={jest.fn()} />, {
      mocks: [accessMock(state(false)), objectsMock('', ['cat.jpg']), objectsMock('images/', ['images/dog.jpg']), save, accessMock(state(true, ['images/']))],
    });
    expect(await screen.findByText('Private')).toBeInTheDocument();
    // The account allows public buckets here: the dialog must not say that Block Public Access is on.
    expect(screen.getByText('Only you and your access keys can read this bucket. Your account allows public buckets: make this one public below.')).toBeInTheDocument();
    expect(screen.queryByTestId('blocked-by-account')).toBeNull();
    expect(screen.getByText('Anyone on the internet will be able to read every object in photos.')).toBeInTheDocument();
    expect(await screen.findByText(`${URL_BASE}/cat.jpg`)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Only objects under this prefix/), { target: { value: 'images/' } });
    expect(screen.getByText('Anyone on the internet will be able to read every object under images/ in photos.')).toBeInTheDocument();
    expect(await screen.findByText(`${URL_BASE}/images/dog.jpg`)).toBeInTheDocument();
    const make = screen.getByRole('button', { name: 'Make public' });
    expect(make).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type photos to confirm'), { target: { value: 'photo' } });
    expect(make).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type photos to confirm'), { target: { value: 'photos' } });
    await waitFor(() => expect(make).toBeEnabled());
    fireEvent.click(make);
    expect(await screen.findByText('Public')).toBeInTheDocument();
    expect(screen.getByText('Anyone on the internet can read every object under images/ in photos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make private' })).toBeInTheDocument();
  });

  it('says of a private bucket with a policy that no one on the internet can read it, not that Block Public Access is what keeps it private', async () => {
    // A policy naming specific principals is private whatever the flags: the sentence must hold for it too.
    renderWithProviders(<PublicAccessDialog bucket="photos" onClose={jest.fn()} />, { mocks: [accessMock({ ...state(false), hasPolicy: true, blockPublicPolicy: false, restrictPublicBuckets: false }), objectsMock('', [])] });
    expect(await screen.findByText('This bucket has a policy, but no one on the internet can read it.')).toBeInTheDocument();
    expect(screen.queryByText(/Block Public Access keeps/)).toBeNull();
    expect(screen.queryByTestId('blocked-by-account')).toBeNull();
  });

  it('offers a private bucket with a policy both ways out: remove the policy, or make it public with a warning that this replaces the policy', async () => {
    const withPolicy = { ...state(false), hasPolicy: true, blockPublicPolicy: false, restrictPublicBuckets: false };
    const save = {
      request: { query: SetBucketPublicAccessMutation, variables: { input: { bucket: 'photos', public: false } } },
      result: { data: { setBucketPublicAccess: { __typename: 'SetBucketPublicAccessPayload', publicAccess: { __typename: 'BucketPublicAccess', bucket: 'photos', isPublic: false } } } },
    };
    renderWithProviders(<PublicAccessDialog bucket="photos" onClose={jest.fn()} />, { mocks: [accessMock(withPolicy), objectsMock('', []), save, accessMock(state(false))] });
    expect(await screen.findByText('Making it public replaces the bucket’s current policy.')).toBeInTheDocument();
    // Not "Make private": the bucket is private already, and that button would say nothing of the policy.
    expect(screen.queryByRole('button', { name: 'Make private' })).toBeNull();
    const make = screen.getByRole('button', { name: 'Make public' });
    expect(make).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type photos to confirm'), { target: { value: 'photos' } });
    await waitFor(() => expect(make).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Remove policy' }));
    expect(await screen.findByText('Bucket policy removed')).toBeInTheDocument();
    expect(await screen.findByText('Only you and your access keys can read this bucket. Your account allows public buckets: make this one public below.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove policy' })).toBeNull();
    expect(screen.queryByText('Making it public replaces the bucket’s current policy.')).toBeNull();
  });

  it('says when the account’s Block Public Access keeps the bucket private, links to it, and does not offer to make it public', async () => {
    renderWithProviders(<PublicAccessDialog bucket="photos" onClose={jest.fn()} />, { mocks: [accessMock(state(false, [], true)), objectsMock('', [])] });
    expect(await screen.findByText(/Block Public Access for your account is on, so this bucket cannot be public/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the account setting' })).toHaveAttribute('href', '/dashboard/security#block-public-access');
    fireEvent.change(screen.getByLabelText('Type photos to confirm'), { target: { value: 'photos' } });
    expect(screen.getByRole('button', { name: 'Make public' })).toBeDisabled();
  });

  it('makes a public bucket private again', async () => {
    const save = {
      request: { query: SetBucketPublicAccessMutation, variables: { input: { bucket: 'photos', public: false } } },
      result: { data: { setBucketPublicAccess: { __typename: 'SetBucketPublicAccessPayload', publicAccess: { __typename: 'BucketPublicAccess', bucket: 'photos', isPublic: false } } } },
    };
    renderWithProviders(<PublicAccessDialog bucket="photos" onClose={jest.fn()} />, { mocks: [accessMock(state(true, [''])), objectsMock('', []), save, accessMock(state(false))] });
    expect(await screen.findByText('Anyone on the internet can read every object in photos.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Make private' }));
    expect(await screen.findByText('Private')).toBeInTheDocument();
  });
});

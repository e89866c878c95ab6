import { act, fireEvent, screen, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { DeletedObjects } from './DeletedObjects';
import { DeletedObjectsQuery, DeleteObjectVersionMutation } from './operations';

jest.setTimeout(20_000);

const MARKER = 'M'.repeat(32);
const listing = (objects: { key: string; markerVersionId: string; deletedAt: string; size: number }[], folders: string[] = []) => ({
  request: { query: DeletedObjectsQuery, variables: { bucket: 'notes', prefix: 'docs/' } },
  result: {
    data: {
      deletedObjects: {
        __typename: 'DeletedObjectListing',
        bucket: 'notes',
        prefix: 'docs/',
        folders,
        objects: objects.map((o) => ({ __typename: 'DeletedObject', ...o })),
        truncated: false,
      },
    },
  },
});

describe('DeletedObjects', () => {
  afterEach(() => act(() => void toaster.remove()));

  it('lists deleted objects and folders; Restore removes the delete marker (no typing: nothing is destroyed)', async () => {
    const onOpenFolder = jest.fn();
    const removed = jest.fn(() => ({ data: { deleteObjectVersion: { __typename: 'DeleteObjectVersionPayload', bucket: 'notes', key: 'docs/plan.txt', versionId: MARKER, deleteMarker: true } } }));
    renderWithProviders(<DeletedObjects bucket="notes" prefix="docs/" onOpenFolder={onOpenFolder} />, {
      mocks: [
        listing([{ key: 'docs/plan.txt', markerVersionId: MARKER, deletedAt: '2026-11-28T09:30:00.000Z', size: 2048 }], ['docs/old/']),
        { request: { query: DeleteObjectVersionMutation, variables: { input: { bucket: 'notes', key: 'docs/plan.txt', versionId: MARKER } } }, result: removed },
        listing([]),
      ],
    });
    const row = (await screen.findByText('plan.txt')).closest('tr')!;
    const table = screen.getByRole('region', { name: 'Deleted objects in notes/docs/' });
    expect(row).toHaveTextContent('2 KB');
    fireEvent.click(within(table).getByRole('button', { name: 'Open folder old' }));
    expect(onOpenFolder).toHaveBeenCalledWith('docs/old/');
    fireEvent.click(within(table).getByRole('button', { name: 'Restore plan.txt' }));
    expect(await screen.findByText('Object restored')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No deleted objects here')).toBeInTheDocument();
  });
});

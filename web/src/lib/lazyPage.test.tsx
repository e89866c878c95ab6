import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, preloadElement } from './lazyPage';

describe('lazyPage', () => {
  it('suspends until its module has loaded when rendered cold', async () => {
    const element = lazyPage(() => Promise.resolve({ default: () => <h1>Cold page</h1> }));
    render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Cold page')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once preloaded (as hydration needs)', async () => {
    const load = jest.fn(() => Promise.resolve({ default: () => <h1>Warm page</h1> }));
    const element = lazyPage(load);
    await preloadElement(element);
    await preloadElement(element);
    expect(load).toHaveBeenCalledTimes(1);
    render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
    expect(screen.getByText('Warm page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads again after a failed download, and ignores elements that are not lazy pages', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue({ default: () => <h1>Back</h1> });
    const element = lazyPage(load);
    await expect(preloadElement(element)).rejects.toThrow('Failed to fetch');
    await preloadElement(element);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(preloadElement(<div />)).resolves.toBeUndefined();
  });
});

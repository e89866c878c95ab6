import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

let navigate: NavigateFunction;
function Grab() {
  navigate = useNavigate();
  return null;
}

describe('ScrollToTop', () => {
  it('starts a newly opened page at the top, but leaves Back to the browser', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Grab />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled(); // the first page load is a POP
    act(() => navigate('/pricing'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    act(() => navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

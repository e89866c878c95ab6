/** @jest-environment node */
import { LOCALIZED_NOT_FOUND, NOT_FOUND, render } from './entry-server';

// The build-time render (web/prerender.ts runs it from the SSR bundle, one fresh copy per page).
describe('pre-rendering a page', () => {
  it('renders the home page whole: header, page, footer, its CSS, title and description', async () => {
    const page = await render('/');
    expect(page.html).toMatch(/^<div[^>]*>.*<header/s);
    expect(page.html).toContain('Cloud storage built in Nairobi, for Africa');
    expect(page.html).toContain('<footer');
    // Nothing left to the browser: no pending boundary, no inline script, no inline style.
    expect(page.html).not.toMatch(/<!--\$[?!]|<script|<style/);
    expect(page.styles).toContain('data-emotion="css-global');
    expect(page.meta.title).toMatch(/\| Mawingu Cloud$/);
    expect(page.meta.description).toBeTruthy();
  }, 60_000);

  it('renders what depends on the visitor in its neutral state', async () => {
    const page = await render('/');
    expect(page.html).toContain('data-testid="auth-spinner"');
    expect(page.html).not.toContain('Sign Out');
  }, 60_000);

  it('renders the 404 page without the path it will be asked for', async () => {
    const page = await render(NOT_FOUND);
    expect(page.html).toContain('404 Page Not Found');
    expect(page.html).not.toContain('__not-found__');
  }, 60_000);

  it('renders the 404 page in Kiswahili and French, header and footer included', async () => {
    expect(LOCALIZED_NOT_FOUND).toEqual(['/sw/*', '/fr/*']);
    const sw = await render('/sw/*');
    expect(sw.html).toContain('404 Ukurasa Haupatikani');
    expect(sw.html).toContain('Rudi mwanzo');
    expect(sw.html).toContain('href="/sw/"');
    expect(sw.html).not.toMatch(/404 Page Not Found|__not-found__/);
    expect(sw.meta.title).toMatch(/^404 Ukurasa Haupatikani/);
    const fr = await render('/fr/*');
    expect(fr.html).toContain('404 Page introuvable');
    expect(fr.html).toContain('Retour à l’accueil');
  }, 60_000);
});

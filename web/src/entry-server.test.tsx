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
    expect(page.styles).toContain('<style data-mw-global-css>');
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

  it('renders the information pages in Kiswahili and French with their own texts, English unchanged', async () => {
    const about = await render('/sw/about');
    expect(about.html).toContain('Kuhusu Mawingu Cloud');
    expect(about.html).toContain('Kwa nini tupo');
    expect(about.html).toContain('href="/sw/careers"'); // the footer's links stay in Kiswahili
    expect(about.html).not.toContain('Why we exist');
    expect(about.meta.title).toMatch(/^Kuhusu Mawingu Cloud/);
    const terms = await render('/fr/terms');
    expect(terms.html).toContain('Conditions d’utilisation');
    expect(terms.html).toContain('la version anglaise prévaut');
    expect(terms.html).not.toContain('Acceptable use');
    const status = await render('/sw/status');
    expect(status.html).toContain('API ya Lango');
    expect(status.html).toContain('Inakagua…');
    const english = await render('/status');
    expect(english.html).toContain('Portal API');
    expect(english.html).toContain('Checking…');
    expect(english.html).toContain('Our commitment');
    expect(english.html).not.toContain('data-testid="info-note"');
  }, 60_000);
});

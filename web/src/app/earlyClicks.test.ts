import { recordEarlyClicks, replayEarlyClicks, stopRecordingEarlyClicks } from './earlyClicks';

/** A pre-rendered page's controls, without handlers (the app has not loaded). */
function page() {
  document.body.innerHTML = `
    <header><button id="menu" type="button">Open menu</button><a id="link" href="#pricing"><button id="in-link" type="button">In a link</button></a></header>
    <div role="tablist"><button id="tab" role="tab" type="button">Storage Plans</button><button id="off" type="button" disabled>Off</button></div>
    <form id="join"><input id="email" name="email" /><button id="send" type="submit">Join</button></form>`;
  const el = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { menu: el('menu'), link: el('link'), inLink: el('in-link'), tab: el('tab'), off: el<HTMLButtonElement>('off'), form: el<HTMLFormElement>('join'), email: el('email'), send: el('send') };
}

/** Dispatches a click as a visitor's would be and says whether the page's default action was stopped. */
function click(target: HTMLElement): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The submits the app's handler (attached once it has loaded) receives: each one's submitter, or null for Enter. */
function submitsOf(form: HTMLFormElement): (string | null)[] {
  const submits: (string | null)[] = [];
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    submits.push((e.submitter as HTMLElement | null)?.id ?? null);
  });
  return submits;
}

afterEach(() => stopRecordingEarlyClicks());

describe('clicks before the app exists', () => {
  it('are held while the app loads and replayed once, in order, when it has hydrated', () => {
    const p = page();
    recordEarlyClicks();
    expect(click(p.tab)).toBe(true);
    expect(click(p.menu)).toBe(true);
    expect(click(p.menu)).toBe(true); // tapped again because nothing happened: one tap, not a toggle back
    // The app arrives: its handlers are attached, React takes the page over, then it has hydrated.
    const seen: string[] = [];
    p.tab.addEventListener('click', () => seen.push('tab'));
    p.menu.addEventListener('click', () => seen.push('menu'));
    stopRecordingEarlyClicks();
    expect(seen).toEqual([]);
    replayEarlyClicks();
    expect(seen).toEqual(['tab', 'menu']);
    replayEarlyClicks();
    expect(seen).toEqual(['tab', 'menu']);
  });

  it('a submit is not sent natively (a reload with the fields in the URL) but submitted again by the app', () => {
    const p = page();
    recordEarlyClicks();
    expect(click(p.send)).toBe(true);
    const enter = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null });
    p.form.dispatchEvent(enter); // then Enter in the field, as nothing happened
    expect(enter.defaultPrevented).toBe(true);
    const submits = submitsOf(p.form);
    stopRecordingEarlyClicks();
    replayEarlyClicks();
    // Submitted once, by its button: not twice.
    expect(submits).toEqual(['send']);
  });

  it('a submit with Enter in a field is replayed as a submit of its form', () => {
    const p = page();
    recordEarlyClicks();
    const enter = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null });
    p.form.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const submits = submitsOf(p.form);
    stopRecordingEarlyClicks();
    replayEarlyClicks();
    expect(submits).toEqual([null]);
  });

  it('leaves links, fields and disabled buttons to the browser', () => {
    const p = page();
    recordEarlyClicks();
    expect(click(p.link)).toBe(false);
    expect(click(p.inLink)).toBe(false);
    expect(click(p.email)).toBe(false);
    expect(click(p.off)).toBe(false);
    const seen: string[] = [];
    for (const el of [p.link, p.inLink, p.email, p.off]) el.addEventListener('click', () => seen.push(el.id));
    stopRecordingEarlyClicks();
    replayEarlyClicks();
    expect(seen).toEqual([]);
  });

  it('records nothing once React has the page, and skips what the app no longer shows', () => {
    const p = page();
    recordEarlyClicks();
    click(p.tab);
    stopRecordingEarlyClicks();
    expect(click(p.menu)).toBe(false); // React's own event handling from here
    p.tab.remove(); // the app rendered another page (pre-rendered HTML of another URL)
    const seen: string[] = [];
    p.tab.addEventListener('click', () => seen.push('tab'));
    p.menu.addEventListener('click', () => seen.push('menu'));
    replayEarlyClicks();
    expect(seen).toEqual([]);
  });
});

/**
 * What a visitor does on a pre-rendered page before the app exists. The page is painted and looks
 * ready long before its code has arrived and run (seconds on a phone over a mobile network), but
 * its buttons have no handlers yet: a tap on the menu button or a tab did nothing, and a submit
 * (its button, or Enter in a field) sent the form natively, reloading the page with the fields in
 * the URL. The entry script (main.tsx) records them instead; boot.tsx stops recording just before
 * React takes the page over (from then on React handles, or replays, events itself), and the app
 * replays them once the page has hydrated: each button clicked again, each form submitted again.
 * Links, fields, checkboxes and anything else that works natively are left alone; what the visitor
 * typed is adopted by the forms themselves (useAdoptTypedValues). Imports nothing: it is part of
 * the entry script.
 */

/** What a click is recorded on: controls with no native action until the app handles them. */
const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';

type Early = { click: Element } | { form: HTMLFormElement; submitter: HTMLElement | null };

let recorded: Early[] | null = null;

function onClick(event: MouseEvent) {
  if (!recorded || event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
  const control = event.target.closest(CONTROLS);
  if (!control || control.closest('a[href], input, select, textarea, [data-no-early-click]') || (control as HTMLButtonElement).disabled) return;
  event.preventDefault();
  // A submit button would send its form natively: recorded as its form's submit instead.
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) record({ form: control.form, submitter: control });
  else record({ click: control });
}

function onSubmit(event: SubmitEvent) {
  if (!recorded || event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  record({ form: event.target, submitter: event.submitter });
}

/** Once per control or form: a second tap because nothing happened is not a second action (a menu opened and closed again, a form sent twice). */
function record(early: Early) {
  const same = (r: Early) => ('click' in r && 'click' in early ? r.click === early.click : 'form' in r && 'form' in early && r.form === early.form);
  if (recorded && !recorded.some(same)) recorded.push(early);
}

/** Starts recording (the entry script, on a pre-rendered page). */
export function recordEarlyClicks(doc: Document = document): void {
  if (recorded) return;
  recorded = [];
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
}

let pending: Early[] = [];

/** Stops recording and keeps what was recorded for `replayEarlyClicks` (boot.tsx, just before React takes the page over). */
export function stopRecordingEarlyClicks(doc: Document = document): void {
  doc.removeEventListener('click', onClick, true);
  doc.removeEventListener('submit', onSubmit, true);
  pending = recorded ?? [];
  recorded = null;
}

/**
 * Replays what was recorded, in order, once (RootLayout, when the page has hydrated), each click
 * through `click` (the app's waits for the control's section to hydrate). A control or form that
 * is no longer in the page (the app rendered another page) is skipped.
 */
export function replayEarlyClicks(click: (control: HTMLElement) => void = (control) => control.click()): void {
  const replay = pending;
  pending = [];
  for (const early of replay) {
    try {
      if ('click' in early) {
        if (early.click.isConnected && early.click instanceof HTMLElement) click(early.click);
      } else if (early.form.isConnected) {
        // Through its button when it has one: a click is what a section that has not hydrated yet
        // knows to hydrate for and hand on (web/src/lib/LazyHydrate.tsx).
        const submitter = early.submitter;
        if (submitter?.isConnected && (submitter as HTMLButtonElement).form === early.form) click(submitter);
        else early.form.requestSubmit();
      }
    } catch {
      // One that cannot be replayed (its button is now disabled…) does not keep the others back.
    }
  }
}

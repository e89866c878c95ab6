import { act, Suspense, use, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAdoptTypedValues } from './useAdoptTypedValues';

/** A pre-rendered form: the visitor types into the server's HTML before React hydrates it. */
function Form({ onSubmit }: { onSubmit: (v: { storageGB: number | ''; region: string; urgent: boolean }) => void }) {
  const [storageGB, setStorage] = useState<number | ''>(100);
  const [region, setRegion] = useState('kenya');
  const [urgent, setUrgent] = useState(false);
  const ref = useAdoptTypedValues({ storageGB, region, urgent }, (name, v) => {
    if (name === 'storageGB') setStorage(v === '' ? '' : Number(v));
    if (name === 'region') setRegion(String(v));
    if (name === 'urgent') setUrgent(v === true);
  });
  return (
    <form ref={ref} onSubmit={(e) => (e.preventDefault(), onSubmit({ storageGB, region, urgent }))}>
      <input name="storageGB" type="number" value={storageGB} onChange={(e) => setStorage(e.target.value === '' ? '' : Number(e.target.value))} />
      <select name="region" value={region} onChange={(e) => setRegion(e.target.value)}>
        <option value="kenya">Kenya</option>
        <option value="africa">Africa</option>
      </select>
      <input name="urgent" type="checkbox" checked={urgent} onChange={(e) => setUrgent(e.target.checked)} />
      <input name="other" defaultValue="x" />
      <button type="submit">Go</button>
    </form>
  );
}

async function hydrated(typeBefore: (form: HTMLFormElement) => void) {
  const submitted: unknown[] = [];
  const ui = <Form onSubmit={(v) => submitted.push(v)} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  typeBefore(container.querySelector('form')!);
  await act(async () => {
    hydrateRoot(container, ui);
  });
  container.querySelector('button')!.click();
  container.remove();
  return submitted;
}

describe('useAdoptTypedValues', () => {
  it('keeps what the visitor typed before hydration: the form works with the figures on screen', async () => {
    const submitted = await hydrated((form) => {
      (form.elements.namedItem('storageGB') as HTMLInputElement).value = '2000';
      (form.elements.namedItem('region') as HTMLSelectElement).value = 'africa';
      (form.elements.namedItem('urgent') as HTMLInputElement).checked = true;
    });
    expect(submitted).toEqual([{ storageGB: 2000, region: 'africa', urgent: true }]);
  });

  it('changes nothing when nothing was typed', async () => {
    expect(await hydrated(() => undefined)).toEqual([{ storageGB: 100, region: 'kenya', urgent: false }]);
  });

  it('keeps them when the click on the form is what hydrates it (a section hydrated late, as LazyHydrate does)', async () => {
    // The section waits on a gate the visitor's gesture opens; React then hydrates it
    // synchronously, inside the click, and hands the click to the form it has just hydrated.
    const gate = { open: true, opened: new Promise<void>(() => undefined) }; // open while the HTML is made
    function Gate({ children }: { children: ReactNode }) {
      if (!gate.open) use(gate.opened);
      return children;
    }
    const submitted: unknown[] = [];
    const ui = (
      <Suspense fallback={null}>
        <Gate>
          <Form onSubmit={(v) => submitted.push(v)} />
        </Gate>
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    gate.open = false;
    (container.querySelector('[name=storageGB]') as HTMLInputElement).value = '2000';
    await act(async () => {
      hydrateRoot(container, ui);
    });
    gate.open = true;
    await act(async () => {
      container.querySelector('button')!.click();
    });
    container.remove();
    expect(submitted).toEqual([{ storageGB: 2000, region: 'kenya', urgent: false }]);
  });
});

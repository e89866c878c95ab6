import { BeaconError, EsploraBeacon } from './beacon';
import { fakeChain, startEsplora } from './esplora.fixture';

const T = 1_790_000_000; // a fixed chain time (seconds)

describe('the Esplora beacon client against a local Esplora-style server', () => {
  const chain = fakeChain(900_000, [T, T + 600, T + 1200, T + 1800]);
  let esplora: Awaited<ReturnType<typeof startEsplora>>;
  beforeAll(async () => {
    esplora = await startEsplora(chain);
  });
  afterAll(() => esplora.close());

  it('reads the latest block with its height and time', async () => {
    const b = await new EsploraBeacon(esplora.url + '/').latest();
    expect(b).toEqual({ btcBlockHash: chain[3]!.hash, source: 'bitcoin-esplora', height: 900_003, time: new Date((T + 1800) * 1000) });
  });

  it('finds the first block at or after a time, or none yet', async () => {
    const beacon = new EsploraBeacon(esplora.url);
    expect((await beacon.firstAtOrAfter(new Date((T + 601) * 1000)))!.height).toBe(900_002);
    expect((await beacon.firstAtOrAfter(new Date((T + 600) * 1000)))!.height).toBe(900_001);
    expect((await beacon.firstAtOrAfter(new Date((T + 1) * 1000)))!.height).toBe(900_001);
    expect(await beacon.firstAtOrAfter(new Date((T + 1801) * 1000))).toBeNull();
  });

  it('fails clearly when the beacon hangs (timeout) or is unreachable', async () => {
    const hanging = await startEsplora(chain, { hang: true });
    const started = Date.now();
    await expect(new EsploraBeacon(hanging.url, 300).latest()).rejects.toThrow(BeaconError);
    expect(Date.now() - started).toBeLessThan(2000);
    await hanging.close();
    await expect(new EsploraBeacon('http://127.0.0.1:9').latest()).rejects.toThrow('Beacon unreachable');
  });
});

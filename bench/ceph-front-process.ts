import { startCephFront } from '../api/src/modules/storage/planes/ceph/front';

/**
 * The portal's front of RGW in a process of its own, for bench/storage.ts --ceph (as the gateway
 * runs in its own): RGW's URL in CEPH_RGW_URL; prints {"url":…} once it listens, stops on SIGTERM.
 */
async function main() {
  const front = await startCephFront({ rgwUrl: process.env.CEPH_RGW_URL!, port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ url: front.url })}\n`);
  process.on('SIGTERM', () => void front.close(1000).then(() => process.exit(0)));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

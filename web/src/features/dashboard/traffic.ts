/**
 * Latency, error rate and uptime measure requests: with none in the range there is nothing to
 * measure, so the overview and monitoring both show "—" and say why, instead of "0 ms" / "0.00%".
 */
export const hasTraffic = (requests: { value: number }) => requests.value > 0;

/** Why there is no figure: nothing ever (as far as the two ranges show), or nothing in this range. */
export const noTrafficReason = (requests: { previousValue?: number | null }) => ((requests.previousValue ?? 0) > 0 ? 'traffic.noRequestsInRange' : 'traffic.noRequestsYet');

export const NO_FIGURE = '—';

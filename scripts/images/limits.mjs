// The lean-image limits `npm run check:images` holds the images and an API replica to (docs/production.md,
// "Image and replica figures"). check-images.sh passes the image figures on the command line:
//   node scripts/images/limits.mjs apiAddedMB=52.1 webAddedMB=14.6
// and scripts/compose-check/run.mjs imports judge() for the replica's. Each figure is printed with its
// limit; any figure past its limit (or not a number) fails: exit 1.

/** MB are 10^6 bytes, as podman prints them; seconds for times. */
export const LIMITS = {
  apiAddedMB: { limit: 110, label: 'API image: layers added to node:24-bookworm-slim', unit: 'MB' },
  webAddedMB: { limit: 20, label: 'web image: layers added to nginx:1.28-bookworm', unit: 'MB' },
  apiIdleRssMB: { limit: 160, label: 'API replica: RSS when idle after warm-up', unit: 'MB' },
  // The start's CPU, not its wall time: the same on a busy CI host as on a quiet one (the wall time is
  // printed beside it; on an idle host the two differ by the container's own start, ~0.3 s).
  apiStartCpuS: { limit: 3, label: 'API replica: CPU from process start to ready', unit: 's' },
};

/** One line per figure ("figure ... limit ... ok|OVER"), and the figures past their limit. */
export function judge(figures) {
  const lines = [];
  const over = [];
  for (const [name, value] of Object.entries(figures)) {
    const limit = LIMITS[name];
    if (!limit) throw new Error(`unknown figure ${name}`);
    const ok = Number.isFinite(value) && value <= limit.limit;
    if (!ok) over.push(name);
    lines.push(
      `${limit.label}: ${Number.isFinite(value) ? value.toFixed(1) : value} ${limit.unit} ` +
        `(limit ${limit.limit} ${limit.unit}) ${ok ? 'ok' : 'OVER THE LIMIT'}`,
    );
  }
  return { lines, over };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = Object.fromEntries(
    process.argv.slice(2).map((pair) => {
      const [name, value] = pair.split('=');
      return [name, value === undefined || value === '' ? Number.NaN : Number(value)];
    }),
  );
  const { lines, over } = judge(figures);
  for (const line of lines) console.log(`check:images: ${line}`);
  if (over.length > 0) {
    console.error(`check:images: past the limits: ${over.join(', ')}`);
    process.exit(1);
  }
}

import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port';
import {
  createDatabase,
  killAllServers,
  RemoteClient,
  send,
  ServerProcess,
  subscription,
  waitFor,
  type TestDatabase,
} from '../faults/support';
import { Child, findBinary, REPO_ROOT, tempDir } from './support';

interface QueryAnswer {
  status: string;
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

/** Debian's Prometheus scrapes the API's METRICS_PORT, with the repository's alert rules loaded. */
describe('a real Prometheus scraping the API', () => {
  let database: TestDatabase;
  let api: ServerProcess;
  let prometheus: Child;
  let prometheusUrl: string;

  beforeAll(async () => {
    database = await createDatabase();
    const metricsPort = await freePort();
    api = await ServerProcess.start({
      databaseUrl: database.url,
      uploadsDir: tempDir('uploads'),
      env: { METRICS_PORT: String(metricsPort) },
    });
    const dir = tempDir('prometheus');
    const config = path.join(dir, 'prometheus.yml');
    writeFileSync(
      config,
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        `rule_files: ['${path.join(REPO_ROOT, 'deploy', 'prometheus', 'alerts.yml')}']`,
        'scrape_configs:',
        '  - job_name: orbitwise-api',
        `    static_configs: [{ targets: ['127.0.0.1:${metricsPort}'] }]`,
        '',
      ].join('\n'),
    );
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    prometheus = new Child(
      spawn(
        findBinary('prometheus', ['/usr/bin/prometheus']),
        [
          `--config.file=${config}`,
          `--storage.tsdb.path=${path.join(dir, 'data')}`,
          `--web.listen-address=127.0.0.1:${port}`,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    );
    await waitFor(
      'Prometheus ready',
      () =>
        send(`${prometheusUrl}/-/ready`).then(
          (r) => r.status === 200,
          () => false,
        ),
      30_000,
    );
  });

  afterAll(async () => {
    await prometheus?.stop();
    await killAllServers();
    await database?.drop();
  });

  const query = async (promql: string) => {
    const response = await send(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const answer = response.body as QueryAnswer;
    if (answer.status !== 'success') throw new Error(`Query ${promql} failed: ${response.text}`);
    return answer.data.result;
  };
  const valueOf = async (promql: string) => {
    const [sample] = await query(promql);
    return sample ? Number(sample.value[1]) : undefined;
  };

  it('sees the API up, and a stored submission move its counter', async () => {
    const up = await waitFor('up == 1', async () => (await valueOf('up{job="orbitwise-api"}')) === 1, 30_000);
    expect(up).toBe(true);

    const query = 'sum(orbitwise_submissions_stored_total{kind="newsletter"})';
    const before = (await valueOf(query)) ?? 0;
    const visitor = await RemoteClient.create(api.baseUrl);
    const answer = await visitor.postJson(
      '/api/ContactUs/AddUserSubscription',
      subscription(),
      await visitor.solveCaptcha(),
    );
    expect(answer.status).toBe(200);
    const after = await waitFor(
      'the counter to move',
      async () => {
        const value = await valueOf(query);
        return value !== undefined && value > before ? value : undefined;
      },
      30_000,
    );
    console.log(`Prometheus: up = 1; ${query}: ${before} -> ${after}`);
    expect(after).toBe(before + 1);

    const pending = await waitFor(
      'the deliveries gauge',
      () => valueOf('orbitwise_deliveries_pending'),
      10_000,
    );
    console.log(`Prometheus: orbitwise_deliveries_pending = ${pending}`);
    expect(pending).toBeGreaterThanOrEqual(0);
    expect(await valueOf('orbitwise_database_up')).toBe(1);
  });

  it("counts the subscription's staff e-mail as held for SMTP (no SMTP_URL here)", async () => {
    // Settled (nothing pending) and scraped since: Prometheus has the rows' count.
    const held = await waitFor(
      'Prometheus to report the e-mails held for SMTP',
      async () => {
        const [rows] = await database.query<{ held: number; pending: number }>(
          `SELECT count(*) FILTER (WHERE state = 'unconfigured')::int AS held,
                  count(*) FILTER (WHERE state = 'pending')::int AS pending
             FROM notification_delivery WHERE channel IN ('email', 'acknowledgement')`,
        );
        const value = await valueOf('orbitwise_deliveries_waiting_for_smtp');
        return rows!.held > 0 && rows!.pending === 0 && value === rows!.held ? value : undefined;
      },
      30_000,
    );
    console.log(`Prometheus: orbitwise_deliveries_waiting_for_smtp = ${held}`);
    expect(held).toBeGreaterThanOrEqual(1);
  });

  it('has loaded the alert rules', async () => {
    const response = await send(`${prometheusUrl}/api/v1/rules`);
    const groups = (response.body as { data: { groups: { name: string; rules: { name: string }[] }[] } }).data
      .groups;
    expect(groups.flatMap((group) => group.rules.map((rule) => rule.name))).toEqual(
      expect.arrayContaining([
        'NotificationDeliveriesFailing',
        'EmailNotConfigured',
        'DatabaseDown',
        'BackupMissing',
        'ApiServerErrors',
        'ApiNotReady',
      ]),
    );
  });
});

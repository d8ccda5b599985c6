// `node --test scripts/check-kubernetes.test.mjs`: the Kubernetes check refuses broken manifests. Each
// test copies deploy/kubernetes/ to a temporary folder, breaks one thing and expects the check to say so.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { MANIFESTS_DIR, checkKubernetes } from './check-kubernetes.mjs';

const SCRIPT = fileURLToPath(new URL('./check-kubernetes.mjs', import.meta.url));
const made = [];
after(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * A copy of the manifests after `change({ find, files, dir })`: `find(kind, name)` returns a document
 * to edit in place, `files[name]` the documents of a file (push to add one). Written back as YAML 1.1.
 */
async function brokenCopy(change) {
  const dir = await mkdtemp(path.join(tmpdir(), 'check-kubernetes-'));
  made.push(dir);
  await cp(MANIFESTS_DIR, dir, { recursive: true });
  const files = {};
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.yaml')) continue;
    const text = await readFile(path.join(dir, file), 'utf8');
    files[file] = YAML.parseAllDocuments(text, { version: '1.1' }).map((doc) => doc.toJS());
  }
  const find = (kind, name) => {
    const found = Object.values(files)
      .flat()
      .find((doc) => doc.kind === kind && doc.metadata?.name === name);
    assert.ok(found, `${kind} ${name} is in the manifests`);
    return found;
  };
  await change({ find, files, dir });
  for (const [file, docs] of Object.entries(files)) {
    const text = docs.map((doc) => YAML.stringify(doc, { version: '1.1' })).join('---\n');
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

const apiContainer = (find) => find('Deployment', 'api').spec.template.spec.containers[0];

/** The check on a broken copy finds a problem matching every pattern. */
async function refuses(change, ...patterns) {
  const { problems } = await checkKubernetes(await brokenCopy(change));
  assert.ok(problems.length > 0, 'the broken manifests are refused');
  for (const pattern of patterns) {
    assert.ok(
      problems.some((problem) => pattern.test(problem)),
      `a problem matches ${pattern}; got:\n${problems.join('\n')}`,
    );
  }
}

describe('check-kubernetes', () => {
  it('accepts the manifests of deploy/kubernetes', async () => {
    const result = await checkKubernetes();
    assert.deepEqual(result.problems, []);
    assert.equal(result.valid, 13);
    assert.equal(result.documents.length, 13);
  });

  it('refuses an Ingress naming a cert-manager issuer the manifests lack', () =>
    refuses(({ find }) => {
      const annotations = find('Ingress', 'web').metadata.annotations;
      delete annotations['cert-manager.io/issuer'];
      annotations['cert-manager.io/cluster-issuer'] = 'letsencrypt';
    }, /Ingress web: cert-manager\.io\/cluster-issuer: letsencrypt is not a ClusterIssuer of these manifests/));

  it('refuses an issuer whose HTTP-01 solver answers through another ingress class', () =>
    refuses(({ find }) => {
      find('Issuer', 'letsencrypt').spec.acme.solvers[0].http01.ingress.ingressClassName = 'traefik';
    }, /Ingress web: Issuer letsencrypt solves HTTP-01 through ingress class traefik, not this Ingress's nginx/));

  it('refuses a host the tls entry of a cert-manager Ingress leaves out', () =>
    refuses(({ find }) => {
      const ingress = find('Ingress', 'web');
      ingress.spec.rules.push({ ...ingress.spec.rules[0], host: 'orbitwise.example' });
    }, /Ingress web: host orbitwise\.example is in no spec\.tls entry/));

  it('refuses an issuer with an unknown field, a missing e-mail or a plain-HTTP directory', () =>
    refuses(
      ({ find }) => {
        const { acme } = find('Issuer', 'letsencrypt').spec;
        acme.serverr = acme.server;
        acme.server = 'http://acme.example/directory';
        delete acme.email;
      },
      /Issuer letsencrypt: spec\.acme\.serverr: unknown field "serverr"/,
      /Issuer letsencrypt: spec\.acme\.email: required/,
      /Issuer letsencrypt: spec\.acme\.server: http:\/\/acme\.example\/directory is not an https:\/\/ ACME directory URL/,
    ));

  it('accepts a copy written back unchanged (the tests below break one thing each)', async () => {
    const { problems } = await checkKubernetes(await brokenCopy(() => {}));
    assert.deepEqual(problems, []);
  });

  it('refuses an unknown field (a misspelt probe), which the schemas alone let through', () =>
    refuses(
      ({ find }) => {
        const container = apiContainer(find);
        container.readinesProbe = container.readinessProbe;
        delete container.readinessProbe;
      },
      /Deployment api: spec\.template\.spec\.containers\[0\]\.readinesProbe: unknown field "readinesProbe"/,
      /container api: readinessProbe is missing/,
    ));

  it('refuses an unknown field at the top of a spec', () =>
    refuses(({ find }) => {
      find('Ingress', 'web').spec.tls2 = [];
    }, /Ingress web: spec\.tls2: unknown field/));

  it('refuses a value of the wrong type or outside its enum, and a missing required field', () =>
    refuses(
      ({ find }) => {
        find('HorizontalPodAutoscaler', 'api').spec.minReplicas = 'three';
        apiContainer(find).imagePullPolicy = 'Sometimes';
        delete find('Deployment', 'web').spec.template.spec.containers[0].name;
      },
      /HorizontalPodAutoscaler api: spec\.minReplicas: must be integer/,
      /Deployment api: spec\.template\.spec\.containers\[0\]\.imagePullPolicy: must be equal to one of the allowed values \(Always, IfNotPresent, Never\)/,
      /Deployment web: spec\.template\.spec\.containers\[0\]: must have required property name/,
    ));

  it('reads YAML as kubectl does: an unquoted `on` in a ConfigMap is a boolean, refused', async () => {
    const dir = await brokenCopy(() => {});
    const file = path.join(dir, 'config.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^data:\n/m, 'data:\n  FEATURE: on\n'));
    const { problems } = await checkKubernetes(dir);
    assert.ok(
      problems.some((p) => /ConfigMap api-config: data\.FEATURE: must be string/.test(p)),
      problems.join('\n'),
    );
  });

  it('refuses an unknown kind', () =>
    refuses(({ files }) => {
      files['api.yaml'].push({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } });
    }, /apps\/v1 Deploymnet: not a Kubernetes kind/));

  it('refuses a missing liveness probe', () =>
    refuses(({ find }) => {
      delete apiContainer(find).livenessProbe;
    }, /Deployment api: container api: livenessProbe is missing/));

  it('refuses an API probe elsewhere than /api/health/ready (readiness) or /live (liveness), or on a port the container lacks', () =>
    refuses(
      ({ find }) => {
        apiContainer(find).readinessProbe.httpGet.path = '/';
        apiContainer(find).livenessProbe.httpGet.port = 9090;
      },
      /container api: readinessProbe must be GET \/api\/health\/ready \(got \/\)/,
      /container api: livenessProbe port 9090 is not one of the container's ports/,
    ));

  it('refuses a liveness probe on readiness, which would restart every replica in a database outage', () =>
    refuses(({ find }) => {
      apiContainer(find).livenessProbe.httpGet.path = '/api/health/ready';
    }, /container api: livenessProbe must be GET \/api\/health\/live \(got \/api\/health\/ready\)/));

  it('refuses a literal secret in env', () =>
    refuses(({ find }) => {
      const env = apiContainer(find).env;
      env[env.findIndex((e) => e.name === 'CSRF_SECRET')] = { name: 'CSRF_SECRET', value: 'x'.repeat(40) };
    }, /container api: env CSRF_SECRET is a secret: it must come from a Secret \(valueFrom\.secretKeyRef\), not a literal value/));

  it('refuses a literal for any secret-like name, in the Job too', () =>
    refuses(({ find }) => {
      find('Job', 'migrate').spec.template.spec.containers[0].env.push({
        name: 'PGPASSWORD',
        value: 'hunter2',
      });
    }, /Job migrate: container migrate: env PGPASSWORD is a secret/));

  it('refuses a secret in the ConfigMap, and a committed Secret', () =>
    refuses(
      ({ find, files }) => {
        find('ConfigMap', 'api-config').data.DATABASE_URL = 'postgres://u:p@db/orbitwise';
        files['config.yaml'].push({
          apiVersion: 'v1',
          kind: 'Secret',
          metadata: { name: 'api-secrets', namespace: 'orbitwise' },
          stringData: { CSRF_SECRET: 'x' },
        });
      },
      /ConfigMap api-config: data\.DATABASE_URL is a secret/,
      /Secret api-secrets: Secrets are created outside these files/,
    ));

  it('refuses an API without one of its required secrets, and an undocumented secret key', () =>
    refuses(
      ({ find }) => {
        const container = apiContainer(find);
        container.env = container.env.filter((e) => e.name !== 'ALTCHA_HMAC_KEY');
        container.env.push({
          name: 'EXTRA_TOKEN',
          valueFrom: { secretKeyRef: { name: 'api-secrets', key: 'EXTRA_TOKEN' } },
        });
      },
      /container api: env ALTCHA_HMAC_KEY must come from a Secret/,
      /env EXTRA_TOKEN: secret "EXTRA_TOKEN" is not documented in README\.md/,
    ));

  it('refuses a `latest` or missing image tag, and a Job on another release than the API', () =>
    refuses(
      ({ find }) => {
        find('Deployment', 'web').spec.template.spec.containers[0].image = 'orbitwise/web:latest';
        find('Job', 'migrate').spec.template.spec.containers[0].image = 'orbitwise/api:0.9.0';
        apiContainer(find).image = 'orbitwise/api';
      },
      /container web: image orbitwise\/web:latest uses "latest"/,
      /container api: image orbitwise\/api has no tag/,
      /Job migrate: container migrate: image orbitwise\/api:0\.9\.0 differs from Deployment api's orbitwise\/api/,
    ));

  it('refuses missing resources and a root or writable container', () =>
    refuses(
      ({ find }) => {
        const pod = find('Deployment', 'web').spec.template.spec;
        delete pod.containers[0].resources.limits;
        delete pod.securityContext.runAsUser;
        pod.containers[0].securityContext.readOnlyRootFilesystem = false;
      },
      /container web: resources\.limits\.memory is not set/,
      /container web: runAsUser must be a numeric non-root uid/,
      /container web: securityContext\.readOnlyRootFilesystem must be true/,
    ));

  it('refuses a grace period shorter than preStop + SHUTDOWN_TIMEOUT_SECONDS + 10, and no preStop', () =>
    refuses(
      ({ find }) => {
        find('ConfigMap', 'api-config').data.SHUTDOWN_TIMEOUT_SECONDS = '40';
        delete find('Deployment', 'web').spec.template.spec.containers[0].lifecycle;
      },
      /Deployment api: terminationGracePeriodSeconds 50 must exceed 60 s/,
      /container web: lifecycle\.preStop must sleep/,
    ));

  it('refuses a rolling update that may drop a replica, and replicas fighting the autoscaler', () =>
    refuses(
      ({ find }) => {
        const spec = find('Deployment', 'api').spec;
        spec.strategy.rollingUpdate.maxUnavailable = 1;
        spec.replicas = 3;
      },
      /Deployment api: strategy must be RollingUpdate with rollingUpdate\.maxUnavailable 0/,
      /Deployment api: spec\.replicas is set while an HorizontalPodAutoscaler scales it/,
    ));

  it("refuses a Service or PDB whose selector matches no Deployment's pods", () =>
    refuses(
      ({ find }) => {
        find('Service', 'api').spec.selector['app.kubernetes.io/component'] = 'apii';
        find('PodDisruptionBudget', 'web').spec.selector.matchLabels['app.kubernetes.io/component'] = 'webb';
      },
      /Service api: spec\.selector must be non-empty and match a Deployment's pod labels/,
      /PodDisruptionBudget web: selector\.matchLabels must be non-empty and match/,
      /Deployment api: no Service selects its pods/,
      /Deployment web: no PodDisruptionBudget selects its pods/,
    ));

  it('refuses an autoscaler aimed at a missing Deployment, or at one replica', () =>
    refuses(
      ({ find }) => {
        find('HorizontalPodAutoscaler', 'api').spec.scaleTargetRef.name = 'apx';
        find('HorizontalPodAutoscaler', 'web').spec.minReplicas = 1;
      },
      /HorizontalPodAutoscaler api: scaleTargetRef apps\/v1\/Deployment apx is not a Deployment/,
      /Deployment api: expected one HorizontalPodAutoscaler for it, found 0/,
      /HorizontalPodAutoscaler web: minReplicas 1/,
    ));

  it('refuses an Ingress to a missing port, or with a body limit under the resume limit', () =>
    refuses(
      ({ find }) => {
        const ingress = find('Ingress', 'web');
        ingress.spec.rules[0].http.paths[0].backend.service.port = { name: 'https' };
        ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size'] = '1m';
      },
      /Ingress web: backend port https is not a port of Service web/,
      /proxy-body-size 1m is under RESUME_MAX_BYTES \(5242880\) \+ 1 MB/,
    ));

  it('refuses a kustomization that misses a file or lists one that is not there', () =>
    refuses(
      ({ files }) => {
        const kustomization = files['kustomization.yaml'][0];
        kustomization.resources = kustomization.resources
          .filter((f) => f !== 'ingress.yaml')
          .concat('gone.yaml');
      },
      /kustomization\.yaml: Kustomization: resources does not list ingress\.yaml/,
      /resources lists gone\.yaml, which is not here/,
    ));

  it('refuses an unknown field in the kustomization, and secrets generated from it', () =>
    refuses(
      ({ files }) => {
        const kustomization = files['kustomization.yaml'][0];
        kustomization.resource = kustomization.resources;
        kustomization.secretGenerator = [{ name: 'api-secrets', literals: ['CSRF_SECRET=x'] }];
      },
      /kustomization\.yaml: Kustomization: unknown field "resource"/,
      /secretGenerator puts secrets in the repository/,
    ));

  it('as a command: exits 1 with the problems, 0 with what it checked', async () => {
    const broken = await brokenCopy(({ find }) => {
      delete apiContainer(find).readinessProbe;
    });
    const failed = spawnSync(process.execPath, [SCRIPT, broken], { encoding: 'utf8' });
    assert.equal(failed.status, 1);
    assert.match(
      failed.stderr,
      /kubernetes: 1 problem\(s\) in .*\n {2}- api\.yaml: Deployment api: container api: readinessProbe is missing/,
    );
    const passed = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    assert.equal(passed.status, 0, passed.stderr);
    assert.match(passed.stdout, /^kubernetes: 13 documents valid against the Kubernetes schemas/);
  });
});

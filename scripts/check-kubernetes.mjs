// `npm run test:kubernetes`: checks the Kubernetes manifests under deploy/kubernetes/ (or the folder
// given as the first argument) without a cluster.
// 1. Every YAML document (parsed as YAML 1.1, like kubectl) is validated against the Kubernetes
//    OpenAPI schemas compiled into kubernetes-models (types, enums, formats, required fields).
// 2. Fields the schemas do not know are refused: the schemas let them through (the API server drops
//    or refuses them), so every key is walked against the same package's TypeScript declarations,
//    generated from the same OpenAPI document.
// 3. Our own rules, which no schema can express: see `checkRules` below.
// Prints what it checked; exits 1 with one line per problem.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import YAML from 'yaml';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MANIFESTS_DIR = path.join(ROOT, 'deploy', 'kubernetes');

/** Variables of the API that hold secrets: only ever from a Secret, through secretKeyRef. */
export const SECRET_ENV = [
  'DATABASE_URL',
  'CSRF_SECRET',
  'ALTCHA_HMAC_KEY',
  'TOTP_ENCRYPTION_KEYS',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];
/** The API refuses to start, or cannot keep resumes across pods, without these. */
const API_REQUIRED_SECRET_ENV = [
  'DATABASE_URL',
  'CSRF_SECRET',
  'ALTCHA_HMAC_KEY',
  'TOTP_ENCRYPTION_KEYS',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];
/** Any other variable or ConfigMap key named like a secret is refused as a literal too. */
const SECRET_LIKE = /SECRET|PASSWORD|PASSWD|TOKEN|PRIVATE_KEY|ACCESS_KEY|HMAC|CREDENTIAL/i;
/** The API image (any registry in front) and its health endpoint. */
const API_IMAGE = /(^|\/)orbitwise\/api$/;
/** Which health endpoint each probe of the API must call: restart on liveness, route on readiness. */
const API_PROBE_PATHS = {
  startupProbe: '/api/health/ready',
  readinessProbe: '/api/health/ready',
  livenessProbe: '/api/health/live',
};
/** The API's default SHUTDOWN_TIMEOUT_SECONDS, and the 10 s it waits on top before exiting anyway. */
const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 25;
const SHUTDOWN_LAST_RESORT_SECONDS = 10;
const DEFAULT_RESUME_MAX_BYTES = 5_242_880;
const BODY_SIZE_ANNOTATION = 'nginx.ingress.kubernetes.io/proxy-body-size';
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterIssuer']);
/** cert-manager's annotations on an Ingress: the issuer (in the Ingress's namespace) or cluster issuer. */
const ISSUER_ANNOTATIONS = {
  'cert-manager.io/issuer': 'Issuer',
  'cert-manager.io/cluster-issuer': 'ClusterIssuer',
};
const CERT_MANAGER_API = 'cert-manager.io/v1';
/** The fields of a kustomization.yaml (kustomize's Kustomization type), deprecated ones left out. */
const KUSTOMIZATION_FIELDS = new Set([
  'apiVersion',
  'kind',
  'metadata',
  'resources',
  'components',
  'namespace',
  'namePrefix',
  'nameSuffix',
  'labels',
  'commonAnnotations',
  'images',
  'replicas',
  'patches',
  'configMapGenerator',
  'secretGenerator',
  'generatorOptions',
  'crds',
  'openapi',
  'helmCharts',
  'buildMetadata',
  'sortOptions',
  'replacements',
  'generators',
  'transformers',
  'validators',
]);
const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob']);

const KUBERNETES_MODELS_VERSION = createRequire(import.meta.url)(
  path.join(ROOT, 'node_modules', 'kubernetes-models', 'package.json'),
).version;

// ---------------------------------------------------------------------------------------------------
// Reading

async function yamlFiles(dir, prefix = '') {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) files.push(...(await yamlFiles(path.join(dir, entry.name), `${relative}/`)));
    else if (/\.ya?ml$/.test(entry.name)) files.push(relative);
  }
  return files.sort();
}

/** Every non-empty YAML document under `dir`, with its file. YAML 1.1 as kubectl reads it (`on` is true). */
async function readDocuments(dir, problems) {
  const documents = [];
  for (const file of await yamlFiles(dir)) {
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const doc of YAML.parseAllDocuments(text, { version: '1.1', prettyErrors: true })) {
      if (doc.errors.length > 0) {
        for (const error of doc.errors) problems.push(`${file}: YAML: ${error.message.split('\n')[0]}`);
        continue;
      }
      const data = doc.toJS();
      if (data === null || data === undefined) continue;
      documents.push({ file, data });
    }
  }
  return documents;
}

// ---------------------------------------------------------------------------------------------------
// 1. The schemas

const models = new Map();

/** The kubernetes-models class of a top-level kind, or undefined (unknown apiVersion or kind). */
async function modelFor(apiVersion, kind) {
  const key = `${apiVersion} ${kind}`;
  if (!models.has(key)) {
    let Model;
    if (/^([a-z0-9.-]+\/)?v\d+((alpha|beta)\d+)?$/.test(apiVersion) && /^[A-Z]\w*$/.test(kind)) {
      const module = await import(`kubernetes-models/${apiVersion}`).catch(() => undefined);
      const candidate = module?.[kind];
      if (candidate?.apiVersion === apiVersion && candidate?.kind === kind) Model = candidate;
    }
    models.set(key, Model);
  }
  return models.get(key);
}

/** `spec.containers[0].name` from the segments of a JSON pointer (`spec`, `containers`, `0`, `name`). */
function fieldPath(segments) {
  return segments
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce(
      (at, segment) => (/^\d+$/.test(segment) ? `${at}[${segment}]` : at ? `${at}.${segment}` : segment),
      '',
    );
}

function schemaErrors(Model, data) {
  try {
    new Model(data).validate();
    return [];
  } catch (error) {
    if (error.issuerErrors) return error.issuerErrors;
    if (!Array.isArray(error.errors)) return [error.message];
    const messages = error.errors.map((e) => {
      const where = fieldPath(e.instancePath.split('/').slice(1)) || '(document)';
      const allowed = e.params?.allowedValues ? ` (${e.params.allowedValues.join(', ')})` : '';
      return `${where}: ${e.message}${allowed}`;
    });
    return [...new Set(messages)];
  }
}

/**
 * cert-manager's Issuer and ClusterIssuer (a CRD, not in kubernetes-models): the fields of an ACME
 * issuer with HTTP-01 solvers through an Ingress, checked against this shape (types, required fields,
 * no unknown field). `true` is any string; an array holds one element's shape.
 */
const ACME_ISSUER_SHAPE = {
  apiVersion: true,
  kind: true,
  metadata: { name: true, namespace: true, labels: {}, annotations: {} },
  spec: {
    acme: {
      server: true,
      email: true,
      privateKeySecretRef: { name: true },
      solvers: [{ http01: { ingress: { ingressClassName: true, class: true } } }],
    },
  },
};
const ACME_ISSUER_REQUIRED = [
  'spec.acme.server',
  'spec.acme.email',
  'spec.acme.privateKeySecretRef.name',
  'spec.acme.solvers',
];

function shapeErrors(shape, value, at) {
  if (shape === true)
    return typeof value === 'string' && value !== '' ? [] : [`${at}: must be a non-empty string`];
  if (Array.isArray(shape)) {
    if (!Array.isArray(value) || value.length === 0) return [`${at}: must be a non-empty list`];
    return value.flatMap((item, i) => shapeErrors(shape[0], item, `${at}[${i}]`));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`${at}: must be an object`];
  const open = Object.keys(shape).length === 0; // labels, annotations: any string values
  return Object.entries(value).flatMap(([key, item]) => {
    const where = at ? `${at}.${key}` : key;
    if (open) return typeof item === 'string' ? [] : [`${where}: must be a string`];
    if (!(key in shape)) return [`${where}: unknown field "${key}"`];
    return shapeErrors(shape[key], item, where);
  });
}

class CertManagerIssuer {
  static apiVersion = CERT_MANAGER_API;
  constructor(data) {
    this.data = data;
  }
  validate() {
    const errors = shapeErrors(ACME_ISSUER_SHAPE, this.data, '');
    for (const field of ACME_ISSUER_REQUIRED) {
      const value = field.split('.').reduce((at, key) => at?.[key], this.data);
      if (value === undefined) errors.push(`${field}: required (an ACME issuer with HTTP-01 solvers)`);
    }
    const server = this.data.spec?.acme?.server;
    if (typeof server === 'string' && !/^https:\/\/[^/\s]+\/\S*$/.test(server)) {
      errors.push(`spec.acme.server: ${server} is not an https:// ACME directory URL`);
    }
    if (errors.length > 0) throw Object.assign(new Error(errors.join('; ')), { issuerErrors: errors });
  }
}

// ---------------------------------------------------------------------------------------------------
// 2. Unknown fields, against kubernetes-models' TypeScript declarations

const fieldCheckers = new Map();

/**
 * A TypeScript program over one virtual file naming the interface of each kind (`IDeployment` from
 * `kubernetes-models/apps/v1/Deployment`), and a function walking a document against its interface.
 */
function fieldCheckerFor(kinds) {
  const key = kinds.map(({ apiVersion, kind }) => `${apiVersion}/${kind}`).join(',');
  if (fieldCheckers.has(key)) return fieldCheckers.get(key);
  const virtual = path.join(ROOT, 'scripts', '__kubernetes-models-types__.ts');
  const source = kinds
    .map(
      ({ apiVersion, kind }, i) =>
        `export type K${i} = import('kubernetes-models/${apiVersion}/${kind}').I${kind};`,
    )
    .join('\n');
  const options = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es5.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile: read } = host;
  host.getSourceFile = (name, ...rest) =>
    name === virtual
      ? ts.createSourceFile(name, source, ts.ScriptTarget.ES2022)
      : getSourceFile.call(host, name, ...rest);
  host.fileExists = (name) => name === virtual || fileExists.call(host, name);
  host.readFile = (name) => (name === virtual ? source : read.call(host, name));
  const program = ts.createProgram([virtual], options, host);
  const file = program.getSourceFile(virtual);
  const diagnostics = program.getSemanticDiagnostics(file);
  if (diagnostics.length > 0) {
    throw new Error(
      `cannot read kubernetes-models' declarations: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, ' ')}`,
    );
  }
  const checker = program.getTypeChecker();
  const types = new Map(
    file.statements.map((statement, i) => [
      `${kinds[i].apiVersion} ${kinds[i].kind}`,
      checker.getTypeAtLocation(statement.name),
    ]),
  );

  const walk = (value, type, where, out) => {
    if (value === null || typeof value !== 'object') return;
    const actual = checker.getNonNullableType(type);
    if (actual.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return;
    const candidates = actual.isUnion() ? actual.types : [actual];
    if (Array.isArray(value)) {
      const arrayType = candidates.find((t) => checker.isArrayType(t));
      if (!arrayType) return; // a wrong type: the schema reports it
      const [element] = checker.getTypeArguments(arrayType);
      value.forEach((item, i) => walk(item, element, `${where}[${i}]`, out));
      return;
    }
    const objectType = candidates.find((t) => t.flags & ts.TypeFlags.Object && !checker.isArrayType(t));
    if (!objectType) return;
    const index = checker.getIndexInfoOfType(objectType, ts.IndexKind.String);
    for (const [name, child] of Object.entries(value)) {
      const at = where ? `${where}.${name}` : name;
      const property = checker.getPropertyOfType(objectType, name);
      if (property) walk(child, checker.getTypeOfSymbol(property), at, out);
      else if (index) walk(child, index.type, at, out);
      else out.push(`${at}: unknown field "${name}"`);
    }
  };
  const checkFields = (apiVersion, kind, data) => {
    const out = [];
    walk(data, types.get(`${apiVersion} ${kind}`), '', out);
    return out;
  };
  fieldCheckers.set(key, checkFields);
  return checkFields;
}

// ---------------------------------------------------------------------------------------------------
// 3. Our rules

const labelOf = ({ data }) => `${data.kind} ${data.metadata?.name ?? '(no name)'}`;

function parseImage(image) {
  const [withoutDigest, digest] = image.split('@');
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  const tagged = colon > slash;
  return {
    repository: tagged ? withoutDigest.slice(0, colon) : withoutDigest,
    tag: tagged ? withoutDigest.slice(colon + 1) : undefined,
    digest,
  };
}

function imageProblem(image) {
  if (typeof image !== 'string' || !image) return 'has no image';
  const { tag, digest } = parseImage(image);
  if (!tag && !digest) return `image ${image} has no tag: pin a release tag (README.md)`;
  if (tag === 'latest' && !digest) return `image ${image} uses "latest": pin a release tag (README.md)`;
  return undefined;
}

/** The pod template of a workload, or undefined. */
function podSpecOf(data) {
  if (data.kind === 'CronJob') return data.spec?.jobTemplate?.spec?.template?.spec;
  return data.spec?.template?.spec;
}
function podLabelsOf(data) {
  if (data.kind === 'CronJob') return data.spec?.jobTemplate?.spec?.template?.metadata?.labels ?? {};
  return data.spec?.template?.metadata?.labels ?? {};
}

/** Non-empty `selector` whose every label is on the pod. */
function selects(selector, podLabels) {
  const entries = Object.entries(selector ?? {});
  return entries.length > 0 && entries.every(([key, value]) => podLabels[key] === value);
}

/** Seconds a preStop hook waits (`sleep N` or the sleep action), 0 without one. */
function preStopSeconds(container) {
  const preStop = container.lifecycle?.preStop;
  if (!preStop) return 0;
  if (preStop.sleep) return Number(preStop.sleep.seconds) || 0;
  const command = preStop.exec?.command ?? [];
  const at = command.findIndex((part) => /(^|\/)sleep$/.test(part));
  if (at >= 0) return Number(command[at + 1]) || 0;
  const shell = command.join(' ').match(/\bsleep\s+(\d+)/);
  return shell ? Number(shell[1]) : 0;
}

/** `5242880`, `6m`, `6M`, `6144k` → bytes (nginx's size syntax: k and m are 1024-based). */
function nginxSize(value) {
  const match = String(value)
    .trim()
    .match(/^(\d+)([kmg]?)$/i);
  if (!match) return undefined;
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2].toLowerCase()];
  return Number(match[1]) * unit;
}

/** Containers, init containers first. */
function containersOf(podSpec) {
  return [
    ...(podSpec?.initContainers ?? []).map((container) => ({ container, init: true })),
    ...(podSpec?.containers ?? []).map((container) => ({ container, init: false })),
  ];
}

/** The value a container sees for `name`: its env, else the ConfigMaps of its envFrom. */
function envValue(container, name, configMaps) {
  const entry = (container.env ?? []).find((e) => e.name === name);
  if (entry) return entry.value;
  for (const from of container.envFrom ?? []) {
    const data = from.configMapRef && configMaps.get(from.configMapRef.name)?.data?.data;
    if (data && name in data) return data[name];
  }
  return undefined;
}

function portMatches(port, containerPorts) {
  return containerPorts.some((p) => (typeof port === 'string' ? p.name === port : p.containerPort === port));
}

/**
 * The rules the schemas cannot express. Run once every document passed the schemas, so that each
 * field present has its type (unknown fields aside); absent ones are looked at with care.
 */
/**
 * An Ingress naming a cert-manager issuer: exactly one of the two annotations, naming an issuer of
 * these manifests whose HTTP-01 solvers answer through this Ingress's class, and a tls entry (its
 * Secret, where cert-manager writes the certificate) covering every host of the rules.
 */
function certManagerProblems(doc, documents) {
  const { metadata = {}, spec = {} } = doc.data;
  const named = Object.entries(ISSUER_ANNOTATIONS).filter(
    ([key]) => metadata.annotations?.[key] !== undefined,
  );
  if (named.length === 0) return [];
  if (named.length > 1) return [`names both ${named.map(([key]) => key).join(' and ')}: one issuer only`];
  const [[annotation, kind]] = named;
  const name = metadata.annotations[annotation];
  const issuer = documents.find(
    (d) =>
      d.data.kind === kind &&
      d.data.metadata?.name === name &&
      (kind === 'ClusterIssuer' || d.data.metadata?.namespace === metadata.namespace),
  );
  if (!issuer) return [`${annotation}: ${name} is not a ${kind} of these manifests`];
  const problems = [];
  const solverClasses = (issuer.data.spec?.acme?.solvers ?? []).map(
    (solver) => solver.http01?.ingress?.ingressClassName ?? solver.http01?.ingress?.class,
  );
  if (!solverClasses.includes(spec.ingressClassName)) {
    problems.push(
      `${kind} ${name} solves HTTP-01 through ingress class ${solverClasses.join(', ') || '(none)'}, not this Ingress's ${spec.ingressClassName}`,
    );
  }
  const tls = spec.tls ?? [];
  if (tls.length === 0 || tls.some((entry) => !entry.secretName)) {
    problems.push(
      `${annotation} needs spec.tls entries with a secretName (where cert-manager writes the certificate)`,
    );
  }
  const covered = new Set(tls.flatMap((entry) => entry.hosts ?? []));
  for (const host of (spec.rules ?? []).map((rule) => rule.host).filter(Boolean)) {
    if (!covered.has(host))
      problems.push(`host ${host} is in no spec.tls entry: cert-manager would not certify it`);
  }
  return problems;
}

function checkRules(documents, { kustomization, files, readme }) {
  const problems = [];
  const stats = { containers: 0, secretRefs: 0, images: new Set() };
  const fail = (doc, message) => problems.push(`${doc.file}: ${labelOf(doc)}: ${message}`);
  const ofKind = (kind) => documents.filter((doc) => doc.data.kind === kind);
  const configMaps = new Map(ofKind('ConfigMap').map((doc) => [doc.data.metadata?.name, doc]));
  const services = new Map(ofKind('Service').map((doc) => [doc.data.metadata?.name, doc]));
  const workloads = documents.filter((doc) => WORKLOAD_KINDS.has(doc.data.kind));
  const deployments = ofKind('Deployment');
  const hpas = ofKind('HorizontalPodAutoscaler');
  const pdbs = ofKind('PodDisruptionBudget');

  // Names, namespaces, duplicates.
  const namespaces = ofKind('Namespace').map((doc) => doc.data.metadata?.name);
  const namespace = namespaces[0] ?? kustomization?.data.namespace;
  if (namespaces.length !== 1) problems.push(`expected one Namespace, found ${namespaces.length}`);
  const seen = new Set();
  for (const doc of documents) {
    const { kind, metadata } = doc.data;
    if (!metadata?.name) fail(doc, 'metadata.name is missing');
    const key = `${kind}/${metadata?.namespace ?? ''}/${metadata?.name}`;
    if (seen.has(key)) fail(doc, 'defined twice');
    seen.add(key);
    if (!CLUSTER_SCOPED.has(kind) && metadata?.namespace !== namespace) {
      fail(doc, `metadata.namespace must be "${namespace}" (got ${JSON.stringify(metadata?.namespace)})`);
    }
  }

  // Secrets only by reference.
  for (const doc of ofKind('Secret')) {
    fail(doc, 'Secrets are created outside these files (README.md), never committed: reference them');
  }
  for (const doc of configMaps.values()) {
    for (const key of Object.keys({ ...doc.data.data, ...doc.data.binaryData })) {
      if (SECRET_ENV.includes(key) || SECRET_LIKE.test(key)) {
        fail(doc, `data.${key} is a secret: put it in a Secret and reference it with secretKeyRef`);
      }
    }
  }

  // Workloads and their containers.
  for (const doc of workloads) {
    const podSpec = podSpecOf(doc.data);
    if (!podSpec) continue;
    const longRunning = !['Job', 'CronJob'].includes(doc.data.kind);
    const podSecurity = podSpec.securityContext ?? {};
    let waitNeeded = 0;
    let api = false;
    for (const { container, init } of containersOf(podSpec)) {
      stats.containers++;
      const where = `${init ? 'init container' : 'container'} ${container.name}`;
      const problem = imageProblem(container.image);
      if (problem) fail(doc, `${where}: ${problem}`);
      else stats.images.add(container.image);

      const { requests = {}, limits = {} } = container.resources ?? {};
      for (const [set, name, value] of [
        ['requests', 'cpu', requests.cpu],
        ['requests', 'memory', requests.memory],
        ['limits', 'memory', limits.memory],
      ]) {
        if (value === undefined || value === null || value === '') {
          fail(doc, `${where}: resources.${set}.${name} is not set`);
        }
      }

      const security = container.securityContext ?? {};
      const runAsNonRoot = security.runAsNonRoot ?? podSecurity.runAsNonRoot;
      const runAsUser = security.runAsUser ?? podSecurity.runAsUser;
      if (runAsNonRoot !== true) fail(doc, `${where}: runAsNonRoot must be true`);
      // The images name their users (node, nginx): the kubelet can only verify a numeric one.
      if (!(Number.isInteger(runAsUser) && runAsUser > 0)) {
        fail(
          doc,
          `${where}: runAsUser must be a numeric non-root uid (the kubelet cannot verify a named user)`,
        );
      }
      if (security.allowPrivilegeEscalation !== false) {
        fail(doc, `${where}: securityContext.allowPrivilegeEscalation must be false`);
      }
      if (security.readOnlyRootFilesystem !== true) {
        fail(
          doc,
          `${where}: securityContext.readOnlyRootFilesystem must be true (mount an emptyDir where it writes)`,
        );
      }
      if (!(security.capabilities?.drop ?? []).includes('ALL')) {
        fail(doc, `${where}: securityContext.capabilities.drop must include ALL`);
      }

      for (const entry of container.env ?? []) {
        const secret = SECRET_ENV.includes(entry.name) || SECRET_LIKE.test(entry.name);
        const ref = entry.valueFrom?.secretKeyRef;
        if (ref) {
          stats.secretRefs++;
          for (const name of [ref.name, ref.key]) {
            if (readme !== undefined && !readme.includes(`\`${name}\``)) {
              fail(doc, `${where}: env ${entry.name}: secret "${name}" is not documented in README.md`);
            }
          }
        } else if (secret) {
          fail(
            doc,
            `${where}: env ${entry.name} is a secret: it must come from a Secret (valueFrom.secretKeyRef), ` +
              `not ${entry.value !== undefined ? 'a literal value' : 'this source'}`,
          );
        }
        const configRef = entry.valueFrom?.configMapKeyRef;
        if (configRef && !configRef.optional) {
          const data = configMaps.get(configRef.name)?.data?.data;
          if (!data || !(configRef.key in data)) {
            fail(doc, `${where}: env ${entry.name}: ConfigMap ${configRef.name} has no key ${configRef.key}`);
          }
        }
      }
      for (const from of container.envFrom ?? []) {
        if (from.configMapRef && !from.configMapRef.optional && !configMaps.has(from.configMapRef.name)) {
          fail(doc, `${where}: envFrom: no ConfigMap ${from.configMapRef.name} in these manifests`);
        }
      }

      if (init || !longRunning) continue;
      const isApi = API_IMAGE.test(parseImage(container.image ?? '').repository);
      const ports = container.ports ?? [];
      for (const kind of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
        const probe = container[kind];
        if (!probe) {
          if (kind !== 'startupProbe') fail(doc, `${where}: ${kind} is missing`);
          continue;
        }
        const handler = probe.httpGet ?? probe.tcpSocket ?? probe.grpc ?? probe.exec;
        if (!handler) fail(doc, `${where}: ${kind} has no httpGet, tcpSocket, grpc or exec`);
        const port = probe.httpGet?.port ?? probe.tcpSocket?.port ?? probe.grpc?.port;
        if (port !== undefined && !portMatches(port, ports)) {
          fail(doc, `${where}: ${kind} port ${port} is not one of the container's ports`);
        }
        if (isApi && probe.httpGet?.path !== API_PROBE_PATHS[kind]) {
          fail(
            doc,
            `${where}: ${kind} must be GET ${API_PROBE_PATHS[kind]} (got ${probe.httpGet?.path ?? 'no httpGet'})`,
          );
        }
      }
      const sleep = preStopSeconds(container);
      if (sleep <= 0) {
        fail(doc, `${where}: lifecycle.preStop must sleep, so that endpoints drop the pod before SIGTERM`);
      }
      let wait = sleep;
      if (isApi) {
        api = true;
        for (const name of API_REQUIRED_SECRET_ENV) {
          const from = (container.env ?? []).find((e) => e.name === name)?.valueFrom?.secretKeyRef;
          if (!from || from.optional) {
            fail(doc, `${where}: env ${name} must come from a Secret (valueFrom.secretKeyRef, not optional)`);
          }
        }
        const shutdown = Number(
          envValue(container, 'SHUTDOWN_TIMEOUT_SECONDS', configMaps) ?? DEFAULT_SHUTDOWN_TIMEOUT_SECONDS,
        );
        if (!Number.isInteger(shutdown) || shutdown < 1) {
          fail(doc, `${where}: SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds`);
        }
        wait = sleep + shutdown + SHUTDOWN_LAST_RESORT_SECONDS;
      }
      waitNeeded = Math.max(waitNeeded, wait);
    }
    const grace = podSpec.terminationGracePeriodSeconds ?? 30;
    if (longRunning && grace <= waitNeeded) {
      fail(
        doc,
        `terminationGracePeriodSeconds ${grace} must exceed ${waitNeeded} s (preStop sleep` +
          `${api ? ' + SHUTDOWN_TIMEOUT_SECONDS + 10 for the API' : ''})`,
      );
    }
  }

  // Deployments: selectors, rolling updates, and who scales, shields and serves them.
  const replicasFloor = new Map();
  for (const doc of deployments) {
    const { spec = {}, metadata = {} } = doc.data;
    if (!selects(spec.selector?.matchLabels, podLabelsOf(doc.data))) {
      fail(doc, "spec.selector.matchLabels must be non-empty and on the pod template's labels");
    }
    const strategy = spec.strategy ?? {};
    const maxUnavailable = strategy.rollingUpdate?.maxUnavailable;
    if ((strategy.type ?? 'RollingUpdate') !== 'RollingUpdate' || !['0', '0%', 0].includes(maxUnavailable)) {
      fail(doc, 'strategy must be RollingUpdate with rollingUpdate.maxUnavailable 0');
    }
    const scaledBy = hpas.filter(
      (hpa) =>
        hpa.data.spec?.scaleTargetRef?.kind === 'Deployment' &&
        hpa.data.spec.scaleTargetRef.name === metadata.name,
    );
    if (scaledBy.length !== 1)
      fail(doc, `expected one HorizontalPodAutoscaler for it, found ${scaledBy.length}`);
    else if (spec.replicas !== undefined) {
      fail(
        doc,
        'spec.replicas is set while an HorizontalPodAutoscaler scales it: every apply would reset it',
      );
    }
    replicasFloor.set(metadata.name, scaledBy[0]?.data.spec?.minReplicas ?? spec.replicas ?? 1);
    const podLabels = podLabelsOf(doc.data);
    if (!pdbs.some((pdb) => selects(pdb.data.spec?.selector?.matchLabels, podLabels))) {
      fail(doc, 'no PodDisruptionBudget selects its pods');
    }
    if (![...services.values()].some((service) => selects(service.data.spec?.selector, podLabels))) {
      fail(doc, 'no Service selects its pods');
    }
  }

  // Jobs ship with the release of the Deployment running the same image.
  for (const doc of workloads.filter((w) => ['Job', 'CronJob'].includes(w.data.kind))) {
    for (const { container } of containersOf(podSpecOf(doc.data))) {
      const { repository } = parseImage(container.image ?? '');
      for (const deployment of deployments) {
        for (const { container: other } of containersOf(podSpecOf(deployment.data))) {
          if (parseImage(other.image ?? '').repository === repository && other.image !== container.image) {
            fail(
              doc,
              `container ${container.name}: image ${container.image} differs from ${labelOf(deployment)}'s ${other.image}`,
            );
          }
        }
      }
    }
  }

  // Services, PDBs, HPAs and Ingresses point at something that exists.
  for (const doc of services.values()) {
    const matched = workloads.filter((w) => selects(doc.data.spec?.selector, podLabelsOf(w.data)));
    if (matched.length === 0) {
      fail(doc, "spec.selector must be non-empty and match a Deployment's pod labels");
      continue;
    }
    const ports = matched.flatMap((w) =>
      containersOf(podSpecOf(w.data)).flatMap(({ container }) => container.ports ?? []),
    );
    for (const port of doc.data.spec?.ports ?? []) {
      const target = port.targetPort ?? port.port;
      if (!portMatches(target, ports)) fail(doc, `targetPort ${target} is not a port of the pods it selects`);
    }
  }
  for (const doc of pdbs) {
    const { spec = {} } = doc.data;
    if (spec.selector?.matchExpressions)
      fail(doc, 'use selector.matchLabels (checked here), not matchExpressions');
    const matched = deployments.filter((d) => selects(spec.selector?.matchLabels, podLabelsOf(d.data)));
    if (matched.length === 0)
      fail(doc, "selector.matchLabels must be non-empty and match a Deployment's pod labels");
    if ((spec.minAvailable === undefined) === (spec.maxUnavailable === undefined)) {
      fail(doc, 'set exactly one of minAvailable and maxUnavailable');
    }
    for (const deployment of matched) {
      const floor = replicasFloor.get(deployment.data.metadata?.name) ?? 1;
      if (Number.isInteger(spec.minAvailable) && spec.minAvailable >= floor) {
        fail(doc, `minAvailable ${spec.minAvailable} with ${floor} replicas would block every node drain`);
      }
    }
  }
  for (const doc of hpas) {
    const { spec = {} } = doc.data;
    const ref = spec.scaleTargetRef ?? {};
    const target = deployments.find((d) => d.data.metadata?.name === ref.name);
    if (ref.apiVersion !== 'apps/v1' || ref.kind !== 'Deployment' || !target) {
      fail(
        doc,
        `scaleTargetRef ${ref.apiVersion}/${ref.kind} ${ref.name} is not a Deployment of these manifests`,
      );
    }
    const minReplicas = spec.minReplicas ?? 1;
    if (minReplicas < 2) fail(doc, `minReplicas ${minReplicas}: one replica does not survive a node drain`);
    if (minReplicas > spec.maxReplicas)
      fail(doc, `minReplicas ${minReplicas} exceeds maxReplicas ${spec.maxReplicas}`);
    const cpu = (spec.metrics ?? []).some((m) => m.type === 'Resource' && m.resource?.name === 'cpu');
    if (!cpu) fail(doc, 'needs a Resource metric on cpu');
    for (const { container } of target && cpu ? containersOf(podSpecOf(target.data)) : []) {
      if (!container.resources?.requests?.cpu) {
        fail(doc, `scales on CPU but container ${container.name} of ${labelOf(target)} requests no cpu`);
      }
    }
  }
  const resumeMaxBytes = Number(
    [...configMaps.values()].find((doc) => doc.data.data?.RESUME_MAX_BYTES)?.data.data.RESUME_MAX_BYTES ??
      DEFAULT_RESUME_MAX_BYTES,
  );
  for (const doc of ofKind('Ingress')) {
    const { spec = {}, metadata = {} } = doc.data;
    const backends = [
      spec.defaultBackend,
      ...(spec.rules ?? []).flatMap((rule) => (rule.http?.paths ?? []).map((p) => p.backend)),
    ].filter(Boolean);
    if (backends.length === 0) fail(doc, 'routes to no backend');
    for (const backend of backends) {
      const service = services.get(backend.service?.name);
      if (!service) {
        fail(doc, `backend service ${backend.service?.name} is not a Service of these manifests`);
        continue;
      }
      const { name, number } = backend.service.port ?? {};
      if (!(service.data.spec?.ports ?? []).some((p) => (name ? p.name === name : p.port === number))) {
        fail(doc, `backend port ${name ?? number} is not a port of Service ${backend.service.name}`);
      }
    }
    certManagerProblems(doc, documents).forEach((message) => fail(doc, message));
    const bodySize = metadata.annotations?.[BODY_SIZE_ANNOTATION];
    if (bodySize !== undefined && !(nginxSize(bodySize) >= resumeMaxBytes + 1024 * 1024)) {
      fail(doc, `${BODY_SIZE_ANNOTATION} ${bodySize} is under RESUME_MAX_BYTES (${resumeMaxBytes}) + 1 MB`);
    }
  }

  // The kustomization: every file once, nothing missing, no secrets, no `latest`.
  if (!kustomization) {
    problems.push('kustomization.yaml is missing');
  } else {
    const { data, file } = kustomization;
    const where = `${file}: Kustomization`;
    if (data.apiVersion !== 'kustomize.config.k8s.io/v1beta1') {
      problems.push(`${where}: apiVersion must be kustomize.config.k8s.io/v1beta1`);
    }
    for (const key of Object.keys(data)) {
      if (!KUSTOMIZATION_FIELDS.has(key)) problems.push(`${where}: unknown field "${key}"`);
    }
    const listed = data.resources ?? [];
    const expected = files.filter((f) => f !== file);
    for (const f of expected)
      if (!listed.includes(f)) problems.push(`${where}: resources does not list ${f}`);
    for (const f of listed)
      if (!expected.includes(f)) problems.push(`${where}: resources lists ${f}, which is not here`);
    if (new Set(listed).size !== listed.length) problems.push(`${where}: resources lists a file twice`);
    if (data.namespace !== namespace) problems.push(`${where}: namespace must be "${namespace}"`);
    if (data.secretGenerator)
      problems.push(`${where}: secretGenerator puts secrets in the repository: reference them`);
    for (const image of data.images ?? []) {
      if (image.newTag === 'latest' || (image.newTag === undefined && image.digest === undefined)) {
        problems.push(`${where}: images: ${image.name} needs a release newTag or digest, not "latest"`);
      }
    }
  }
  return { problems, stats };
}

// ---------------------------------------------------------------------------------------------------

/** Checks the manifests in `dir`; resolves to what was checked and every problem found. */
export async function checkKubernetes(dir = MANIFESTS_DIR) {
  const problems = [];
  const parsed = await readDocuments(dir, problems);
  if (parsed.length === 0) problems.push(`no YAML document in ${dir}`);
  const files = await yamlFiles(dir);
  const kustomizations = parsed.filter(({ data }) => data?.kind === 'Kustomization');
  if (kustomizations.length > 1) problems.push('more than one Kustomization');
  const kustomization = kustomizations[0];
  const documents = [];
  for (const doc of parsed) {
    if (doc === kustomization) continue;
    const { apiVersion, kind } = doc.data ?? {};
    const isIssuer = apiVersion === CERT_MANAGER_API && ['Issuer', 'ClusterIssuer'].includes(kind);
    const Model = isIssuer
      ? CertManagerIssuer
      : typeof doc.data === 'object'
        ? await modelFor(apiVersion, kind)
        : undefined;
    if (!Model) {
      problems.push(
        `${doc.file}: ${apiVersion ?? '(no apiVersion)'} ${kind ?? '(no kind)'}: not a Kubernetes kind`,
      );
      continue;
    }
    documents.push({ ...doc, Model });
  }
  // The order of the kustomization, then of the files.
  const order = kustomization?.data.resources ?? [];
  const rank = (file) => (order.includes(file) ? order.indexOf(file) : order.length);
  documents.sort((a, b) => rank(a.file) - rank(b.file));

  // cert-manager's kinds: their unknown fields are refused by CertManagerIssuer's shape.
  const kinds = [
    ...new Map(
      documents
        .filter(({ Model }) => Model !== CertManagerIssuer)
        .map(({ data }) => [`${data.apiVersion} ${data.kind}`, data]),
    ).values(),
  ];
  let checkFields;
  try {
    checkFields = fieldCheckerFor(kinds.map(({ apiVersion, kind }) => ({ apiVersion, kind })));
  } catch (error) {
    problems.push(`unknown fields not checked: ${error.message}`);
    checkFields = () => [];
  }
  let valid = 0;
  let schemaFailed = parsed.length === 0 || problems.length > 0;
  for (const doc of documents) {
    const wrong = schemaErrors(doc.Model, doc.data);
    const unknown =
      doc.Model === CertManagerIssuer ? [] : checkFields(doc.data.apiVersion, doc.data.kind, doc.data);
    for (const error of [...wrong, ...unknown]) problems.push(`${doc.file}: ${labelOf(doc)}: ${error}`);
    if (wrong.length > 0) schemaFailed = true;
    else if (unknown.length === 0) valid++;
  }
  const readme = await readFile(path.join(dir, 'README.md'), 'utf8').catch(() => undefined);
  if (readme === undefined) problems.push('README.md is missing (how to apply, which Secrets to create)');
  const rules = schemaFailed
    ? { problems: ['our own rules are checked once the problems above are fixed'], stats: {} }
    : checkRules(documents, { kustomization, files, readme });
  problems.push(...rules.problems);
  return {
    documents: documents.map((doc) => ({ file: doc.file, label: labelOf(doc) })),
    valid,
    listed: kustomization?.data.resources?.length ?? 0,
    problems,
    ...rules.stats,
  };
}

async function main() {
  const dir = path.resolve(process.argv[2] ?? MANIFESTS_DIR);
  const relative = path.relative(ROOT, dir);
  const shown = relative.startsWith('..') ? dir : relative || '.';
  const result = await checkKubernetes(dir);
  if (result.problems.length > 0) {
    console.error(`kubernetes: ${result.problems.length} problem(s) in ${shown}:`);
    for (const problem of result.problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(
    `kubernetes: ${result.valid} documents valid against the Kubernetes schemas of kubernetes-models ` +
      `${KUBERNETES_MODELS_VERSION}, no unknown field: ${result.documents.map((d) => d.label).join(', ')}`,
  );
  console.log(
    `kubernetes: rules hold: ${result.containers} containers with resources and a non-root read-only ` +
      `securityContext; API probes on /api/health/ready and /api/health/live, preStop and grace periods; ${result.secretRefs} ` +
      `secret variables from secretKeyRef (documented in README.md); Services, PDBs, HPAs and the Ingress ` +
      `match the Deployments; kustomization.yaml lists all ${result.listed} files; images pinned: ${[...result.images].join(', ')}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

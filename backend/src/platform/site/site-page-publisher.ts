import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { CONTENT_KINDS, type ContentKind } from '@orbitwise/contracts/content';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { JobQueue } from '../../jobs/job-queue';
import { PublishedPageRepository, type PublishedPage } from './published-page.repository';
import type { ContentChange, PagePublisher } from './published-pages';
import { SiteRenderInputs } from './site-render-inputs';
import { LazySiteRenderer, renderBuildFile } from './site-renderer';

/** One render of the pages a change affects; `kind` absent: every page (after a deploy). */
export const RENDER_QUEUE = 'site.render';
interface RenderJob {
  kind?: ContentKind;
  slug?: string;
  change?: ContentChange['change'];
}

/**
 * Every page's footer shows the year it was rendered in: a whole-site render as the year turns, on
 * 1 January at 00:05 in India (Asia/Kolkata, UTC+5:30 all year: 18:35 UTC on 31 December).
 */
export const NEW_YEAR_QUEUE = 'site.new-year';
export const NEW_YEAR_CRON = '35 18 31 12 *';

/** A whole-site render this recent makes another one (queued by a replica starting meanwhile) moot. */
const FULL_RENDER_FRESH_MS = 60_000;

/** Rows of another build are dropped this long after this build rendered its own (a rolling deploy is over). */
const OTHER_BUILDS_KEPT_MS = 60 * 60 * 1000;

/**
 * The site's {@link PagePublisher}: a content change queues a render job (pg-boss; any replica with
 * the kept server build runs it), which renders the affected pages with the published content and
 * stores them in `published_page`, where every replica's site router serves them from. On start, a
 * build with no rows yet renders every page (a deploy's new build), so the site keeps the published
 * content rather than the seed its files were prerendered from.
 */
@Injectable()
export class SitePagePublisher implements PagePublisher, OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('PagePublisher');
  private renderer: LazySiteRenderer | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
    private readonly pages: PublishedPageRepository,
    private readonly inputs: SiteRenderInputs,
  ) {}

  async onModuleInit(): Promise<void> {
    const siteDir = this.config.siteDir;
    const file = siteDir ? renderBuildFile(siteDir) : undefined;
    if (!siteDir || !file) return; // No site or no kept server build: this replica renders nothing (others may).
    try {
      this.renderer = await LazySiteRenderer.open(file, siteDir);
    } catch (error) {
      this.logger.error({ err: error }, 'site re-render unavailable: the server build did not load');
      return;
    }
    await this.jobs.work<RenderJob>(RENDER_QUEUE, (job) => this.renderFor(job), {
      retry: { limit: 3, delaySeconds: 2, backoff: true },
      timeoutSeconds: 120,
    });
    await this.jobs.schedule({ name: NEW_YEAR_QUEUE, every: NEW_YEAR_CRON, handler: () => this.renderAll() });
  }

  /** Queues a render of every page (the new year's copyright line). */
  async renderAll(): Promise<void> {
    await this.jobs.send<RenderJob>(RENDER_QUEUE, {});
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.renderer) return;
    // The queue starts in its own bootstrap hook, which may come after this one; it starts once.
    await this.jobs.onApplicationBootstrap();
    if ((await this.pages.paths(this.renderer.buildId)).length === 0) {
      await this.jobs.send<RenderJob>(RENDER_QUEUE, {});
    }
  }

  /** The build this replica serves rows of; undefined when it has none (pages come from files only). */
  get buildId(): string | undefined {
    return this.renderer?.buildId;
  }

  /** The stored page of `path` for this replica's build, if one was rendered. */
  async page(path: string): Promise<PublishedPage | undefined> {
    return this.renderer ? this.pages.find(this.renderer.buildId, path) : undefined;
  }

  async contentChanged(change: ContentChange): Promise<void> {
    try {
      await this.jobs.send<RenderJob>(RENDER_QUEUE, {
        kind: change.kind,
        slug: change.slug,
        change: change.change,
      });
    } catch (error) {
      // The queue is created by the first replica that renders; with none ever started on this
      // database there is nothing to re-render (a renderer starting later renders every page).
      if ((error as { code?: string }).code !== 'PGBOSS_QUEUE_NOT_FOUND') throw error;
      this.logger.log({ kind: change.kind }, 'no replica renders pages: nothing to re-render');
    }
  }

  /** Renders what `job` affects with this replica's build and stores it. */
  async renderFor(job: RenderJob): Promise<void> {
    if (!this.renderer) throw new Error('no server build on this replica');
    const renderer = await this.renderer.renderer();
    const started = Date.now();
    const sourceAt = new Date();
    const input = await this.inputs.read();
    // Pages only: a `.data` file and sitemap.xml follow their page or the whole render.
    const rendered = (await this.pages.paths(renderer.buildId)).filter(
      (path) => !/\.(?:data|xml)$/.test(path),
    );
    const known = [...renderer.builtPaths, ...rendered];
    const kind = job.kind && CONTENT_KINDS.includes(job.kind) ? job.kind : undefined;
    // Replicas of a new build starting together each queue the whole render: one is enough.
    const lastFull = kind ? null : await this.pages.lastFullRender(renderer.buildId);
    if (lastFull && Date.now() - lastFull.getTime() < FULL_RENDER_FRESH_MS) return;
    const writes = await renderer.render(kind, input, known, job.slug);
    const change = kind ? `${job.change ?? 'published'} ${kind}/${job.slug ?? ''}` : 'build';
    await this.pages.save(renderer.buildId, sourceAt, change, writes);
    if (!kind)
      await this.pages.forgetOtherBuilds(renderer.buildId, new Date(Date.now() - OTHER_BUILDS_KEPT_MS));
    this.logger.log(
      { kind: kind ?? 'all', pages: writes.length, ms: Date.now() - started, build: renderer.buildId },
      'pages re-rendered',
    );
  }
}

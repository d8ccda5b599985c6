import { HttpStatus, Injectable } from '@nestjs/common';
import {
  REPLY_LIMITS,
  type AuditChange,
  type ReplyTemplate,
  type ReplyTemplateRequest,
} from '@orbitwise/contracts/admin';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { AuditService } from '../audit/audit.service';
import { ProblemException } from '../platform/problems/problem';
import { assertKnownPlaceholders, templateNotFound } from './replies.service';
import { ReplyTemplatesRepository } from './reply-templates.repository';

const nameTaken = () =>
  new ProblemException(HttpStatus.CONFLICT, 'Another reply template has this name.', {
    errors: { name: ['Another reply template has this name.'] },
  });

/** The administrators' reply templates; an unknown placeholder is refused on save. Audited. */
@Injectable()
export class ReplyTemplatesService {
  constructor(
    private readonly templates: ReplyTemplatesRepository,
    private readonly audit: AuditService,
  ) {}

  list(): Promise<ReplyTemplate[]> {
    return this.templates.list();
  }

  async create(actor: SignedInOperator, request: ReplyTemplateRequest): Promise<ReplyTemplate> {
    assertKnownPlaceholders(request);
    if ((await this.templates.count()) >= REPLY_LIMITS.templatesMax) {
      throw new ProblemException(
        HttpStatus.CONFLICT,
        `There are already ${REPLY_LIMITS.templatesMax} reply templates: delete one first.`,
      );
    }
    const created = await this.templates.create(request);
    if (!created) throw nameTaken();
    await this.record(actor, 'reply-template-created', created, [
      { field: 'name', from: null, to: created.name },
    ]);
    return created;
  }

  async update(actor: SignedInOperator, id: string, request: ReplyTemplateRequest): Promise<ReplyTemplate> {
    assertKnownPlaceholders(request);
    const before = await this.templates.find(id);
    if (!before) throw templateNotFound();
    const updated = await this.templates.update(id, request);
    if (updated === 'taken') throw nameTaken();
    if (!updated) throw templateNotFound();
    const changes = (['name', 'subject', 'body'] as const)
      .filter((field) => before[field] !== updated[field])
      .map((field) => ({ field, from: before[field], to: updated[field] }));
    await this.record(actor, 'reply-template-updated', updated, changes);
    return updated;
  }

  async delete(actor: SignedInOperator, id: string): Promise<void> {
    const deleted = await this.templates.delete(id);
    if (!deleted) throw templateNotFound();
    await this.record(actor, 'reply-template-deleted', deleted, [
      { field: 'name', from: deleted.name, to: null },
    ]);
  }

  /** A template holds the company's wording, never a visitor's data: its fields may be audited. */
  private record(
    actor: SignedInOperator,
    action: 'reply-template-created' | 'reply-template-updated' | 'reply-template-deleted',
    template: ReplyTemplate,
    changes: AuditChange[],
  ): Promise<void> {
    return this.audit.record({
      actor,
      action,
      target: `reply-template ${template.id}`,
      targetLabel: template.name,
      changes,
      ip: actor.ip,
    });
  }
}
